/** A gallery: images from the media library and every gallery option with its range and default. */
import { Button } from 'react-aria-components';
import { BlockType } from '../../../../shared/enums';
import {
  GALLERY_ACTIVE_ALIGNMENTS,
  GALLERY_ASPECT_RATIOS,
  GALLERY_DESIGNS,
  GALLERY_LIGHTBOX_THEMES,
  GALLERY_META_POSITIONS,
  GALLERY_RANGES,
  type GalleryDesign,
} from '../../../../template-engine/plugins/gallery-options';
import { AssetPicker, AssetThumb } from './asset-picker';
import type { BlockKind, BlockSettingsProps } from './block-kind';
import { SelectSetting, SliderSetting, SwitchSetting } from './fields';
import { autoplayForcedOff, galleryDefaults, galleryDesignPatch, galleryImagesOf, galleryOptionsOf } from './gallery-data';

const words = (value: string) => value.charAt(0).toUpperCase() + value.slice(1).replace(/-/g, ' ');
const choices = (values: readonly string[]) => values.map((value) => [value, words(value)] as const);

const NUMBER_LABELS: Record<keyof typeof GALLERY_RANGES, string> = {
  'autoplay-duration': 'Seconds per slide',
  'thumbnail-strip-height': 'Thumbnail strip height (px)',
  'thumbnail-strip-margin': 'Thumbnail strip margin (px)',
  'thumbnails-per-row': 'Thumbnails per row',
  padding: 'Spacing between images (px)',
  'max-width': 'Maximum image width (px)',
};

const SWITCHES = [
  ['controls', 'Show arrows'],
  ['auto-crop', 'Crop images to one shape'],
  ['square-thumbs', 'Square thumbnails'],
  ['show-meta', 'Show titles and descriptions'],
  ['show-meta-basic', 'Basic titles only'],
  ['show-meta-only-title', 'Show the title only'],
  ['show-meta-on-hover', 'Show titles on hover'],
  ['lightbox', 'Open images in a lightbox'],
  ['newWindow', 'Open links in a new window'],
  ['transparentBackground', 'Transparent background'],
] as const;

function GallerySettings(props: BlockSettingsProps) {
  const { block, update } = props;
  const options = galleryOptionsOf(block.data);
  const images = galleryImagesOf(block.data.images);
  return (
    <>
      <fieldset className="settings__group">
        <legend>Images ({images.length})</legend>
        <ul className="gallery-images">
          {images.map((image, index) => (
            <li key={`${image.assetId}-${index}`}>
              <AssetThumb assetId={image.assetId} />
              <Button className="button button--small" onPress={() => update({ images: images.filter((_, i) => i !== index) })}>
                Remove image {index + 1}
              </Button>
            </li>
          ))}
        </ul>
        <AssetPicker label="Add images" multiple onChoose={(assets) => update({ images: [...images, ...assets.map((asset) => ({ assetId: asset.id }))] })} />
      </fieldset>
      <SelectSetting {...props} update={(patch) => update(galleryDesignPatch(block.data, patch.design as GalleryDesign))} field="design" label="Design" fallback="grid" options={choices(GALLERY_DESIGNS)} />
      <SwitchSetting {...props} field="thumbnails" label="Thumbnails" isDisabled help="Slideshows always show thumbnails; slider, grid and stacked never do." />
      <SwitchSetting {...props} field="autoplay" label="Play automatically" isDisabled={autoplayForcedOff(options.design)} help={autoplayForcedOff(options.design) ? 'Grid and stacked galleries never play automatically.' : undefined} />
      {(Object.keys(GALLERY_RANGES) as (keyof typeof GALLERY_RANGES)[]).map((name) => {
        const range = GALLERY_RANGES[name];
        return (
          <SliderSetting
            key={name}
            {...props}
            label={NUMBER_LABELS[name]}
            value={options[name]}
            min={range.min}
            max={range.max}
            step={range.integer ? 1 : 0.5}
            coalesceKey={`${block.id}:${name}`}
            onValue={(value) => ({ [name]: value })}
          />
        );
      })}
      {SWITCHES.map(([name, label]) => (
        <SwitchSetting key={name} {...props} block={{ ...block, data: { ...block.data, [name]: options[name] } }} field={name} label={label} />
      ))}
      <SelectSetting {...props} field="aspect-ratio" label="Aspect ratio" fallback={options['aspect-ratio']} options={choices(Object.keys(GALLERY_ASPECT_RATIOS))} />
      <SelectSetting {...props} field="meta-position" label="Title position" fallback={options['meta-position']} options={choices(GALLERY_META_POSITIONS)} />
      <SelectSetting {...props} field="active-alignment" label="Active slide alignment" fallback={options['active-alignment']} options={choices(GALLERY_ACTIVE_ALIGNMENTS)} />
      <SelectSetting {...props} field="lightboxTheme" label="Lightbox theme" fallback={options.lightboxTheme} options={choices(GALLERY_LIGHTBOX_THEMES)} />
    </>
  );
}

export const galleryBlock: BlockKind = {
  kind: 'gallery',
  type: BlockType.GALLERY,
  label: 'Gallery',
  category: 'Media',
  description: 'Several images as a grid, slideshow, slider or stack.',
  defaults: galleryDefaults,
  summary: (data) => {
    const count = galleryImagesOf(data.images).length;
    return `${words(galleryOptionsOf(data).design)}, ${count === 1 ? '1 image' : `${count} images`}`;
  },
  Settings: GallerySettings,
};
