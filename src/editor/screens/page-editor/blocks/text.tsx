/** A text block: rich text in `html` (block.block's text partial, sanitised by the server). */
import { lazy, Suspense, useId } from 'react';
import { BlockType } from '../../../../shared/enums';
import { Loading } from '../../../components/load-state';
import { plainSummary, text, type BlockKind, type BlockSettingsProps } from './block-kind';

const RichTextEditor = lazy(() => import('./rich-text-editor').then((module) => ({ default: module.RichTextEditor })));

function TextSettings({ block, update }: BlockSettingsProps) {
  const labelId = useId();
  return (
    <div className="field">
      <span className="field__label" id={labelId}>
        Text
      </span>
      <Suspense fallback={<Loading label="Loading the text editor…" />}>
        <RichTextEditor key={block.id} value={text(block.data.html)} labelId={labelId} onChange={(html) => update({ html }, { coalesce: `${block.id}:html` })} />
      </Suspense>
    </div>
  );
}

export const textBlock: BlockKind = {
  kind: 'text',
  type: BlockType.HTML,
  label: 'Text',
  category: 'Text',
  description: 'Paragraphs, lists and links.',
  defaults: () => ({ html: '' }),
  summary: (data) => plainSummary(data.html, 'Empty text'),
  Settings: TextSettings,
};
