/**
 * Choosing images for image and gallery blocks through the shared file picker (search,
 * upload), and the chosen image shown as a small preview with its name.
 */
import { useState } from 'react';
import { Button } from 'react-aria-components';
import { FilePickerDialog } from '../../../components/file-picker-dialog';
import { useMediaList, type ChosenAsset } from '../../../components/media-library';

type Props = { label: string } & ({ multiple?: false; onChoose: (asset: ChosenAsset) => void } | { multiple: true; onChoose: (assets: ChosenAsset[]) => void });

export function AssetPicker(props: Props) {
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
  return (
    <>
      <Button className="button" onPress={() => setOpen(true)}>
        {props.label}
      </Button>
      {props.multiple === true ? (
        <FilePickerDialog isOpen={open} onClose={close} multiple title="Choose images" onChoose={(assets) => {
            props.onChoose(assets);
            close();
          }} />
      ) : (
        <FilePickerDialog isOpen={open} onClose={close} title="Choose an image" onChoose={(asset) => {
            props.onChoose(asset);
            close();
          }} />
      )}
    </>
  );
}

export function AssetThumb({ assetId }: { assetId: unknown }) {
  const assets = useMediaList('');
  const asset = typeof assetId === 'string' ? assets.data?.find((a) => a.id === assetId) : undefined;
  if (asset === undefined) return <p className="field__help">{typeof assetId === 'string' ? 'Image' : 'No image chosen.'}</p>;
  return (
    <figure className="asset-thumb">
      <img src={`${asset.assetUrl}?format=300w`} alt="" width={120} height={90} />
      <figcaption>{asset.name}</figcaption>
    </figure>
  );
}
