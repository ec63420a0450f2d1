import { describe, expect, it } from 'vitest';
import { fileTooLargeMessage, formatMegabytes, MAX_UPLOAD_BYTES, uploadRefusal } from './media-upload';

describe('media upload checks', () => {
  it('ADM-57 one megabyte is 1,000,000 bytes: {maxSize} reads "20 MB"', () => {
    expect(formatMegabytes(MAX_UPLOAD_BYTES)).toBe('20 MB');
    expect(formatMegabytes(1_000_000)).toBe('1 MB');
    expect(formatMegabytes(2_500_000)).toBe('2.5 MB');
    expect(formatMegabytes(1_048_576)).toBe('1 MB');
  });

  it('ADM-27 a file that is not a JPEG, PNG, WebP, GIF or AVIF is "The file {fileName} does not appear to be a supported file."', () => {
    expect(uploadRefusal({ name: 'x.txt', type: 'text/plain', size: 10 })).toBe('The file x.txt does not appear to be a supported file.');
    expect(uploadRefusal({ name: 'doc.pdf', type: '', size: 10 })).toBe('The file doc.pdf does not appear to be a supported file.');
    expect(uploadRefusal({ name: 'empty.png', type: 'image/png', size: 0 })).toBe('The file empty.png does not appear to be a supported file.');
    expect(uploadRefusal({ name: 'photo.JPG', type: '', size: 10 })).toBeNull();
    expect(uploadRefusal({ name: 'photo', type: 'image/webp', size: 10 })).toBeNull();
  });

  it('ADM-28 a file over the limit is "The file {fileName} is too large; the maximum allowed size is {maxSize}."', () => {
    expect(uploadRefusal({ name: 'big.png', type: 'image/png', size: MAX_UPLOAD_BYTES + 1 })).toBe('The file big.png is too large; the maximum allowed size is 20 MB.');
    expect(uploadRefusal({ name: 'ok.png', type: 'image/png', size: MAX_UPLOAD_BYTES })).toBeNull();
    expect(fileTooLargeMessage('a.gif', 2_500_000)).toBe('The file a.gif is too large; the maximum allowed size is 2.5 MB.');
  });
});
