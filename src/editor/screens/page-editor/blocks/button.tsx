/** A button: `label`, `url`, `newWindow`, `style`, `size` and its position (block.block). */
import { BlockType } from '../../../../shared/enums';
import { LINK_HELP, linkError, text, type BlockKind, type BlockSettingsProps } from './block-kind';
import { SelectSetting, SwitchSetting, TextSetting } from './fields';

function ButtonSettings(props: BlockSettingsProps) {
  return (
    <>
      <TextSetting {...props} field="label" label="Button text" />
      <TextSetting {...props} field="url" label="Link" help={LINK_HELP} error={linkError(props.block.data.url)} />
      <SwitchSetting {...props} field="newWindow" label="Open in a new window" />
      <SelectSetting {...props} field="style" label="Style" fallback="primary" options={[['primary', 'Primary'], ['secondary', 'Secondary']]} />
      <SelectSetting {...props} field="size" label="Size" fallback="medium" options={[['medium', 'Medium'], ['large', 'Large']]} />
    </>
  );
}

export const buttonBlock: BlockKind = {
  kind: 'button',
  type: BlockType.BUTTON,
  label: 'Button',
  category: 'Text',
  description: 'A link styled as a button.',
  defaults: () => ({ label: 'Learn more', url: '/', newWindow: false, style: 'primary', alignment: 'center', position: 'center-center' }),
  summary: (data) => `${text(data.label) || 'Button'} → ${text(data.url) || 'no link'}`,
  Settings: ButtonSettings,
  hasPosition: true,
};
