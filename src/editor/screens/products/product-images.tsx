/**
 * The product's pictures in gallery order: added from the site's files or uploaded (the file
 * picker), reordered by dragging (mouse, touch, or keyboard: Space to lift, arrows, Space to
 * drop) or with Move earlier / Move later, each with its alt text, removed with one button. A
 * picture a variant shows cannot vanish silently: removing it clears that variant's choice.
 */
import { DndContext, KeyboardSensor, PointerSensor, closestCenter, useSensor, useSensors, type DragEndEvent } from '@dnd-kit/core';
import { SortableContext, arrayMove, rectSortingStrategy, sortableKeyboardCoordinates, useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { useState } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { CATALOG_LIMITS } from '../../../shared/api/catalog';
import { FilePickerDialog } from '../../components/file-picker-dialog';
import type { ChosenAsset } from '../../components/media-library';
import { sortableAnnouncements } from '../../components/sortable-announcements';
import type { ProductImageValues, ProductValues } from './product-values';

/** A product's key for an image: the asset id when it fits the catalog's rule. */
function imageIdOf(asset: ChosenAsset, taken: Set<string>): string {
  let id = /^[A-Za-z0-9_-]{1,64}$/.test(asset.id) ? asset.id : `image-${taken.size + 1}`;
  for (let n = 2; taken.has(id); n++) id = `${asset.id.slice(0, 56)}-${n}`;
  return id;
}

export function imageName(image: ProductImageValues | undefined, index: number): string {
  return image?.filename || `Image ${index + 1}`;
}

export function ProductImages() {
  const { control, setValue, getValues } = useFormContext<ProductValues>();
  const images = useWatch({ control, name: 'images' });
  const [choosing, setChoosing] = useState(false);
  const [status, setStatus] = useState('');
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 5 } }), useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }));
  const room = CATALOG_LIMITS.maxImages - images.length;

  const change = (next: ProductImageValues[]) => setValue('images', next, { shouldDirty: true });
  const move = (from: number, to: number) => {
    if (to < 0 || to >= images.length) return;
    const next = arrayMove(getValues('images'), from, to);
    change(next);
    setStatus(`Moved ${imageName(next[to], to)} to position ${to + 1} of ${next.length}.`);
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (over === null || active.id === over.id) return;
    move(
      images.findIndex((i) => i.id === active.id),
      images.findIndex((i) => i.id === over.id),
    );
  };
  const removeAt = (index: number) => {
    const gone = images[index];
    if (gone === undefined) return;
    change(images.filter((_, i) => i !== index));
    getValues('variants').forEach((v, i) => {
      if (v.mainImageId === gone.id) setValue(`variants.${i}.mainImageId`, null, { shouldDirty: true });
    });
    setStatus(`Removed ${imageName(gone, index)}.`);
  };
  const add = (chosen: ChosenAsset[]) => {
    const taken = new Set(images.map((i) => i.id));
    const fresh = chosen
      .filter((c) => !images.some((i) => i.assetUrl === c.url))
      .slice(0, Math.max(room, 0))
      .map((c) => {
        const id = imageIdOf(c, taken);
        taken.add(id);
        return { id, assetUrl: c.url, filename: c.name, originalSize: c.width > 0 && c.height > 0 ? `${c.width}x${c.height}` : null, altText: c.alt };
      });
    change([...images, ...fresh]);
    setStatus(fresh.length === 1 ? 'Added 1 image.' : `Added ${fresh.length} images.`);
  };

  return (
    <section className="panel form-stack" aria-labelledby="product-images">
      <h2 id="product-images" className="product-form__heading">
        Images
      </h2>
      <div className="screen__toolbar">
        <button type="button" className="button" disabled={room <= 0} onClick={() => setChoosing(true)}>
          Add images
        </button>
        <p className="field__help">
          The first image is the product's main image. {images.length} of {CATALOG_LIMITS.maxImages}.
        </p>
      </div>
      <p role="status" className="product-form__live">
        {status}
      </p>
      {images.length === 0 ? (
        <p className="field__help">No images yet: the store shows the product without a picture.</p>
      ) : (
        <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd} accessibility={{ announcements: sortableAnnouncements({ ids: images.map((i) => i.id), nameOf: (id) => imageName(images.find((i) => i.id === id), images.findIndex((i) => i.id === id)) }) }}>
          <SortableContext items={images.map((i) => i.id)} strategy={rectSortingStrategy}>
            <ol className="product-images" aria-label="Product images, in display order">
              {images.map((image, index) => (
                <ImageCard key={image.id} image={image} index={index} count={images.length} onMove={move} onRemove={removeAt} />
              ))}
            </ol>
          </SortableContext>
        </DndContext>
      )}
      <FilePickerDialog
        isOpen={choosing}
        multiple
        title="Add images"
        accept="image"
        onClose={() => setChoosing(false)}
        onChoose={(chosen) => {
          setChoosing(false);
          add(chosen);
        }}
      />
    </section>
  );
}

interface CardProps {
  image: ProductImageValues;
  index: number;
  count: number;
  onMove: (from: number, to: number) => void;
  onRemove: (index: number) => void;
}

function ImageCard({ image, index, count, onMove, onRemove }: CardProps) {
  const { setValue } = useFormContext<ProductValues>();
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id: image.id });
  const name = imageName(image, index);
  const hidden = <span className="visually-hidden"> {name}</span>;
  const altId = `product-image-alt-${index}`;
  return (
    <li ref={setNodeRef} className={`product-image ${isDragging ? 'is-dragging' : ''}`} style={{ transform: CSS.Transform.toString(transform), transition }}>
      <img className="product-image__thumb" src={`${image.assetUrl}?format=300w`} alt="" loading="lazy" />
      <p className="product-image__name">{name}</p>
      <div className="field">
        <label htmlFor={altId}>Alt text</label>
        <input id={altId} className="input" aria-label={`Alt text, ${name}`} value={image.altText} onChange={(e) => setValue(`images.${index}.altText`, e.target.value, { shouldDirty: true })} />
      </div>
      <div className="product-image__actions">
        <button ref={setActivatorNodeRef} type="button" className="button button--small" {...attributes} {...listeners}>
          Drag{hidden}
        </button>
        <button type="button" className="button button--small" disabled={index === 0} onClick={() => onMove(index, index - 1)}>
          Move earlier{hidden}
        </button>
        <button type="button" className="button button--small" disabled={index === count - 1} onClick={() => onMove(index, index + 1)}>
          Move later{hidden}
        </button>
        <button type="button" className="button button--small" onClick={() => onRemove(index)}>
          Remove{hidden}
        </button>
      </div>
    </li>
  );
}
