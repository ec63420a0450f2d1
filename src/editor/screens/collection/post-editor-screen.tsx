/**
 * /collections/$collectionId/items/$itemId: one blog post in the post editor. Loads the post
 * and its collection's categories, then hands them to the form.
 */
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from '@tanstack/react-router';
import { contentEndpoints } from '../../../shared/api/content-endpoints';
import { ownerCall } from '../../api/owner-client';
import { useSession } from '../../app/session';
import { LoadFailed, Loading } from '../../components/load-state';
import { PostForm } from './post-form';
import './collection.css';

export function PostEditorScreen() {
  const { collectionId, itemId } = useParams({ strict: false }) as { collectionId: string; itemId: string };
  const { can } = useSession();
  const collection = useQuery({ queryKey: ['collection', collectionId], queryFn: () => ownerCall(contentEndpoints.getCollection, { params: { collectionId } }) });
  const item = useQuery({ queryKey: ['item', itemId], queryFn: () => ownerCall(contentEndpoints.getItem, { params: { itemId } }) });
  const categories = useQuery({ queryKey: ['categories', collectionId], queryFn: () => ownerCall(contentEndpoints.listCategories, { params: { collectionId } }) });

  const failed = [collection, item, categories].find((q) => q.isError);
  if (failed !== undefined) return <LoadFailed error={failed.error} retry={() => [collection, item, categories].forEach((q) => void q.refetch())} />;
  if (collection.data === undefined || item.data === undefined || categories.data === undefined) return <Loading />;
  const blog = collection.data.collection;

  return (
    <section className="screen" aria-labelledby="screen-title">
      <p className="screen__crumbs">
        <Link to="/pages">Pages</Link> / <Link to="/collections/$collectionId" params={{ collectionId }}>{blog.title}</Link> / Edit post
      </p>
      <h1 id="screen-title" className="screen__title">
        Edit post
      </h1>
      {can('content.edit') ? (
        <PostForm
          key={item.data.item.id}
          item={item.data.item}
          categoryNames={categories.data.categories.filter((c) => c.type === 'CATEGORY').map((c) => c.displayName)}
        />
      ) : (
        <p className="notice">Only contributors who may edit content can change posts.</p>
      )}
    </section>
  );
}
