/**
 * Gallery block data: the options of the template engine's gallery plugin (GAL-01..GAL-21),
 * stored flat in the block's data beside `images`, and the design rules (GAL-22..GAL-24)
 * applied through the engine's own `resolveGalleryOptions`, so the editor and the storefront
 * never disagree.
 */
import { readGalleryOptions, resolveGalleryOptions, type GalleryDesign, type GalleryOptions } from '../../../../template-engine/plugins/gallery-options';

/** A new gallery: every option at its default, the default design's rules applied. */
export function galleryDefaults(): Record<string, unknown> {
  return { images: [], ...resolveGalleryOptions({}) };
}

/** The options a gallery's data stands for (missing and out-of-range values read as the engine reads them). */
export function galleryOptionsOf(data: Record<string, unknown>): GalleryOptions {
  return readGalleryOptions(data);
}

/** What changing the design writes: the design and what it forces (thumbnails, autoplay). */
export function galleryDesignPatch(data: Record<string, unknown>, design: GalleryDesign): Record<string, unknown> {
  const resolved = resolveGalleryOptions({ ...data, design });
  return { design, thumbnails: resolved.thumbnails, autoplay: resolved.autoplay };
}

/** GAL-24: grid and stacked galleries never autoplay. */
export const autoplayForcedOff = (design: GalleryDesign): boolean => resolveGalleryOptions({ design, autoplay: true }).autoplay === false;

export function galleryImagesOf(value: unknown): { assetId: string }[] {
  return Array.isArray(value) ? value.filter((image): image is { assetId: string } => typeof image?.assetId === 'string') : [];
}
