/** A summary of a collection (blog posts or products): `collectionId`, `title`, `limit`, `featured`. */
import { useId } from 'react';
import { BlockType, CollectionType } from '../../../../shared/enums';
import { LoadFailed, Loading } from '../../../components/load-state';
import { text, type BlockKind, type BlockSettingsProps } from './block-kind';
import { SliderSetting, SwitchSetting, TextSetting } from './fields';
import { useCollections } from './store-choices';

/** The storefront shows 4 items when no limit is set and at most 30. */
const limitOf = (value: unknown) => (typeof value === 'number' && value > 0 ? Math.min(value, 30) : 4);

function SummarySettings(props: BlockSettingsProps) {
  const { block, update } = props;
  const id = useId();
  const collections = useCollections();
  const listed = (collections.data?.collections ?? []).filter((c) => c.type === CollectionType.PRODUCTS || c.typeName === 'blog' || c.type === CollectionType.GENERIC);
  return (
    <>
      {collections.isPending ? (
        <Loading />
      ) : collections.isError ? (
        <LoadFailed error={collections.error} retry={() => void collections.refetch()} />
      ) : (
        <div className="field">
          <label htmlFor={id}>Collection</label>
          <select id={id} className="input" value={text(block.data.collectionId)} onChange={(event) => update({ collectionId: event.target.value, collectionTitle: listed.find((c) => c.id === event.target.value)?.title ?? '' })}>
            <option value="">Choose blog posts or products</option>
            {listed.map((collection) => (
              <option key={collection.id} value={collection.id}>
                {collection.title}
              </option>
            ))}
          </select>
        </div>
      )}
      <TextSetting {...props} field="title" label="Title" />
      <SliderSetting {...props} label="How many" value={limitOf(block.data.limit)} min={1} max={30} coalesceKey={`${block.id}:limit`} onValue={(limit) => ({ limit })} />
      <SwitchSetting {...props} field="featured" label="Featured items only" />
    </>
  );
}

export const summaryBlock: BlockKind = {
  kind: 'summary',
  type: BlockType.SUMMARY,
  label: 'Summary',
  category: 'Store',
  description: 'The latest blog posts or products.',
  defaults: () => ({ collectionId: '', title: '', limit: 4, featured: false }),
  summary: (data) => text(data.title) || text(data.collectionTitle) || 'No collection chosen',
  Settings: SummarySettings,
};
