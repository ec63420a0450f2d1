/**
 * The tag and category manager of a collection (a dialog): its tags, collected from its posts
 * and renamed or removed on every post at once, and its categories (the collection's category
 * tree, one level under its root), added, renamed and deleted; the server renames or removes
 * a category's name on the posts that carry it.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import type { Collection } from '../../../shared/api/content';
import { contentEndpoints } from '../../../shared/api/content-endpoints';
import { ownerCall } from '../../api/owner-client';
import { LoadFailed, Loading } from '../../components/load-state';
import { EditableLabelList } from './editable-label-list';

export function LabelsManager({ collection, onClose }: { collection: Collection; onClose: () => void }) {
  const queryClient = useQueryClient();
  const params = { collectionId: collection.id };
  const tags = useQuery({ queryKey: ['tags', collection.id], queryFn: () => ownerCall(contentEndpoints.listTags, { params }) });
  const categories = useQuery({ queryKey: ['categories', collection.id], queryFn: () => ownerCall(contentEndpoints.listCategories, { params }) });
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: ['tags', collection.id] }),
      queryClient.invalidateQueries({ queryKey: ['categories', collection.id] }),
      queryClient.invalidateQueries({ queryKey: ['items', collection.id] }),
      queryClient.invalidateQueries({ queryKey: ['item'] }),
    ]);

  const root = categories.data?.categories.find((c) => c.type === 'ROOT');
  const categoryRows = (categories.data?.categories ?? []).filter((c) => c.type === 'CATEGORY').map((c) => ({ key: c.id, name: c.displayName }));

  const addCategory = async (name: string) => {
    // A collection's categories hang under one root; the first category added makes it.
    if (root === undefined) await ownerCall(contentEndpoints.createCategory, { params, body: { displayName: 'All', type: 'ROOT' } });
    await ownerCall(contentEndpoints.createCategory, { params, body: { displayName: name, type: 'CATEGORY' } });
    await refresh();
  };

  return (
    <ModalOverlay className="modal-overlay" isOpen isDismissable onOpenChange={(open) => !open && onClose()}>
      <Modal className="modal modal--wide">
        <Dialog className="modal__dialog">
          <Heading slot="title">Tags and categories</Heading>
          {tags.isPending ? (
            <Loading />
          ) : tags.isError ? (
            <LoadFailed error={tags.error} retry={() => void tags.refetch()} />
          ) : (
            <EditableLabelList
              tagType="tag"
              title="Tags"
              rows={tags.data.tags.map((t) => ({ key: t.name, name: t.name, count: t.count }))}
              emptyText="No post has a tag yet. Add tags in a post."
              onRename={async (row, name) => {
                await ownerCall(contentEndpoints.renameTag, { params, body: { from: row.name, to: name } });
                await refresh();
              }}
              onDelete={async (row) => {
                await ownerCall(contentEndpoints.deleteTag, { params, query: { name: row.name } });
                await refresh();
              }}
            />
          )}
          {categories.isPending ? (
            <Loading />
          ) : categories.isError ? (
            <LoadFailed error={categories.error} retry={() => void categories.refetch()} />
          ) : (
            <EditableLabelList
              tagType="category"
              title="Categories"
              rows={categoryRows}
              emptyText="No categories yet."
              onAdd={addCategory}
              onRename={async (row, name) => {
                await ownerCall(contentEndpoints.updateCategory, { params: { categoryId: row.key }, body: { displayName: name } });
                await refresh();
              }}
              onDelete={async (row) => {
                await ownerCall(contentEndpoints.deleteCategory, { params: { categoryId: row.key } });
                await refresh();
              }}
            />
          )}
          <div className="modal__actions">
            <button type="button" className="button" onClick={onClose}>
              Close
            </button>
          </div>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
