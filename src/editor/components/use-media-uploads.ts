/**
 * Uploads into the media library with progress, one entry per file: a file the library
 * cannot take is refused before sending (ADM-27, ADM-28; the server checks again), the rest
 * go one after another (a 2-core server decodes them anyway) and the list refreshes after each.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';
import { mediaEndpoints } from '../../shared/api/catalog-endpoints';
import type { MediaAsset } from '../../shared/api/media';
import { uploadRefusal } from '../../shared/media-upload';
import { ownerUpload } from '../api/owner-client';
import { mediaKeys, uploadFailureOf, UPLOAD_FAILED_TITLE } from './media-library';

export interface UploadEntry {
  key: number;
  fileName: string;
  /** 0..1 while sending. */
  progress: number;
  state: 'waiting' | 'uploading' | 'done' | 'failed';
  /** For a failed entry: the title and text to show. */
  failure?: { title: string; body: string };
  asset?: MediaAsset;
}

export function useMediaUploads(onUploaded?: (asset: MediaAsset) => void) {
  const queryClient = useQueryClient();
  const [entries, setEntries] = useState<UploadEntry[]>([]);
  const nextKey = useRef(1);
  const chain = useRef<Promise<void>>(Promise.resolve());
  const uploaded = useRef(onUploaded);
  uploaded.current = onUploaded;

  const patch = useCallback((key: number, change: Partial<UploadEntry>) => {
    setEntries((list) => list.map((entry) => (entry.key === key ? { ...entry, ...change } : entry)));
  }, []);

  const send = useCallback(
    async (key: number, file: File) => {
      patch(key, { state: 'uploading' });
      const form = new FormData();
      form.append('file', file, file.name);
      try {
        const asset = await ownerUpload<MediaAsset>(mediaEndpoints.upload.path, form, (progress) => patch(key, { progress }));
        patch(key, { state: 'done', progress: 1, asset });
        await queryClient.invalidateQueries({ queryKey: mediaKeys.all });
        uploaded.current?.(asset);
      } catch (error) {
        patch(key, { state: 'failed', failure: uploadFailureOf(error) });
      }
    },
    [patch, queryClient],
  );

  /** Starts uploading `files`; refused ones show their message at once. */
  const upload = useCallback(
    (files: Iterable<File>) => {
      const added: UploadEntry[] = [];
      for (const file of files) {
        const key = nextKey.current++;
        const refusal = uploadRefusal({ name: file.name, type: file.type, size: file.size });
        if (refusal !== null) {
          added.push({ key, fileName: file.name, progress: 0, state: 'failed', failure: { title: UPLOAD_FAILED_TITLE, body: refusal } });
          continue;
        }
        added.push({ key, fileName: file.name, progress: 0, state: 'waiting' });
        chain.current = chain.current.then(() => send(key, file));
      }
      setEntries((list) => [...list, ...added]);
    },
    [send],
  );

  const dismiss = useCallback((key: number) => setEntries((list) => list.filter((entry) => entry.key !== key)), []);
  const clearFinished = useCallback(() => setEntries((list) => list.filter((entry) => entry.state === 'waiting' || entry.state === 'uploading')), []);

  return { entries, upload, dismiss, clearFinished };
}
