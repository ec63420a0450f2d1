/**
 * An image: `assetId` from the media library, `altText`, `caption`, `link` and a focal point
 * (`focalPoint` {x, y} from 0 to 1) for crops; placed with the position grid.
 */
import { BlockType } from '../../../../shared/enums';
import { AssetPicker, AssetThumb } from './asset-picker';
import { LINK_HELP, linkError, text, type BlockKind, type BlockSettingsProps } from './block-kind';
import { SelectSetting, SliderSetting, TextSetting } from './fields';

export function focalPointOf(value: unknown): { x: number; y: number } {
  const point = (typeof value === 'object' && value !== null ? value : {}) as Record<string, unknown>;
  const read = (n: unknown) => (typeof n === 'number' && n >= 0 && n <= 1 ? n : 0.5);
  return { x: read(point.x), y: read(point.y) };
}

/** A poster's words over the image: `title`, `body` and a `button` {label, url} (block-image.block). */
function PosterFields(props: BlockSettingsProps) {
  const { block, update } = props;
  const button = (typeof block.data.button === 'object' && block.data.button !== null ? block.data.button : {}) as Record<string, unknown>;
  const buttonProps = { ...props, block: { ...block, data: button }, update: (patch: Record<string, unknown>, options?: { coalesce?: string }) => update({ button: { ...button, ...patch } }, options) };
  return (
    <fieldset className="settings__group">
      <legend>Poster text</legend>
      <TextSetting {...props} field="title" label="Title" />
      <TextSetting {...props} field="body" label="Text" multiline />
      <TextSetting {...buttonProps} field="label" label="Button text" />
      <TextSetting {...buttonProps} field="url" label="Button link" help={LINK_HELP} error={linkError(button.url)} />
    </fieldset>
  );
}

function ImageSettings(props: BlockSettingsProps) {
  const { block, update } = props;
  const focal = focalPointOf(block.data.focalPoint);
  return (
    <>
      <div className="field">
        <span className="field__label">Image</span>
        <AssetThumb assetId={block.data.assetId} />
        <AssetPicker label={typeof block.data.assetId === 'string' ? 'Replace image' : 'Choose image'} onChoose={(asset) => update({ assetId: asset.id, altText: text(block.data.altText) || asset.alt })} />
      </div>
      <TextSetting {...props} field="altText" label="Alt text" help="Describes the image for people who cannot see it." />
      <SelectSetting {...props} field="design" label="Design" fallback="inline" options={[['inline', 'Image with caption'], ['poster', 'Poster (full width, text over the image)']]} />
      {block.data.design === 'poster' && <PosterFields {...props} />}
      <TextSetting {...props} field="caption" label="Caption" />
      <TextSetting {...props} field="link" label="Link" help={LINK_HELP} error={linkError(block.data.link)} />
      <fieldset className="settings__group">
        <legend>Focal point</legend>
        <SliderSetting {...props} label="Across (0 left, 1 right)" value={focal.x} min={0} max={1} step={0.01} coalesceKey={`${block.id}:focal-x`} onValue={(x) => ({ focalPoint: { ...focal, x } })} />
        <SliderSetting {...props} label="Down (0 top, 1 bottom)" value={focal.y} min={0} max={1} step={0.01} coalesceKey={`${block.id}:focal-y`} onValue={(y) => ({ focalPoint: { ...focal, y } })} />
      </fieldset>
    </>
  );
}

export const imageBlock: BlockKind = {
  kind: 'image',
  type: BlockType.IMAGE,
  label: 'Image',
  category: 'Media',
  description: 'A picture from your files.',
  defaults: () => ({ altText: '', caption: '', focalPoint: { x: 0.5, y: 0.5 }, alignment: 'center', position: 'center-center' }),
  summary: (data) => text(data.caption) || text(data.title) || text(data.altText) || (typeof data.assetId === 'string' || typeof data.assetUrl === 'string' ? 'Image' : 'No image yet'),
  Settings: ImageSettings,
  hasPosition: true,
};
