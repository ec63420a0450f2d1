/**
 * One image setting (the logo, the site icon): what is chosen now, choosing another from the
 * media library or uploading one, and removing it. The choice is a URL the parent saves.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Button, DialogTrigger, FileTrigger, GridList, GridListItem } from 'react-aria-components';
import type { MediaAsset } from '../../../shared/api/media';
import { mediaEndpoints } from '../../../shared/api/catalog-endpoints';
import { ownerCall, ownerUpload } from '../../api/owner-client';
import { useSession } from '../../app/session';
import { EditorDialog } from '../../components/editor-dialog';
import { LoadFailed, Loading } from '../../components/load-state';
import { settingsKeys } from './settings-queries';

interface Props {
  /** "Logo" or "Site icon": names the controls. */
  label: string;
  help: string;
  value: string;
  onChange(url: string): void;
  isDisabled: boolean;
}

export function ImageChoice({ label, help, value, onChange, isDisabled }: Props) {
  const { can, canRead } = useSession();
  const client = useQueryClient();
  const [progress, setProgress] = useState<number | null>(null);
  const [uploadError, setUploadError] = useState<string | null>(null);
  const headingId = `${label.replace(/\W+/g, '-').toLowerCase()}-heading`;

  const upload = (files: FileList | null) => {
    const file = files?.[0];
    if (file === undefined) return;
    const form = new FormData();
    form.append('file', file);
    setUploadError(null);
    setProgress(0);
    ownerUpload<MediaAsset>('/api/admin/media', form, setProgress)
      .then((asset) => {
        onChange(asset.assetUrl);
        void client.invalidateQueries({ queryKey: settingsKeys.media });
      })
      .catch((error: unknown) => setUploadError(error instanceof Error ? error.message : 'File upload failed to complete'))
      .finally(() => setProgress(null));
  };

  return (
    <section className="image-choice" aria-labelledby={headingId}>
      <h3 id={headingId} className="image-choice__title">
        {label}
      </h3>
      <p className="field__help">{help}</p>
      <div className="image-choice__preview">
        {value === '' ? <p>None chosen.</p> : <img src={value} alt={`Current ${label.toLowerCase()}`} />}
      </div>
      {!isDisabled && (
        <div className="image-choice__actions">
          {canRead('media.edit') && (
            <DialogTrigger>
              <Button className="button">Choose {label.toLowerCase()} from library</Button>
              <EditorDialog
                title={`Choose ${label.toLowerCase()}`}
                size="wide"
                closeLabel="Cancel"
              >
                {(close) => (
                  <MediaGrid
                    label={`Images for the ${label.toLowerCase()}`}
                    onPick={(url) => {
                      onChange(url);
                      close();
                    }}
                  />
                )}
              </EditorDialog>
            </DialogTrigger>
          )}
          {can('media.edit') && (
            <FileTrigger acceptedFileTypes={['image/png', 'image/jpeg', 'image/gif', 'image/webp', 'image/svg+xml', 'image/x-icon']} onSelect={upload}>
              <Button className="button" isDisabled={progress !== null}>
                Upload {label.toLowerCase()}
              </Button>
            </FileTrigger>
          )}
          {value !== '' && (
            <button type="button" className="button button--quiet" onClick={() => onChange('')}>
              Remove {label.toLowerCase()}
            </button>
          )}
        </div>
      )}
      {progress !== null && (
        <p role="status">
          Uploading… {Math.round(progress * 100)}%
        </p>
      )}
      {uploadError !== null && (
        <p role="alert" className="notice notice--error">
          {uploadError}
        </p>
      )}
    </section>
  );
}

function MediaGrid({ label, onPick }: { label: string; onPick(url: string): void }) {
  const assets = useQuery({ queryKey: settingsKeys.media, queryFn: async () => (await ownerCall(mediaEndpoints.listAssets, { query: { limit: 200 } })).assets });
  if (assets.isPending) return <Loading />;
  if (assets.isError) return <LoadFailed error={assets.error} retry={() => void assets.refetch()} />;
  if (assets.data.length === 0) return <p>The media library has no images yet. Upload one instead.</p>;
  return (
    <GridList aria-label={label} className="media-grid" items={assets.data} layout="grid" onAction={(key) => onPick(assets.data.find((a) => a.id === key)?.assetUrl ?? '')}>
      {(asset) => (
        <GridListItem id={asset.id} textValue={asset.altText || asset.filename} className="media-grid__item">
          <img src={`${asset.assetUrl}?format=300w`} alt="" />
          <span className="media-grid__name">{asset.altText || asset.filename}</span>
        </GridListItem>
      )}
    </GridList>
  );
}
