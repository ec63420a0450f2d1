/** A button: `label`, `url`, `newWindow`, `style`, `size` and its position (block.block). */
import { BlockType } from '../../../../shared/enums';
import { LinkEditor } from '../../../components/link-editor';
import { text, type BlockKind, type BlockSettingsProps } from './block-kind';
import { SelectSetting, TextSetting } from './fields';

function ButtonSettings(props: BlockSettingsProps) {
  return (
    <>
      <TextSetting {...props} field="label" label="Button text" />
      <LinkEditor value={{ url: text(props.block.data.url), newWindow: props.block.data.newWindow === true }} onChange={(link) => props.update({ url: link.url, newWindow: link.newWindow })} />
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
