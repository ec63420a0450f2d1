/**
 * Site search (NAV-05, GAP-69): titles, excerpts, tags and categories of pages, posts and
 * products, from the snapshot, so `/search?q=` costs no query. Every word of the query must
 * appear; title matches rank first.
 */
import { CollectionType } from '../../shared/enums';
import type { CollectionModel, Json } from './site-model';

export interface SearchResult {
  title: string;
  fullUrl: string;
  excerpt: string;
  /** What the result is, as shown above its title: Page, Product, Post ... */
  kind: string;
  assetUrl: string | null;
  originalSize: string | null;
}

export interface SearchIndex {
  search(query: string): SearchResult[];
}

interface Entry {
  result: SearchResult;
  title: string;
  text: string;
}

/** Most words a query is searched for; the rest are ignored. */
const MAX_QUERY_WORDS = 8;

function plainText(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&#39;|&rsquo;/g, "'")
    .replace(/&[a-z]+;|&#\d+;/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

function fold(text: string): string {
  return text.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase();
}

function kindOf(collection: CollectionModel): string {
  if (collection.source.type === CollectionType.PRODUCTS) return 'Product';
  if (collection.source.typeName === 'blog') return 'Post';
  if (collection.source.typeName === 'gallery' || collection.source.type === CollectionType.SLIDE_GALLERY) return 'Image';
  return 'Item';
}

function layoutText(layout: unknown): string {
  const rows = (layout as { rows?: { blocks?: { data?: Record<string, unknown> }[] }[] } | undefined)?.rows ?? [];
  const parts: string[] = [];
  for (const row of rows) {
    for (const block of row.blocks ?? []) {
      for (const key of ['html', 'text', 'title', 'body']) {
        const value = block.data?.[key];
        if (typeof value === 'string') parts.push(plainText(value));
      }
    }
  }
  return parts.join(' ');
}

function excerptOf(text: string): string {
  return text.length <= 180 ? text : `${text.slice(0, 177).replace(/\s+\S*$/, '')}…`;
}

export function buildSearchIndex(collections: CollectionModel[]): SearchIndex {
  const entries: Entry[] = [];
  for (const collection of collections) {
    const source = collection.source;
    if (source.type === CollectionType.PAGE && source.clickable) {
      const body = layoutText(source.layout);
      entries.push({
        title: fold(source.title),
        text: fold(`${source.title} ${source.description} ${body}`),
        result: { title: source.title, fullUrl: source.fullUrl, excerpt: excerptOf(plainText(source.description) || body), kind: 'Page', assetUrl: null, originalSize: null },
      });
    }
    for (const item of collection.items as Json[]) {
      const title = String(item.title ?? '');
      const excerpt = plainText(String(item.excerpt ?? '')) || plainText(String(item.body ?? ''));
      const tags = [...((item.tags as string[]) ?? []), ...((item.categories as string[]) ?? [])].join(' ');
      entries.push({
        title: fold(title),
        text: fold(`${title} ${excerpt} ${tags}`),
        result: {
          title,
          fullUrl: String(item.fullUrl),
          excerpt: excerptOf(excerpt),
          kind: kindOf(collection),
          assetUrl: (item.assetUrl as string | null) ?? null,
          originalSize: (item.originalSize as string | null) ?? null,
        },
      });
    }
  }
  return {
    search(query) {
      const words = fold(query).split(/[^\p{L}\p{N}]+/u).filter(Boolean).slice(0, MAX_QUERY_WORDS);
      if (words.length === 0) return [];
      const hits = entries.filter((e) => words.every((w) => e.text.includes(w)));
      // A whole word of the title counts most, then a part of one.
      const titleWords = (e: Entry) => new Set(e.title.split(/[^\p{L}\p{N}]+/u));
      const titleHits = (e: Entry) => {
        const whole = titleWords(e);
        return words.reduce((score, w) => score + (whole.has(w) ? 2 : e.title.includes(w) ? 1 : 0), 0);
      };
      return hits
        .map((e, order) => ({ e, order, score: titleHits(e) }))
        .sort((a, b) => b.score - a.score || a.order - b.order)
        .map((h) => h.e.result);
    },
  };
}
