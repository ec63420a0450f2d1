/**
 * A blog's posts: title, status (ADM-09), publish date and author, searchable by title and
 * paged for long blogs. "Add post" asks for a title and opens the new post; deleting asks first.
 */
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { useDeferredValue, useState } from 'react';
import type { Collection } from '../../../shared/api/content';
import type { Item } from '../../../shared/api/content-items';
import { contentEndpoints } from '../../../shared/api/content-endpoints';
import { RecordType } from '../../../shared/enums';
import { ApiError, ownerCall } from '../../api/owner-client';
import { useConfirm } from '../../components/confirm-dialog';
import { LoadFailed, Loading } from '../../components/load-state';
import { AddPostDialog } from './add-post-dialog';
import { LabelsManager } from './labels-manager';
import { formatDateTime, statusLabel } from './item-format';

const PAGE_SIZE = 20;

export function PostsList({ collection }: { collection: Collection }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [confirmElement, confirm] = useConfirm();
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(0);
  const [adding, setAdding] = useState(false);
  const [managing, setManaging] = useState(false);
  const [message, setMessage] = useState<{ error: boolean; text: string } | null>(null);
  const query = useDeferredValue(search.trim());
  const posts = useQuery({
    queryKey: ['items', collection.id, { search: query, page }],
    queryFn: () => ownerCall(contentEndpoints.listItems, { params: { collectionId: collection.id }, query: { offset: page * PAGE_SIZE, limit: PAGE_SIZE, ...(query !== '' && { search: query }) } }),
    placeholderData: keepPreviousData,
  });

  const create = useMutation({
    mutationFn: (title: string) => ownerCall(contentEndpoints.createItem, { params: { collectionId: collection.id }, body: { recordType: RecordType.TEXT, title } }),
    onSuccess: async ({ item }) => {
      await queryClient.invalidateQueries({ queryKey: ['items', collection.id] });
      setAdding(false);
      await navigate({ to: '/collections/$collectionId/items/$itemId', params: { collectionId: collection.id, itemId: item.id } });
    },
  });
  const remove = useMutation({
    mutationFn: (item: Item) => ownerCall(contentEndpoints.deleteItem, { params: { itemId: item.id } }),
    onSuccess: (_answer, item) => {
      setMessage({ error: false, text: `Deleted “${item.title || 'Untitled'}”.` });
      return queryClient.invalidateQueries({ queryKey: ['items', collection.id] });
    },
    onError: (error) => setMessage({ error: true, text: error instanceof ApiError ? error.message : String(error) }),
  });

  const askDelete = async (item: Item) => {
    const yes = await confirm({ title: `Delete “${item.title || 'Untitled'}”?`, body: 'The post is removed from the blog. This cannot be undone.', confirmLabel: 'Delete post', destructive: true });
    if (yes) remove.mutate(item);
  };

  const total = posts.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / PAGE_SIZE));

  return (
    <>
      <div className="screen__toolbar">
        <button type="button" className="button button--primary" onClick={() => setAdding(true)}>
          Add post
        </button>
        <button type="button" className="button" onClick={() => setManaging(true)}>
          Tags and categories
        </button>
        <div className="field collection__search">
          <label htmlFor="post-search">Search posts</label>
          <input
            id="post-search"
            className="input"
            type="search"
            value={search}
            onChange={(e) => {
              setSearch(e.target.value);
              setPage(0);
            }}
          />
        </div>
      </div>
      <div role="status" className="collection__status">
        {message !== null && !message.error && message.text}
      </div>
      {message?.error === true && (
        <p className="notice notice--error" role="alert">
          {message.text}
        </p>
      )}
      {posts.isPending ? (
        <Loading />
      ) : posts.isError ? (
        <LoadFailed error={posts.error} retry={() => void posts.refetch()} />
      ) : posts.data.items.length === 0 ? (
        <p className="panel">{query === '' ? 'No posts yet. Add the first one.' : `No posts match “${query}”.`}</p>
      ) : (
        <table className="posts-table">
          <caption className="visually-hidden">Posts of {collection.title}</caption>
          <thead>
            <tr>
              <th scope="col">Title</th>
              <th scope="col">Status</th>
              <th scope="col">Publish date</th>
              <th scope="col">Author</th>
              <th scope="col">
                <span className="visually-hidden">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {posts.data.items.map((item) => (
              <tr key={item.id}>
                <td data-label="Title">
                  <Link to="/collections/$collectionId/items/$itemId" params={{ collectionId: collection.id, itemId: item.id }}>
                    {item.title || 'Untitled'}
                  </Link>
                </td>
                <td data-label="Status">
                  <span className={`status-label status-label--${item.status}`}>{statusLabel(item)}</span>
                </td>
                <td data-label="Publish date">{formatDateTime(item.publishOn)}</td>
                <td data-label="Author">{item.author?.displayName || '—'}</td>
                <td>
                  <button type="button" className="button button--small" onClick={() => void askDelete(item)} aria-label={`Delete ${item.title || 'Untitled'}`}>
                    Delete
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {total > PAGE_SIZE && (
        <nav className="pager" aria-label="Pages of posts">
          <button type="button" className="button button--small" disabled={page === 0} onClick={() => setPage((p) => p - 1)}>
            Previous
          </button>
          <span>
            Page {page + 1} of {pages}
          </span>
          <button type="button" className="button button--small" disabled={page + 1 >= pages} onClick={() => setPage((p) => p + 1)}>
            Next
          </button>
        </nav>
      )}
      {adding && <AddPostDialog pending={create.isPending} error={create.error} onAdd={(title) => create.mutate(title)} onClose={() => { create.reset(); setAdding(false); }} />}
      {managing && <LabelsManager collection={collection} onClose={() => setManaging(false)} />}
      {confirmElement}
    </>
  );
}
