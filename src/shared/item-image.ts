/**
 * The item fields (MEDIA-10) a picture fills when a content item shows it — a post's featured
 * image, a gallery item, a product's picture — copied from whichever asset shape carries them
 * (the media module's, or the owner API's answer in the editor).
 */
export type ItemImageField = 'assetUrl' | 'filename' | 'originalSize' | 'mediaFocalPoint' | 'colorData' | 'altText' | 'systemDataVariants';

export function itemImageFieldsOf<A extends Record<ItemImageField, unknown>>(asset: A): Pick<A, ItemImageField> {
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
