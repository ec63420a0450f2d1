/**
 * Chooses images from the site's files, or uploads new ones (one or several). This is the one
 * place the collection screens pick files: when the editor's shared file picker lands, this
 * dialog is what it replaces.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Button, Dialog, FileTrigger, Heading, Modal, ModalOverlay } from 'react-aria-components';
import type { MediaAsset } from '../../../shared/api/media';
import { mediaEndpoints } from '../../../shared/api/catalog-endpoints';
import { ApiError, ownerCall, ownerUpload } from '../../api/owner-client';
import { LoadFailed, Loading } from '../../components/load-state';

interface Props {
  title: string;
  multiple: boolean;
  /** How many more may be chosen (a gallery's room), if limited. */
  room?: number;
  onChoose: (assets: MediaAsset[]) => void;
  onClose: () => void;
}

export function MediaChoiceDialog({ title, multiple, room, onChoose, onClose }: Props) {
  const queryClient = useQueryClient();
  const assets = useQuery({ queryKey: ['media'], queryFn: () => ownerCall(mediaEndpoints.listAssets, { query: { limit: 500 } }) });
  const [chosen, setChosen] = useState<string[]>([]);
  const [progress, setProgress] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const max = multiple ? (room ?? Infinity) : 1;

  const toggle = (id: string) => {
    setError(null);
    if (!multiple) return setChosen([id]);
    if (chosen.includes(id)) return setChosen(chosen.filter((c) => c !== id));
    if (chosen.length >= max) return setError(`You can add ${max} more ${max === 1 ? 'image' : 'images'}.`);
    setChosen([...chosen, id]);
  };

  const upload = async (files: FileList | null) => {
    if (files === null) return;
    const uploaded: string[] = [];
    for (const [index, file] of [...files].entries()) {
      const form = new FormData();
      form.append('file', file);
      try {
        setProgress(`Uploading ${file.name} (${index + 1} of ${files.length})…`);
        const asset = await ownerUpload<MediaAsset>('/api/admin/media', form);
        uploaded.push(asset.id);
      } catch (e) {
        setError(e instanceof ApiError ? e.message : String(e));
      }
    }
    setProgress(null);
    await queryClient.invalidateQueries({ queryKey: ['media'] });
    setChosen((c) => (multiple ? [...c, ...uploaded].slice(0, max) : uploaded.slice(-1)));
  };

  const list = assets.data?.assets ?? [];
  return (
    <ModalOverlay className="modal-overlay" isOpen isDismissable onOpenChange={(open) => !open && onClose()}>
      <Modal className="modal modal--wide">
        <Dialog className="modal__dialog">
          <Heading slot="title">{title}</Heading>
          <div className="screen__toolbar">
            <FileTrigger acceptedFileTypes={['image/jpeg', 'image/png', 'image/gif', 'image/webp']} allowsMultiple={multiple} onSelect={(files) => void upload(files)}>
              <Button className="button">Upload images</Button>
            </FileTrigger>
            <span role="status">{progress}</span>
          </div>
          {error !== null && (
            <p className="notice notice--error" role="alert">
              {error}
            </p>
          )}
          {assets.isPending ? (
            <Loading />
          ) : assets.isError ? (
            <LoadFailed error={assets.error} retry={() => void assets.refetch()} />
          ) : list.length === 0 ? (
            <p>No files yet. Upload an image.</p>
          ) : (
            <fieldset className="media-choice">
              <legend className="visually-hidden">{title}</legend>
              {list.map((asset) => (
                <label key={asset.id} className={`media-choice__option ${chosen.includes(asset.id) ? 'is-chosen' : ''}`}>
                  <input type={multiple ? 'checkbox' : 'radio'} name="media-choice" checked={chosen.includes(asset.id)} onChange={() => toggle(asset.id)} />
                  <img src={`${asset.assetUrl}?format=300w`} alt="" loading="lazy" width={120} height={120} />
                  <span className="media-choice__name">{asset.filename}</span>
                </label>
              ))}
            </fieldset>
          )}
          <div className="modal__actions">
            <button type="button" className="button" onClick={onClose}>
              Cancel
            </button>
            <button type="button" className="button button--primary" disabled={chosen.length === 0} onClick={() => onChoose(list.filter((a) => chosen.includes(a.id)))}>
              {multiple ? `Add ${chosen.length === 1 ? '1 image' : `${chosen.length} images`}` : 'Use image'}
            </button>
          </div>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
