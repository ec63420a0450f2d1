/**
 * The media library as the editor's screens read it: one query-key factory, the list query
 * with its search, what a chosen file hands back, and what an upload's failure says (ADM-27,
 * ADM-28 and ADM-36 by the server's code; ADM-41 otherwise).
 */
import { useQuery } from '@tanstack/react-query';
import { mediaEndpoints } from '../../shared/api/catalog-endpoints';
import type { MediaAsset } from '../../shared/api/media';
import { ApiError, ownerCall } from '../api/owner-client';

export const mediaKeys = {
  all: ['media'] as const,
  list: (search: string) => ['media', 'list', search] as const,
};

/** The site's files, newest first; `search` matches name, file name or alt text. */
export function useMediaList(search: string) {
  const q = search.trim();
  return useQuery({
    queryKey: mediaKeys.list(q),
    queryFn: () => ownerCall(mediaEndpoints.listAssets, { query: { limit: 500, ...(q !== '' && { q }) } }),
    select: (answer) => answer.assets,
    placeholderData: (previous) => previous,
  });
}

/** What a picker hands back for a chosen file. */
export interface ChosenAsset {
  id: string;
  /** The file's public URL (`/media/{id}/{filename}`). */
  url: string;
  alt: string;
  /** Bytes. */
  size: number;
  name: string;
  width: number;
  height: number;
}

export function chosenAssetOf(asset: MediaAsset): ChosenAsset {
  return { id: asset.id, url: asset.assetUrl, alt: asset.altText, size: asset.bytes, name: asset.name, width: asset.width, height: asset.height };
}

/** A small rendition for lists (MEDIA-08 width). */
export function thumbnailUrl(asset: Pick<MediaAsset, 'assetUrl'>): string {
  return `${asset.assetUrl}?format=300w`;
}

export const UPLOAD_FAILED_TITLE = 'Unable to Upload File';
export const UPLOAD_FAILED_BODY = 'There was a problem while uploading your file.';
/** ADM-36: the connection broke before the server answered. */
export const UPLOAD_INCOMPLETE = 'File upload failed to complete';
export const RENAME_FAILED_TITLE = 'Unable to Rename File';
export const RENAME_FAILED_BODY = 'There was a problem while renaming your file.';

/** A failed upload's title and text: the server's own file message when it refused the file. */
export function uploadFailureOf(error: unknown): { title: string; body: string } {
  if (error instanceof ApiError) {
    if (error.code === 'MEDIA_FILE_UNSUPPORTED' || error.code === 'MEDIA_FILE_TOO_LARGE') return { title: UPLOAD_FAILED_TITLE, body: error.message };
    if (error.status === 0) return { title: UPLOAD_FAILED_TITLE, body: UPLOAD_INCOMPLETE };
  }
  return { title: UPLOAD_FAILED_TITLE, body: UPLOAD_FAILED_BODY };
}

/** Human-readable size in ADM-57 units. */
export function formatBytes(bytes: number): string {
  if (bytes < 1000) return `${bytes} B`;
  if (bytes < 1_000_000) return `${Math.round(bytes / 100) / 10} KB`;
  return `${Math.round(bytes / 100_000) / 10} MB`;
}
