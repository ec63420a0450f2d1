/**
 * exportContent: a site's published content in one read, shaped for rendering (see
 * content-snapshot.types.ts). Five queries, all scoped by website id; the storefront keeps the
 * result in memory until `site.changed` or `validUntil`.
 */
import { and, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database';
import { CollectionType, FolderBehavior, RecordType, isClickableFolder } from '../../shared/enums';
import { toCategory, toCollection, toItem } from './content.repository';
import { categories, collections, headerFooter, items, pageDrafts } from './content.tables';
import type { Category, Collection, Item, NavigationItem, PageLayout } from './content.types';
import type {
  ContentSnapshot,
  SnapshotCategory,
  SnapshotCollection,
  SnapshotCollectionSummary,
  SnapshotItem,
  SnapshotNavigationEntry,
} from './content-snapshot.types';
import { compareForDisplay } from './item-order';
import { readNavigation } from './navigation.repository';

const RECORD_TYPE_LABELS = new Map<number, string>(
  Object.entries(RecordType).map(([name, code]) => [code, name.toLowerCase().replace(/_/g, '-')]),
);

const byText = (a: string, b: string) => a.localeCompare(b, 'en', { sensitivity: 'base' });

/** Drops null members so templates see absent fields, as in real page contexts. */
function withoutNulls<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== null)) as T;
}

function snapshotItem(item: Item): SnapshotItem {
  const { websiteId: _w, status: _s, createdAt, updatedAt, publishOn, ...fields } = item;
  return withoutNulls({
    ...fields,
    recordTypeLabel: RECORD_TYPE_LABELS.get(item.recordType) ?? 'undefined',
    publishOn: publishOn ?? createdAt,
    addedOn: createdAt,
    updatedOn: updatedAt,
  }) as SnapshotItem;
}

function summarize(c: Collection, itemCount: number): SnapshotCollectionSummary {
  const s = c.settings;
  return withoutNulls({
    id: c.id,
    websiteId: c.websiteId,
    type: c.type,
    typeName: c.typeName,
    typeLabel: c.typeName,
    urlId: c.urlId,
    fullUrl: c.fullUrl,
    title: c.title,
    navigationTitle: c.navigationTitle,
    description: c.description,
    enabled: true as const,
    ordering: c.ordering,
    homepage: c.homepage,
    folder: c.folder,
    folderBehavior: c.folderBehavior,
    clickable: !c.folder || isClickableFolder(c.folderBehavior ?? FolderBehavior.NONE),
    ...(s.collectionView !== undefined && { collectionView: s.collectionView }),
    ...(s.pageSize !== undefined && { pageSize: s.pageSize }),
    ...(s.seoTitle !== undefined && { seoTitle: s.seoTitle }),
    ...(s.seoDescription !== undefined && { seoDescription: s.seoDescription }),
    ...(s.showPastOrUpcomingEvents !== undefined && { showPastOrUpcomingEvents: s.showPastOrUpcomingEvents }),
    ...(s.galleryOptions !== undefined && { galleryOptions: s.galleryOptions }),
    features: {
      relatedItems: { isEnabled: s.relatedItemsEnabled ?? false },
      productQuickView: { isEnabled: s.productQuickViewEnabled ?? false },
    },
    itemCount,
    updatedOn: c.updatedAt,
  }) as SnapshotCollectionSummary;
}

function categoryTrees(list: Category[]): Record<string, SnapshotCategory> {
  const nodes = new Map<string, SnapshotCategory>(list.map((c) => [c.id, { ...toNode(c), children: [] }]));
  const roots: Record<string, SnapshotCategory> = {};
  for (const c of list) {
    const node = nodes.get(c.id)!;
    if (c.parentCategoryId === null) roots[c.collectionId] = node;
    else nodes.get(c.parentCategoryId)?.children.push(node);
  }
  const sortTree = (n: SnapshotCategory) => {
    n.children.sort((a, b) => a.displayIndex - b.displayIndex || byText(a.displayName, b.displayName));
    n.children.forEach(sortTree);
  };
  Object.values(roots).forEach(sortTree);
  return roots;
}

function toNode(c: Category): Omit<SnapshotCategory, 'children'> {
  return {
    id: c.id,
    collectionId: c.collectionId,
    parentCategoryId: c.parentCategoryId,
    displayName: c.displayName,
    type: c.type,
    pageRendering: c.pageRendering,
    displayIndex: c.displayIndex,
  };
}

export interface ContentSnapshotOptions {
  /**
   * The owner's preview: pages show their draft layouts, and pages that are not published
   * (draft, needs review, scheduled, private) are there too, so the editor can show them.
   */
  drafts?: boolean;
}

/** Builds the snapshot of one site as of `now`. */
export async function buildContentSnapshot(db: DbOrTx, websiteId: string, now: number, options: ContentSnapshotOptions = {}): Promise<ContentSnapshot> {
  const drafts = options.drafts === true;
  // One consistent view: an edit committed half-way through must not show up in half the snapshot.
  const { collectionRows, itemRows, categoryRows, navigation, hf, draftRows } = await db.transaction(
    async (tx) => ({
      collectionRows: await tx.select().from(collections).where(eq(collections.websiteId, websiteId)),
      itemRows: await tx.select().from(items).where(and(eq(items.websiteId, websiteId), inArray(items.status, ['published', 'scheduled']))),
      categoryRows: await tx.select().from(categories).where(eq(categories.websiteId, websiteId)),
      navigation: await readNavigation(tx, websiteId),
      hf: (await tx.select().from(headerFooter).where(eq(headerFooter.websiteId, websiteId)))[0],
      draftRows: drafts ? await tx.select({ collectionId: pageDrafts.collectionId, layout: pageDrafts.layout }).from(pageDrafts).where(eq(pageDrafts.websiteId, websiteId)) : [],
    }),
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );

  let validUntil: number | null = null;
  const noteSchedule = (status: string, publishOn: Date | null) => {
    const at = publishOn?.getTime();
    if (status === 'scheduled' && at !== undefined && at > now && (validUntil === null || at < validUntil)) validUntil = at;
  };

  const visible = new Map<string, Collection>();
  for (const row of collectionRows) {
    noteSchedule(row.status, row.publishOn);
    const c = toCollection(row, now);
    if (c.enabled && (c.status === 'published' || (drafts && c.type === CollectionType.PAGE))) visible.set(c.id, c);
  }
  const itemsByCollection = new Map<string, Item[]>();
  for (const row of itemRows) {
    noteSchedule(row.status, row.publishOn);
    const collection = visible.get(row.collectionId);
    if (collection === undefined) continue;
    const item = toItem(row, collection.urlId, now);
    if (item.status !== 'published') continue;
    const list = itemsByCollection.get(item.collectionId);
    if (list === undefined) itemsByCollection.set(item.collectionId, [item]);
    else list.push(item);
  }

  const summaries = new Map<string, SnapshotCollectionSummary>();
  for (const c of visible.values()) summaries.set(c.id, summarize(c, itemsByCollection.get(c.id)?.length ?? 0));

  const toEntries = (entries: NavigationItem[]): SnapshotNavigationEntry[] =>
    entries.flatMap((entry): SnapshotNavigationEntry[] => {
      if (entry.externalLink !== null) {
        return [{ id: entry.id, title: entry.externalLink.title, externalLink: { ...entry.externalLink }, items: [], ...(entry.memberAreaId !== null && { memberAreaId: entry.memberAreaId }) }];
      }
      const summary = entry.collectionId === null ? undefined : summaries.get(entry.collectionId);
      if (summary === undefined) return [];
      const children = toEntries(entry.items);
      if (summary.folder && summary.folderBehavior === FolderBehavior.REDIRECT) {
        const first = children[0];
        const target = first?.collection?.fullUrl ?? first?.externalLink?.url;
        if (target !== undefined) summary.fullUrl = target;
      }
      return [{ id: entry.id, title: summary.navigationTitle, collection: summary, items: children, ...(entry.memberAreaId !== null && { memberAreaId: entry.memberAreaId }) }];
    });
  const nav = { mainNavigation: toEntries(navigation.mainNavigation), secondaryNavigation: toEntries(navigation.secondaryNavigation) };

  const folderChildren = new Map<string, SnapshotCollectionSummary[]>();
  for (const list of Object.values(nav)) {
    for (const entry of list) {
      if (entry.collection?.folder) folderChildren.set(entry.collection.id, entry.items.flatMap((e) => (e.collection ? [e.collection] : [])));
    }
  }

  const layoutOf = new Map<string, PageLayout | null>(collectionRows.map((r) => [r.id, r.layout]));
  for (const draft of draftRows) layoutOf.set(draft.collectionId, draft.layout);
  const out: SnapshotCollection[] = [];
  for (const c of visible.values()) {
    const list = (itemsByCollection.get(c.id) ?? []).sort(compareForDisplay(c.ordering));
    const tags = new Map<string, string>();
    const cats = new Map<string, string>();
    for (const item of list) {
      for (const t of item.tags) if (!tags.has(t.toLowerCase())) tags.set(t.toLowerCase(), t);
      for (const k of item.categories) if (!cats.has(k.toLowerCase())) cats.set(k.toLowerCase(), k);
    }
    out.push({
      ...summaries.get(c.id)!,
      items: list.map(snapshotItem),
      tags: [...tags.values()].sort(byText),
      categories: [...cats.values()].sort(byText),
      ...(c.type === CollectionType.PAGE && { layout: layoutOf.get(c.id) ?? { rows: [] } }),
      ...(c.folder && { collections: folderChildren.get(c.id) ?? [] }),
    });
  }
  out.sort((a, b) => byText(a.urlId, b.urlId));

  const homepage = [...visible.values()].find((c) => c.homepage);
  return {
    websiteId,
    generatedAt: now,
    validUntil,
    homepageId: homepage?.id ?? null,
    collections: out,
    navigation: nav,
    headerFooter: { header: hf?.header ?? '', footer: hf?.footer ?? '' },
    categories: categoryTrees(categoryRows.filter((r) => visible.has(r.collectionId)).map(toCategory)),
  };
}
