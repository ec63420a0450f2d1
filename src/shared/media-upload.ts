/**
 * What the media library takes, checked in the browser before a byte is sent (the server
 * checks again by the file's bytes): ADM-27's supported files, ADM-28's size limit in ADM-57's
 * megabytes of 1,000,000 bytes, and the messages naming the file.
 */

/** The server's default upload limit (the media module's `DEFAULT_MAX_UPLOAD_BYTES`). */
export const MAX_UPLOAD_BYTES = 20_000_000;

/** The image formats the library stores, by content type and by file extension. */
export const SUPPORTED_IMAGE_TYPES: readonly string[] = ['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/avif'];
export const SUPPORTED_IMAGE_EXTENSIONS: readonly string[] = ['jpg', 'jpeg', 'png', 'webp', 'gif', 'avif'];

/** ADM-57: sizes in messages are in megabytes of 1,000,000 bytes (`20 MB`, `2.5 MB`). */
export function formatMegabytes(bytes: number): string {
  const mb = Math.round((bytes / 1_000_000) * 10) / 10;
  return `${mb} MB`;
}

/** ADM-27. */
export function unsupportedFileMessage(fileName: string): string {
  return `The file ${fileName} does not appear to be a supported file.`;
}

/** ADM-28 with ADM-57's megabytes. */
export function fileTooLargeMessage(fileName: string, maxBytes: number = MAX_UPLOAD_BYTES): string {
  return `The file ${fileName} is too large; the maximum allowed size is ${formatMegabytes(maxBytes)}.`;
}

/** A chosen file as the browser describes it. */
export interface ChosenFile {
  name: string;
  /** The content type the browser guessed; may be empty. */
  type: string;
  size: number;
}

/**
 * Why a file cannot be uploaded (ADM-27 by its type, else its extension; then ADM-28), or null
 * when it may be sent. An empty file is not a supported file.
 */
export function uploadRefusal(file: ChosenFile, maxBytes: number = MAX_UPLOAD_BYTES): string | null {
  const extension = /\.([A-Za-z0-9]+)$/.exec(file.name)?.[1]?.toLowerCase() ?? '';
  const supported = file.type !== '' ? SUPPORTED_IMAGE_TYPES.includes(file.type.toLowerCase()) : SUPPORTED_IMAGE_EXTENSIONS.includes(extension);
  if (!supported || file.size === 0) return unsupportedFileMessage(file.name);
  if (file.size > maxBytes) return fileTooLargeMessage(file.name, maxBytes);
  return null;
}
