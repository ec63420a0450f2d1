/** A post's featured image: a preview, "Choose image" from the site's files, and "Remove image". */
import { useState } from 'react';
import type { ColorData } from '../../../shared/api/content-items';
import type { MediaAsset } from '../../../shared/api/media';
import { MediaChoiceDialog } from './media-choice-dialog';

export interface ItemImage {
  assetUrl: string | null;
  filename: string | null;
  originalSize: string | null;
  mediaFocalPoint: { x: number; y: number } | null;
  colorData: ColorData | null;
  altText: string | null;
  systemDataVariants: string | null;
}

export const NO_IMAGE: ItemImage = { assetUrl: null, filename: null, originalSize: null, mediaFocalPoint: null, colorData: null, altText: null, systemDataVariants: null };

/** The item fields a chosen file fills (MEDIA-10). */
export function imageOfAsset(asset: MediaAsset): ItemImage {
  return {
    assetUrl: asset.assetUrl,
    filename: asset.filename,
    originalSize: asset.originalSize,
    mediaFocalPoint: asset.mediaFocalPoint,
    colorData: asset.colorData,
    altText: asset.altText,
    systemDataVariants: asset.systemDataVariants,
  };
}

export function FeaturedImageField({ image, onChange }: { image: ItemImage; onChange: (image: ItemImage) => void }) {
  const [choosing, setChoosing] = useState(false);
  return (
    <fieldset className="field featured-image">
      <legend className="field__label">Featured image</legend>
      {image.assetUrl !== null ? (
        <div className="featured-image__preview">
          <img src={`${image.assetUrl}?format=300w`} alt={image.altText ? `Featured image: ${image.altText}` : 'Featured image'} width={160} />
          <span className="featured-image__name">{image.filename}</span>
        </div>
      ) : (
        <p className="field__help">No featured image.</p>
      )}
      <div className="featured-image__actions">
        <button type="button" className="button" onClick={() => setChoosing(true)}>
          Choose image
        </button>
        {image.assetUrl !== null && (
          <button type="button" className="button" onClick={() => onChange(NO_IMAGE)}>
            Remove image
          </button>
        )}
      </div>
      {choosing && (
        <MediaChoiceDialog
          title="Choose a featured image"
          multiple={false}
          onClose={() => setChoosing(false)}
          onChoose={([asset]) => {
            if (asset !== undefined) onChange(imageOfAsset(asset));
            setChoosing(false);
          }}
        />
      )}
    </fieldset>
  );
}
