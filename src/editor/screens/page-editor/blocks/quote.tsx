/** A quote: `text` and its `source` (block.block's quote partial). */
import { BlockType } from '../../../../shared/enums';
import { plainSummary, type BlockKind, type BlockSettingsProps } from './block-kind';
import { TextSetting } from './fields';

function QuoteSettings(props: BlockSettingsProps) {
  return (
    <>
      <TextSetting {...props} field="text" label="Quote" multiline />
      <TextSetting {...props} field="source" label="Source" help="Who said it, shown under the quote." />
    </>
  );
}

export const quoteBlock: BlockKind = {
  kind: 'quote',
  type: BlockType.QUOTE,
  label: 'Quote',
  category: 'Text',
  description: 'A quotation with its source.',
  defaults: () => ({ text: '', source: '' }),
  summary: (data) => plainSummary(data.text, 'Empty quote'),
  Settings: QuoteSettings,
};
