/**
 * The Files screen's two edit dialogs. Rename: an empty name is 'Please enter a file name.'
 * (ADM-20, also the server's answer); any other failure is 'Unable to Rename File' / 'There
 * was a problem while renaming your file.' (ADM-40). Alt text may be empty (a decorative image).
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Button, Form } from 'react-aria-components';
import { mediaEndpoints } from '../../../shared/api/catalog-endpoints';
import { FILE_NAME_REQUIRED_MESSAGE, MAX_ALT_TEXT_INPUT, MAX_DISPLAY_NAME, type MediaAsset, type MediaPatch } from '../../../shared/api/media';
import { ApiError, ownerCall } from '../../api/owner-client';
import { SOMETHING_WENT_WRONG } from '../../app/error-boundary';
import { EditorDialog } from '../../components/editor-dialog';
import { mediaKeys, RENAME_FAILED_BODY, RENAME_FAILED_TITLE } from '../../components/media-library';
import { TextField } from '../../components/text-field';

interface DialogProps {
  asset: MediaAsset | null;
  onClose(): void;
  onDone(asset: MediaAsset): void;
}

function usePatchAsset() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ asset, patch }: { asset: MediaAsset; patch: MediaPatch }) => ownerCall(mediaEndpoints.updateAsset, { params: { assetId: asset.id }, body: patch }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: mediaKeys.all }),
  });
}

export function RenameDialog({ asset, onClose, onDone }: DialogProps) {
  return (
    <EditorDialog title="Rename file" isOpen={asset !== null} onClose={onClose}>
      {asset !== null && <RenameForm key={asset.id} asset={asset} onClose={onClose} onDone={onDone} />}
    </EditorDialog>
  );
}

function RenameForm({ asset, onClose, onDone }: DialogProps & { asset: MediaAsset }) {
  const [name, setName] = useState(asset.name);
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  const patch = usePatchAsset();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFailed(false);
    if (name.trim() === '') {
      setFieldError(FILE_NAME_REQUIRED_MESSAGE);
      return;
    }
    setFieldError(null);
    patch.mutate(
      { asset, patch: { name: name.trim() } },
      {
        onSuccess: (saved) => {
          onDone(saved);
          onClose();
        },
        onError: (error) => {
          const serverField = error instanceof ApiError ? error.errors.name : undefined;
          if (serverField !== undefined) setFieldError(serverField);
          else setFailed(true);
        },
      },
    );
  };

  return (
    <Form onSubmit={submit} validationBehavior="aria" className="form-stack">
      <TextField label="File name" value={name} onChange={setName} error={fieldError} maxLength={MAX_DISPLAY_NAME} autoFocus help={`The address stays ${asset.assetUrl}.`} />
      {failed && (
        <div role="alert" className="notice notice--error">
          <p className="notice__title">{RENAME_FAILED_TITLE}</p>
          <p>{RENAME_FAILED_BODY}</p>
        </div>
      )}
      <SaveActions saving={patch.isPending} onClose={onClose} />
    </Form>
  );
}

export function AltTextDialog({ asset, onClose, onDone }: DialogProps) {
  return (
    <EditorDialog title={`Alt text for ${asset?.name ?? ''}`} isOpen={asset !== null} onClose={onClose}>
      {asset !== null && <AltTextForm key={asset.id} asset={asset} onClose={onClose} onDone={onDone} />}
    </EditorDialog>
  );
}

function AltTextForm({ asset, onClose, onDone }: DialogProps & { asset: MediaAsset }) {
  const [altText, setAltText] = useState(asset.altText);
  const [failed, setFailed] = useState(false);
  const patch = usePatchAsset();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFailed(false);
    patch.mutate(
      { asset, patch: { altText } },
      {
        onSuccess: (saved) => {
          onDone(saved);
          onClose();
        },
        onError: () => setFailed(true),
      },
    );
  };

  return (
    <Form onSubmit={submit} validationBehavior="aria" className="form-stack">
      <TextField
        label="Alt text"
        multiline
        value={altText}
        onChange={setAltText}
        maxLength={MAX_ALT_TEXT_INPUT}
        autoFocus
        help="Describe the image for people who cannot see it. Leave it empty for a decorative image."
      />
      {failed && (
        <p role="alert" className="notice notice--error">
          {SOMETHING_WENT_WRONG}
        </p>
      )}
      <SaveActions saving={patch.isPending} onClose={onClose} />
    </Form>
  );
}

function SaveActions({ saving, onClose }: { saving: boolean; onClose(): void }) {
  return (
    <div className="modal__actions">
      <Button className="button" onPress={onClose}>
        Cancel
      </Button>
      {/* Not isPending: its announcement names this button by id and outlives the dialog. */}
      <Button type="submit" className="button button--primary" isDisabled={saving}>
        {saving ? 'Saving…' : 'Save'}
      </Button>
    </div>
  );
}
