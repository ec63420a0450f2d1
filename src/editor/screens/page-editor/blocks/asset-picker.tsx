/**
 * Choosing an image from the media library (/api/admin/media) or uploading one: a button that
 * opens a dialog of the site's images. A richer file manager may replace the dialog later;
 * blocks only see `onChoose(asset)`.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Button, Dialog, FileTrigger, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { mediaEndpoints } from '../../../../shared/api/catalog-endpoints';
import type { MediaAsset } from '../../../../shared/api/media';
import { ApiError, ownerCall, ownerUpload } from '../../../api/owner-client';
import { LoadFailed, Loading } from '../../../components/load-state';

export const MEDIA_QUERY_KEY = ['media', 'assets'] as const;

export function useMediaAssets() {
  return useQuery({ queryKey: MEDIA_QUERY_KEY, queryFn: () => ownerCall(mediaEndpoints.listAssets, { query: { limit: 500 } }) });
}

export function AssetPicker({ label, onChoose }: { label: string; onChoose: (asset: MediaAsset) => void }) {
  const [open, setOpen] = useState(false);
  const assets = useMediaAssets();
  const client = useQueryClient();
  const [upload, setUpload] = useState<{ progress: number } | { error: string } | null>(null);

  const choose = (asset: MediaAsset) => {
    onChoose(asset);
    setOpen(false);
  };
  const send = async (files: FileList | null) => {
    const file = files?.[0];
    if (file === undefined) return;
    const form = new FormData();
    form.append('file', file);
    setUpload({ progress: 0 });
    try {
      const asset = await ownerUpload<MediaAsset>(mediaEndpoints.upload.path, form, (progress) => setUpload({ progress }));
      setUpload(null);
      await client.invalidateQueries({ queryKey: MEDIA_QUERY_KEY });
      choose(asset);
    } catch (error) {
      setUpload({ error: error instanceof ApiError ? error.message : 'The upload failed.' });
    }
  };

  return (
    <>
      <Button className="button" onPress={() => setOpen(true)}>
        {label}
      </Button>
      <ModalOverlay className="modal-overlay" isOpen={open} onOpenChange={setOpen} isDismissable>
        <Modal className="modal modal--wide">
          <Dialog className="modal__dialog">
            <Heading slot="title">Choose an image</Heading>
            <div className="asset-picker__upload">
              <FileTrigger acceptedFileTypes={['image/jpeg', 'image/png', 'image/gif', 'image/webp']} onSelect={(files) => void send(files)}>
                <Button className="button">Upload image</Button>
              </FileTrigger>
              {upload !== null && 'progress' in upload && <span role="status">Uploading… {Math.round(upload.progress * 100)}%</span>}
              {upload !== null && 'error' in upload && (
                <span role="alert" className="field__error">
                  {upload.error}
                </span>
              )}
            </div>
            {assets.isPending ? (
              <Loading />
            ) : assets.isError ? (
              <LoadFailed error={assets.error} retry={() => void assets.refetch()} />
            ) : assets.data.assets.length === 0 ? (
              <p>No images yet. Upload one.</p>
            ) : (
              <ul className="asset-picker__grid">
                {assets.data.assets.map((asset) => (
                  <li key={asset.id}>
                    <Button className="asset-picker__item" onPress={() => choose(asset)} aria-label={`Choose ${asset.altText || asset.filename}`}>
                      <img src={`${asset.assetUrl}?format=300w`} alt="" width={120} height={90} loading="lazy" />
                      <span className="asset-picker__name">{asset.filename}</span>
                    </Button>
                  </li>
                ))}
              </ul>
            )}
            <div className="modal__actions">
              <Button className="button" slot="close">
                Cancel
              </Button>
            </div>
          </Dialog>
        </Modal>
      </ModalOverlay>
    </>
  );
}

/** The chosen image as a small preview with its file name. */
export function AssetThumb({ assetId }: { assetId: unknown }) {
  const assets = useMediaAssets();
  const asset = typeof assetId === 'string' ? assets.data?.assets.find((a) => a.id === assetId) : undefined;
  if (asset === undefined) return <p className="field__help">{typeof assetId === 'string' ? 'Image' : 'No image chosen.'}</p>;
  return (
    <figure className="asset-thumb">
      <img src={`${asset.assetUrl}?format=300w`} alt="" width={120} height={90} />
      <figcaption>{asset.filename}</figcaption>
    </figure>
  );
}
