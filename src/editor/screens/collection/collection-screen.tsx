/**
 * /collections/$collectionId: a collection's items, shown as its type wants them: a blog's
 * posts as a searchable list, a photo gallery's pictures as a grid ordered by hand. A store's
 * products are managed in the store panels.
 */
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from '@tanstack/react-router';
import { contentEndpoints } from '../../../shared/api/content-endpoints';
import { isPhotoGallery } from '../../../shared/content-limits';
import { CollectionType } from '../../../shared/enums';
import { ownerCall } from '../../api/owner-client';
import { useSession } from '../../app/session';
import { LoadFailed, Loading } from '../../components/load-state';
import { GalleryItems } from './gallery-items';
import { PostsList } from './posts-list';
import './collection.css';

export function CollectionScreen() {
  const { collectionId } = useParams({ strict: false }) as { collectionId: string };
  const { can } = useSession();
  const collection = useQuery({
    queryKey: ['collection', collectionId],
    queryFn: () => ownerCall(contentEndpoints.getCollection, { params: { collectionId } }),
  });

  if (collection.isPending) return <Loading />;
  if (collection.isError) return <LoadFailed error={collection.error} retry={() => void collection.refetch()} />;
  const { collection: c } = collection.data;

  return (
    <section className="screen" aria-labelledby="screen-title">
      <p className="screen__crumbs">
        <Link to="/pages">Pages</Link> / {c.title}
      </p>
      <h1 id="screen-title" className="screen__title">
        {c.title}
      </h1>
      {!can('content.edit') ? (
        <p className="notice">Only contributors who may edit content can change this collection.</p>
      ) : c.type === CollectionType.PRODUCTS ? (
        <p className="notice">This is a store page. Its products are managed in the store panels.</p>
      ) : c.type === CollectionType.GENERIC && c.typeName === 'blog' ? (
        <PostsList collection={c} />
      ) : isPhotoGallery(c) ? (
        <GalleryItems collection={c} />
      ) : (
        <p className="notice">This page has no posts or pictures to manage here.</p>
      )}
    </section>
  );
}
