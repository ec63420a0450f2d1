/** A heading: a text block whose HTML is one `<h2>` or `<h3>` written from the heading text. */
import { BlockType } from '../../../../shared/enums';
import { escapeHtml, plainSummary, text, type BlockKind, type BlockSettingsProps } from './block-kind';
import { SelectSetting, TextSetting } from './fields';

export const headingHtml = (value: string, level: unknown): string => {
  const tag = level === 'h3' ? 'h3' : 'h2';
  return `<${tag}>${escapeHtml(value)}</${tag}>`;
};

function HeadingSettings(props: BlockSettingsProps) {
  const { block, update } = props;
  const write = (patch: Record<string, unknown>, coalesce?: string) => {
    const next = { ...block.data, ...patch };
    update({ ...patch, html: headingHtml(text(next.text), next.level) }, coalesce === undefined ? undefined : { coalesce });
  };
  return (
    <>
      <TextSetting {...props} update={(patch) => write(patch, `${block.id}:text`)} field="text" label="Heading text" />
      <SelectSetting {...props} update={(patch) => write(patch)} field="level" label="Level" fallback="h2" options={[['h2', 'Section heading (H2)'], ['h3', 'Sub-heading (H3)']]} />
    </>
  );
}

export const headingBlock: BlockKind = {
  kind: 'heading',
  type: BlockType.HTML,
  label: 'Heading',
  category: 'Text',
  description: 'A section title.',
  defaults: () => ({ kind: 'heading', text: 'Heading', level: 'h2', html: headingHtml('Heading', 'h2') }),
  summary: (data) => plainSummary(data.text, 'Empty heading'),
  Settings: HeadingSettings,
};
