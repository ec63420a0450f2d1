/** A divider (a line) and a spacer (`size`: small, medium or large). */
import { BlockType } from '../../../../shared/enums';
import { text, type BlockKind, type BlockSettingsProps } from './block-kind';
import { SelectSetting } from './fields';

const SPACER_SIZES = [
  ['small', 'Small'],
  ['medium', 'Medium'],
  ['large', 'Large'],
] as const;

export const dividerBlock: BlockKind = {
  kind: 'divider',
  type: BlockType.LINE,
  label: 'Divider',
  category: 'Layout',
  description: 'A horizontal line.',
  defaults: () => ({}),
  summary: () => 'Horizontal line',
  Settings: () => <p className="field__help">A divider has no settings.</p>,
};

function SpacerSettings(props: BlockSettingsProps) {
  return <SelectSetting {...props} field="size" label="Height" fallback="medium" options={SPACER_SIZES} />;
}

export const spacerBlock: BlockKind = {
  kind: 'spacer',
  type: BlockType.SPACER,
  label: 'Spacer',
  category: 'Layout',
  description: 'Empty space between blocks.',
  defaults: () => ({ size: 'medium' }),
  summary: (data) => `${SPACER_SIZES.find(([value]) => value === text(data.size))?.[1] ?? 'Medium'} space`,
  Settings: SpacerSettings,
};
