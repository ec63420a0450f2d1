/**
 * A photo gallery's pictures as a grid in their display order: reordered by dragging (mouse,
 * touch or keyboard) or with Move up / Move down, added from the site's files or by uploading,
 * edited and removed. A gallery holds at most 50 pictures (ADM-55); the server refuses more.
 */
import { DndContext, KeyboardSensor, PointerSensor, closestCenter, useSensor, useSensors, type DragEndEvent } from '@dnd-kit/core';
import { SortableContext, arrayMove, rectSortingStrategy, sortableKeyboardCoordinates } from '@dnd-kit/sortable';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { Collection } from '../../../shared/api/content';
import type { Item } from '../../../shared/api/content-items';
import { contentEndpoints } from '../../../shared/api/content-endpoints';
import { MAX_ITEMS_PER_GALLERY } from '../../../shared/content-limits';
import { RecordType } from '../../../shared/enums';
import { ApiError, ownerCall } from '../../api/owner-client';
import { useSession } from '../../app/session';
import { useConfirm } from '../../components/confirm-dialog';
import { LoadFailed, Loading } from '../../components/load-state';
import { FilePickerDialog } from '../../components/file-picker-dialog';
import { imagesOfChosen } from './featured-image-field';
import { GalleryItemCard, pictureName } from './gallery-item-card';
import { sortableAnnouncements } from '../../components/sortable-announcements';
import { GalleryItemDialog } from './gallery-item-dialog';
import { StatusAndError } from '../../components/save-status';

const messageOf = (error: unknown) => (error instanceof ApiError ? error.message : String(error));

export function GalleryItems({ collection }: { collection: Collection }) {
  const queryClient = useQueryClient();
  const { can } = useSession();
  const [confirmElement, confirm] = useConfirm();
  const key = ['items', collection.id, 'all'];
  const items = useQuery({ queryKey: key, queryFn: () => ownerCall(contentEndpoints.listItems, { params: { collectionId: collection.id }, query: { limit: 500 } }) });
  const [order, setOrder] = useState<Item[]>([]);
  const [choosing, setChoosing] = useState(false);
  const [editing, setEditing] = useState<Item | null>(null);
  const [status, setStatus] = useState('');
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    if (items.data !== undefined) setOrder(items.data.items);
  }, [items.data]);
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['items', collection.id] });

  const reorder = useMutation({
    mutationFn: (next: Item[]) => ownerCall(contentEndpoints.reorderItems, { params: { collectionId: collection.id }, body: { itemIds: next.map((i) => i.id) } }),
    onSuccess: () => {
      setError(null);
      return refresh();
    },
    onError: (e) => {
      setError(messageOf(e));
      if (items.data !== undefined) setOrder(items.data.items);
    },
  });
  const add = useMutation({
    mutationFn: async (assetIds: string[]) => {
      for (const image of await imagesOfChosen(assetIds)) {
        await ownerCall(contentEndpoints.createItem, {
          params: { collectionId: collection.id },
          body: { recordType: RecordType.IMAGE, title: (image.filename ?? '').replace(/\.[^.]*$/, ''), ...image, status: can('content.publish') ? 'published' : 'draft' },
        });
      }
      return assetIds.length;
    },
    onSuccess: (n) => setStatus(n === 1 ? 'Added 1 picture.' : `Added ${n} pictures.`),
    onError: (e) => setError(messageOf(e)),
    onSettled: refresh,
  });
  const remove = useMutation({
    mutationFn: (item: Item) => ownerCall(contentEndpoints.deleteItem, { params: { itemId: item.id } }),
    onSuccess: (_a, item) => {
      setStatus(`Removed ${item.title || 'the picture'}.`);
      return refresh();
    },
    onError: (e) => setError(messageOf(e)),
  });

  const move = (from: number, to: number) => {
    if (to < 0 || to >= order.length) return;
    const next = arrayMove(order, from, to);
    setOrder(next);
    setStatus(`Moved ${next[to]?.title || 'the picture'} to position ${to + 1} of ${next.length}.`);
    reorder.mutate(next);
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (over === null || active.id === over.id) return;
    move(
      order.findIndex((i) => i.id === active.id),
      order.findIndex((i) => i.id === over.id),
    );
  };
  const askRemove = async (item: Item) => {
    const yes = await confirm({ title: `Remove “${item.title || 'this picture'}”?`, body: 'The picture leaves the gallery; the file stays in Files.', confirmLabel: 'Remove', destructive: true });
    if (yes) remove.mutate(item);
  };
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 5 } }), useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }));

  if (items.isPending) return <Loading />;
  if (items.isError) return <LoadFailed error={items.error} retry={() => void items.refetch()} />;
  const room = MAX_ITEMS_PER_GALLERY - order.length;

  return (
    <>
      <div className="screen__toolbar">
        <button type="button" className="button button--primary" disabled={room <= 0 || add.isPending} onClick={() => setChoosing(true)}>
          {add.isPending ? 'Adding…' : 'Add images'}
        </button>
        <p className="gallery__count">
          {order.length} of {MAX_ITEMS_PER_GALLERY} pictures
        </p>
      </div>
      {room <= 0 && <p className="notice">This gallery is full: a gallery holds at most {MAX_ITEMS_PER_GALLERY} pictures. Remove one to add another.</p>}
      <StatusAndError status={status} error={error} className="collection__status" />
      {order.length === 0 ? (
        <p className="panel">No pictures yet. Add images from your files or upload new ones.</p>
      ) : (
        <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd} accessibility={{ announcements: sortableAnnouncements({ ids: order.map((i) => i.id), nameOf: (id) => pictureName(order.find((i) => i.id === id)) }) }}>
          <SortableContext items={order.map((i) => i.id)} strategy={rectSortingStrategy}>
            <ol className="gallery-grid" aria-label={`Pictures of ${collection.title}, in display order`}>
              {order.map((item, index) => (
                <GalleryItemCard key={item.id} item={item} index={index} count={order.length} busy={reorder.isPending} onMove={move} onEdit={setEditing} onRemove={(i) => void askRemove(i)} />
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
          // ADM-55: only what fits is added, and the owner is told.
          setError(chosen.length > room ? `A gallery holds at most ${MAX_ITEMS_PER_GALLERY} pictures: only the first ${room} were added.` : null);
          add.mutate(chosen.slice(0, Math.max(room, 0)).map((c) => c.id));
        }}
      />
      {editing !== null && (
        <GalleryItemDialog
          item={editing}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            setStatus('Saved.');
            void refresh();
          }}
        />
      )}
      {confirmElement}
    </>
  );
}
