import { describe, expect, it } from 'vitest';
import type { Collection } from '../../../shared/api/content';
import { CollectionType, FolderBehavior } from '../../../shared/enums';
import { createInputFor, editorPathOf, kindLabel, rowKindLabel, statusChoices } from './page-kinds';

const collection = (fields: Partial<Collection>): Collection => ({
  id: 'c1',
  websiteId: 'w1',
  type: CollectionType.PAGE,
  typeName: 'page',
  urlId: 'about',
  fullUrl: '/about/',
  title: 'About',
  navigationTitle: 'About',
  description: '',
  enabled: true,
  ordering: 3,
  folder: false,
  folderBehavior: null,
  homepage: false,
  status: 'draft',
  publishOn: null,
  settings: {},
  createdAt: 0,
  updatedAt: 0,
  ...fields,
});

describe('page kinds (Pages screen)', () => {
  it('GAP-08 offers only the status changes the table allows from the current status', () => {
    expect(statusChoices('draft', true)).toEqual(['published', 'draft', 'needs-review', 'scheduled', 'private']);
    expect(statusChoices('needs-review', true)).toEqual(['published', 'draft', 'needs-review', 'scheduled']);
    expect(statusChoices('scheduled', true)).toEqual(['published', 'draft', 'scheduled']);
    expect(statusChoices('private', true)).toEqual(['published', 'private']);
    expect(statusChoices('published', true)).toEqual(['published', 'private']);
  });

  it('GAP-08 GAP-10 without content.publish only Draft and Needs Review are offered', () => {
    expect(statusChoices('draft', false)).toEqual(['draft', 'needs-review']);
    expect(statusChoices('needs-review', false)).toEqual(['draft', 'needs-review']);
    expect(statusChoices('published', false)).toEqual(['published']);
  });

  it('names each kind and links it to its editor', () => {
    expect(kindLabel(collection({}))).toBe('Page');
    expect(kindLabel(collection({ type: CollectionType.PRODUCTS, typeName: 'products' }))).toBe('Store');
    expect(kindLabel(collection({ type: CollectionType.GENERIC, typeName: 'blog' }))).toBe('Blog');
    expect(kindLabel(collection({ type: CollectionType.GENERIC, typeName: 'gallery' }))).toBe('Gallery');
    expect(rowKindLabel(collection({ type: CollectionType.GENERIC, folder: true, folderBehavior: FolderBehavior.NONE }))).toBe('Folder: None');
    expect(editorPathOf(collection({}))).toBe('/config/pages/c1');
    expect(editorPathOf(collection({ type: CollectionType.GENERIC, typeName: 'blog' }))).toBe('/config/collections/c1');
    expect(editorPathOf(collection({ folder: true }))).toBeNull();
  });

  it('creates each kind with the collection type the spec names (page 10; blog and gallery generic 1)', () => {
    expect(createInputFor('page', 'Workshops')).toEqual({ type: CollectionType.PAGE, title: 'Workshops' });
    expect(createInputFor('folder', 'More')).toEqual({ type: CollectionType.GENERIC, title: 'More', folder: true });
    expect(createInputFor('blog', 'News')).toEqual({ type: CollectionType.GENERIC, typeName: 'blog', title: 'News' });
    expect(createInputFor('gallery', 'Photos')).toEqual({ type: CollectionType.GENERIC, typeName: 'gallery', title: 'Photos' });
  });
});
