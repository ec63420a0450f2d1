/** One file of the Files screen: its thumbnail, name, size and alt text, and its actions. */
import type { MediaAsset } from '../../../shared/api/media';
import { formatBytes, thumbnailUrl } from '../../components/media-library';

interface Props {
  asset: MediaAsset;
  editable: boolean;
  onRename(asset: MediaAsset): void;
  onDescribe(asset: MediaAsset): void;
  onDelete(asset: MediaAsset): void;
}

export function FileCard({ asset, editable, onRename, onDescribe, onDelete }: Props) {
  const nameId = `file-${asset.id}-name`;
  return (
    <li className="file-card files-screen__card" aria-labelledby={nameId}>
      <a className="file-card__link" href={asset.assetUrl} target="_blank" rel="noopener">
        <img className="file-card__thumb" src={thumbnailUrl(asset)} alt="" loading="lazy" width={150} height={150} />
        <span className="visually-hidden">Open {asset.name} (opens in a new tab)</span>
      </a>
      <span id={nameId} className="file-card__name" title={asset.name}>
        {asset.name}
      </span>
      <span className="file-card__meta">
        {asset.width}×{asset.height} · {formatBytes(asset.bytes)}
      </span>
      <span className={asset.altText === '' ? 'file-card__alt file-card__alt--none' : 'file-card__alt'}>{asset.altText === '' ? 'No alt text' : `Alt: ${asset.altText}`}</span>
      {editable && (
        <div className="file-card__actions">
          <button type="button" className="button button--small" onClick={() => onRename(asset)}>
            Rename<span className="visually-hidden"> {asset.name}</span>
          </button>
          <button type="button" className="button button--small" onClick={() => onDescribe(asset)}>
            Edit alt text<span className="visually-hidden"> of {asset.name}</span>
          </button>
          <button type="button" className="button button--small button--danger-quiet" onClick={() => onDelete(asset)}>
            Delete<span className="visually-hidden"> {asset.name}</span>
          </button>
        </div>
      )}
    </li>
  );
}
