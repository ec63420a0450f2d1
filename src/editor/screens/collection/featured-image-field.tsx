/** A post's featured image: a preview, "Choose image" from the site's files (or upload), and "Remove image". */
import { useState } from 'react';
import { mediaEndpoints } from '../../../shared/api/catalog-endpoints';
import type { ColorData } from '../../../shared/api/content-items';
import type { MediaAsset } from '../../../shared/api/media';
import { ApiError, ownerCall } from '../../api/owner-client';
import { FilePickerDialog } from '../../components/file-picker-dialog';

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

/** The chosen files' item fields: the picker hands back ids; the library has the rest. */
export async function imagesOfChosen(ids: readonly string[]): Promise<ItemImage[]> {
  return Promise.all(ids.map(async (assetId) => imageOfAsset(await ownerCall(mediaEndpoints.getAsset, { params: { assetId } }))));
}

export function FeaturedImageField({ image, onChange }: { image: ItemImage; onChange: (image: ItemImage) => void }) {
  const [choosing, setChoosing] = useState(false);
  const [error, setError] = useState<string | null>(null);
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
      {error !== null && (
        <p className="field__error" role="alert">
          {error}
        </p>
      )}
      <FilePickerDialog
        isOpen={choosing}
        title="Choose a featured image"
        accept="image"
        onClose={() => setChoosing(false)}
        onChoose={(chosen) => {
          setChoosing(false);
          imagesOfChosen([chosen.id]).then(
            ([next]) => {
              setError(null);
              if (next !== undefined) onChange(next);
            },
            (e: unknown) => setError(e instanceof ApiError ? e.message : String(e)),
          );
        }}
      />
    </fieldset>
  );
}
