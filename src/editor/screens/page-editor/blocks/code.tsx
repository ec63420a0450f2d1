/** A code block: HTML the page shows as written (`html`, block.block's html partial). */
import { lazy, Suspense } from 'react';
import { BlockType } from '../../../../shared/enums';
import { Loading } from '../../../components/load-state';
import { text, type BlockKind, type BlockSettingsProps } from './block-kind';

const CodeEditor = lazy(() => import('./code-editor').then((module) => ({ default: module.CodeEditor })));

function CodeSettings({ block, update }: BlockSettingsProps) {
  return (
    <div className="field">
      <span className="field__label">HTML code</span>
      <Suspense fallback={<Loading label="Loading the code editor…" />}>
        <CodeEditor key={block.id} value={text(block.data.html)} label="HTML code" onChange={(html) => update({ html }, { coalesce: `${block.id}:html` })} />
      </Suspense>
      <p className="field__help">Shown on the page exactly as written.</p>
    </div>
  );
}

export const codeBlock: BlockKind = {
  kind: 'code',
  type: BlockType.CODE,
  label: 'Code',
  category: 'Layout',
  description: 'Your own HTML.',
  defaults: () => ({ html: '' }),
  summary: (data) => {
    const code = text(data.html).replace(/\s+/g, ' ').trim();
    return code === '' ? 'Empty code' : code.slice(0, 60);
  },
  Settings: CodeSettings,
};

/** Embed code from another site (a player, a booking widget), shown as written like code. */
export const embedBlock: BlockKind = {
  ...codeBlock,
  kind: 'embed',
  type: BlockType.EMBED,
  label: 'Embed',
  category: 'Media',
  description: 'Embed code from another site.',
};
