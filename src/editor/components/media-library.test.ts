import { describe, expect, it } from 'vitest';
import { ApiError } from '../api/owner-client';
import { formatBytes, uploadFailureOf } from './media-library';

describe('media library messages', () => {
  it('ADM-41 a failed upload is titled "Unable to Upload File" with "There was a problem while uploading your file."', () => {
    const server = new ApiError({ status: 500, crumbFail: false, message: 'Boom', code: 'INTERNAL' });
    expect(uploadFailureOf(server)).toEqual({ title: 'Unable to Upload File', body: 'There was a problem while uploading your file.' });
    expect(uploadFailureOf(new Error('anything'))).toEqual({ title: 'Unable to Upload File', body: 'There was a problem while uploading your file.' });
  });

  it('ADM-36 an upload the connection cut is "File upload failed to complete"', () => {
    const network = new ApiError({ status: 0, crumbFail: false, message: 'Network error', code: null });
    expect(uploadFailureOf(network).body).toBe('File upload failed to complete');
  });

  it('ADM-27 ADM-28 the server’s own file refusals are shown as it words them', () => {
    const message = 'The file a.png is too large; the maximum allowed size is 20 MB.';
    expect(uploadFailureOf(new ApiError({ status: 413, crumbFail: false, message, code: 'MEDIA_FILE_TOO_LARGE' })).body).toBe(message);
  });

  it('ADM-57 sizes in megabytes of 1,000,000 bytes', () => {
    expect(formatBytes(999)).toBe('999 B');
    expect(formatBytes(160_197)).toBe('160.2 KB');
    expect(formatBytes(2_500_000)).toBe('2.5 MB');
  });
});
