/**
 * One picture of a gallery in the grid: its thumbnail, title and caption, a drag handle (mouse,
 * touch, or keyboard: Space to lift, arrows to move, Space to drop), and buttons to move it,
 * edit it and remove it. Every button names its picture for screen readers.
 */
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import type { Item } from '../../../shared/api/content-items';
import { textOf } from './item-format';

interface Props {
  item: Item;
  index: number;
  count: number;
  busy: boolean;
  onMove: (from: number, to: number) => void;
  onEdit: (item: Item) => void;
  onRemove: (item: Item) => void;
}

/** The name a picture goes by in its buttons and announcements. */
export function pictureName(item: Item | undefined): string {
  return item === undefined ? 'picture' : item.title || item.filename || 'Untitled';
}

export function GalleryItemCard({ item, index, count, busy, onMove, onEdit, onRemove }: Props) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id: item.id });
  const name = pictureName(item);
  const caption = textOf(item.body);
  const hidden = <span className="visually-hidden"> {name}</span>;
  return (
    <li ref={setNodeRef} className={`gallery-card ${isDragging ? 'is-dragging' : ''}`} style={{ transform: CSS.Transform.toString(transform), transition }}>
      <div className="gallery-card__image">
        {item.assetUrl !== null ? <img src={`${item.assetUrl}?format=300w`} alt={item.altText ?? ''} loading="lazy" /> : <span className="gallery-card__none">No image</span>}
      </div>
      <div className="gallery-card__text">
        <p className="gallery-card__title">{name}</p>
        {caption !== '' && <p className="gallery-card__caption">{caption}</p>}
        {item.status !== 'published' && <p className="gallery-card__status">Not published</p>}
      </div>
      <div className="gallery-card__actions">
        <button ref={setActivatorNodeRef} type="button" className="button button--small gallery-card__handle" {...attributes} {...listeners}>
          Drag{hidden}
        </button>
        <button type="button" className="button button--small" disabled={busy || index === 0} onClick={() => onMove(index, index - 1)}>
          Move up{hidden}
        </button>
        <button type="button" className="button button--small" disabled={busy || index === count - 1} onClick={() => onMove(index, index + 1)}>
          Move down{hidden}
        </button>
        <button type="button" className="button button--small" onClick={() => onEdit(item)}>
          Edit{hidden}
        </button>
        <button type="button" className="button button--small" onClick={() => onRemove(item)}>
          Remove{hidden}
        </button>
      </div>
    </li>
  );
}
