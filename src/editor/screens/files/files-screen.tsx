/**
 * The Files screen: the site's media library. Upload by the file chooser or by dropping files
 * (each with its progress; ADM-27/ADM-28 refused before sending), search, and per file rename
 * (ADM-20, ADM-40), alt text and delete with a confirm. Without 'media.edit' it only lists.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Button, DropZone, FileTrigger, Input, Label, SearchField, Text, type DropItem } from 'react-aria-components';
import { mediaEndpoints } from '../../../shared/api/catalog-endpoints';
import type { MediaAsset } from '../../../shared/api/media';
import { SUPPORTED_IMAGE_TYPES } from '../../../shared/media-upload';
import { ownerCall } from '../../api/owner-client';
import { useSession } from '../../app/session';
import { SOMETHING_WENT_WRONG } from '../../app/error-boundary';
import { useConfirm } from '../../components/confirm-dialog';
import { LoadFailed, Loading } from '../../components/load-state';
import { mediaKeys, useMediaList } from '../../components/media-library';
import { UploadProgressList } from '../../components/upload-progress-list';
import { useMediaUploads } from '../../components/use-media-uploads';
import { FileCard } from './file-card';
import { AltTextDialog, RenameDialog } from './file-dialogs';
import '../../components/media-components.css';
import './files-screen.css';

/** The files a drop carries (folders and text are ignored). */
async function filesOf(items: DropItem[]): Promise<File[]> {
  return Promise.all(items.flatMap((item) => (item.kind === 'file' ? [item.getFile()] : [])));
}

export function FilesScreen() {
  const { can } = useSession();
  const editable = can('media.edit');
  const queryClient = useQueryClient();
  const [search, setSearch] = useState('');
  const list = useMediaList(search);
  const uploads = useMediaUploads();
  const [renaming, setRenaming] = useState<MediaAsset | null>(null);
  const [describing, setDescribing] = useState<MediaAsset | null>(null);
  const [status, setStatus] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const [confirmElement, confirm] = useConfirm();

  const remove = useMutation({
    mutationFn: (asset: MediaAsset) => ownerCall(mediaEndpoints.deleteAsset, { params: { assetId: asset.id } }),
    onSuccess: (_answer, asset) => {
      setStatus(`Deleted ${asset.name}.`);
      return queryClient.invalidateQueries({ queryKey: mediaKeys.all });
    },
    onError: () => setFailure(SOMETHING_WENT_WRONG),
  });

  const askDelete = async (asset: MediaAsset) => {
    setFailure(null);
    const yes = await confirm({
      title: `Delete ${asset.name}?`,
      body: 'Pages and products showing this file will no longer show it. This cannot be undone.',
      confirmLabel: 'Delete',
      destructive: true,
    });
    if (yes) remove.mutate(asset);
  };

  const upload = (files: File[]) => {
    setStatus('');
    uploads.upload(files);
  };

  const assets = list.data ?? [];
  const searching = search.trim() !== '';

  return (
    <section className="screen files-screen" aria-labelledby="screen-title">
      <h1 id="screen-title" className="screen__title">
        Files
      </h1>
      {!editable && <p className="notice">You can view the site's files; changing them needs the permission to edit media.</p>}

      <div className="screen__toolbar files-screen__toolbar">
        <SearchField className="field files-screen__search" value={search} onChange={setSearch}>
          <Label>Search files</Label>
          <Input className="input" />
        </SearchField>
        {editable && (
          <FileTrigger acceptedFileTypes={[...SUPPORTED_IMAGE_TYPES]} allowsMultiple onSelect={(files) => files !== null && upload(Array.from(files))}>
            <Button className="button button--primary">Upload files</Button>
          </FileTrigger>
        )}
      </div>

      {editable && (
        <DropZone className="files-drop" aria-label="Drop files to upload" getDropOperation={(types) => (types.has('Files') || [...SUPPORTED_IMAGE_TYPES].some((t) => types.has(t)) ? 'copy' : 'cancel')} onDrop={(event) => void filesOf(event.items).then(upload)}>
          <Text slot="label">Drop images here to upload them (JPEG, PNG, WebP, GIF or AVIF, up to 20 MB).</Text>
        </DropZone>
      )}

      <UploadProgressList entries={uploads.entries} onDismiss={uploads.dismiss} />
      {failure !== null && (
        <p role="alert" className="notice notice--error">
          {failure}
        </p>
      )}
      <p role="status" className="visually-hidden">
        {status}
      </p>

      {list.isPending ? (
        <Loading label="Loading files…" />
      ) : list.isError ? (
        <LoadFailed error={list.error} retry={() => void list.refetch()} />
      ) : assets.length === 0 ? (
        <p className="files-screen__empty">{searching ? 'No files match your search.' : 'No files yet. Uploaded images appear here.'}</p>
      ) : (
        <>
          <p className="files-screen__count" role="status">
            {assets.length === 1 ? '1 file' : `${assets.length} files`}
            {searching ? ' found' : ''}
          </p>
          <ul className="file-grid files-screen__grid" aria-label="Files">
            {assets.map((asset) => (
              <FileCard key={asset.id} asset={asset} editable={editable} onRename={setRenaming} onDescribe={setDescribing} onDelete={(a) => void askDelete(a)} />
            ))}
          </ul>
        </>
      )}

      <RenameDialog asset={renaming} onClose={() => setRenaming(null)} onDone={(a) => setStatus(`Renamed to ${a.name}.`)} />
      <AltTextDialog asset={describing} onClose={() => setDescribing(null)} onDone={(a) => setStatus(`Saved the alt text of ${a.name}.`)} />
      {confirmElement}
    </section>
  );
}
