/**
 * "Choose a file": a modal over the media library with search and upload, handing back the
 * chosen file (or files, with `multiple`). Image and gallery blocks, the blog's featured image
 * and file links use it. Uploading needs 'media.edit'; without it the dialog only chooses.
 */
import { useEffect, useState } from 'react';
import { Button, FileTrigger, GridList, GridListItem, Input, Label, SearchField, type Selection } from 'react-aria-components';
import { SUPPORTED_IMAGE_TYPES } from '../../shared/media-upload';
import { useSession } from '../app/session';
import { EditorDialog } from './editor-dialog';
import { LoadFailed, Loading } from './load-state';
import { chosenAssetOf, formatBytes, thumbnailUrl, useMediaList, type ChosenAsset } from './media-library';
import { UploadProgressList } from './upload-progress-list';
import { useMediaUploads } from './use-media-uploads';
import './media-components.css';

interface CommonProps {
  isOpen: boolean;
  onClose(): void;
  /** 'image' (default) or any file; the library holds images only today, so both list the same. */
  accept?: 'image' | 'any';
  title?: string;
}
interface SingleProps extends CommonProps {
  multiple?: false;
  onChoose(asset: ChosenAsset): void;
}
interface MultipleProps extends CommonProps {
  multiple: true;
  onChoose(assets: ChosenAsset[]): void;
}
export type FilePickerDialogProps = SingleProps | MultipleProps;

export function FilePickerDialog(props: FilePickerDialogProps) {
  const { isOpen, onClose, title = 'Choose a file' } = props;
  return (
    <EditorDialog title={title} isOpen={isOpen} onClose={onClose} size="wide" className="file-picker">
      {isOpen && <PickerBody {...props} />}
    </EditorDialog>
  );
}

function PickerBody(props: FilePickerDialogProps) {
  const { onClose } = props;
  const { can } = useSession();
  const [search, setSearch] = useState('');
  const [selected, setSelected] = useState<Selection>(new Set());
  const list = useMediaList(search);
  const uploads = useMediaUploads((asset) => {
    // A file just uploaded is what the owner meant to choose.
    setSelected((current) => (props.multiple === true && current !== 'all' ? new Set([...current, asset.id]) : new Set([asset.id])));
  });
  const assets = list.data ?? [];
  const chosenIds = selected === 'all' ? assets.map((a) => a.id) : [...selected].map(String);

  useEffect(() => {
    if (list.isError) setSelected(new Set());
  }, [list.isError]);

  const choose = () => {
    const chosen = assets.filter((asset) => chosenIds.includes(asset.id)).map(chosenAssetOf);
    if (chosen.length === 0) return;
    if (props.multiple === true) props.onChoose(chosen);
    else props.onChoose(chosen[0]!);
    onClose();
  };

  return (
    <>
      <div className="file-picker__toolbar">
        <SearchField className="field file-picker__search" value={search} onChange={setSearch}>
          <Label>Search files</Label>
          <Input className="input" />
        </SearchField>
        {can('media.edit') && (
          <FileTrigger acceptedFileTypes={[...SUPPORTED_IMAGE_TYPES]} allowsMultiple={props.multiple === true} onSelect={(files) => files !== null && uploads.upload(Array.from(files))}>
            <Button className="button">Upload a file</Button>
          </FileTrigger>
        )}
      </div>
      <UploadProgressList entries={uploads.entries} onDismiss={uploads.dismiss} />
      {list.isPending ? (
        <Loading label="Loading files…" />
      ) : list.isError ? (
        <LoadFailed error={list.error} retry={() => void list.refetch()} />
      ) : (
        <GridList
          aria-label="Files"
          className="file-grid file-grid--picker"
          layout="grid"
          selectionMode={props.multiple === true ? 'multiple' : 'single'}
          selectionBehavior="toggle"
          selectedKeys={selected}
          onSelectionChange={setSelected}
          renderEmptyState={() => <p className="file-grid__empty">{search.trim() === '' ? 'No files yet.' : 'No files match your search.'}</p>}
        >
          {assets.map((asset) => (
            <GridListItem key={asset.id} id={asset.id} textValue={asset.name} className="file-card">
              <img className="file-card__thumb" src={thumbnailUrl(asset)} alt="" loading="lazy" width={150} height={150} />
              <span className="file-card__name">{asset.name}</span>
              <span className="file-card__meta">
                {asset.width}×{asset.height} · {formatBytes(asset.bytes)}
              </span>
            </GridListItem>
          ))}
        </GridList>
      )}
      <div className="modal__actions">
        <Button className="button" onPress={onClose}>
          Cancel
        </Button>
        <Button className="button button--primary" isDisabled={chosenIds.length === 0} onPress={choose}>
          {props.multiple === true && chosenIds.length > 1 ? `Choose ${chosenIds.length} files` : 'Choose'}
        </Button>
      </div>
    </>
  );
}
