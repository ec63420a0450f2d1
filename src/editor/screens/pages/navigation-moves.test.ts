import { describe, expect, it } from 'vitest';
import type { Navigation, NavigationItem } from '../../../shared/api/navigation';
import { dropRow, flattenList } from './navigation-drag';
import {
  changedLists,
  findEntry,
  folderTargets,
  linkedCollectionIds,
  moveDown,
  moveIntoFolder,
  moveOutOfFolder,
  moveToNavigation,
  moveUp,
  removeEntry,
} from './navigation-moves';

const page = (id: string, items: NavigationItem[] = []): NavigationItem => ({ id, collectionId: `c-${id}`, externalLink: null, memberAreaId: null, items });
const link = (id: string): NavigationItem => ({ id, collectionId: null, externalLink: { url: `/${id}`, title: id, newWindow: false }, memberAreaId: null, items: [] });
const FOLDERS = new Set(['c-about', 'c-empty']);
const isFolder = (entry: NavigationItem) => entry.collectionId !== null && FOLDERS.has(entry.collectionId);

function demo(): Navigation {
  return {
    mainNavigation: [page('home'), page('shop'), page('blog'), page('about', [page('story'), page('faq')]), page('contact')],
    secondaryNavigation: [link('workshops'), page('empty')],
  };
}

/** The tree as short strings: `about(story,faq)`. */
const shape = (list: readonly NavigationItem[]): string[] => list.map((e) => (e.items.length > 0 ? `${e.id}(${e.items.map((c) => c.id).join(',')})` : e.id));

describe('navigation moves (Pages screen)', () => {
  it('finds an entry at the top level and inside a folder', () => {
    expect(findEntry(demo(), 'blog')).toMatchObject({ navigationId: 'mainNavigation', parentId: null, index: 2 });
    expect(findEntry(demo(), 'faq')).toMatchObject({ navigationId: 'mainNavigation', parentId: 'about', index: 1 });
    expect(findEntry(demo(), 'nowhere')).toBeNull();
  });

  it('moves up and down within its own list, never past either end', () => {
    const nav = demo();
    expect(shape(moveUp(nav, 'blog', isFolder)!.mainNavigation)).toEqual(['home', 'blog', 'shop', 'about(story,faq)', 'contact']);
    expect(shape(moveDown(nav, 'story', isFolder)!.mainNavigation)).toEqual(['home', 'shop', 'blog', 'about(faq,story)', 'contact']);
    expect(moveUp(nav, 'home', isFolder)).toBeNull();
    expect(moveDown(nav, 'contact', isFolder)).toBeNull();
    expect(moveUp(nav, 'story', isFolder)).toBeNull();
    expect(moveDown(nav, 'faq', isFolder)).toBeNull();
    // A folder moves with its entries.
    expect(shape(moveDown(nav, 'about', isFolder)!.mainNavigation)).toEqual(['home', 'shop', 'blog', 'contact', 'about(story,faq)']);
    // The input is never changed.
    expect(nav).toEqual(demo());
  });

  it('MODEL-08 moves a page into a folder (last) and out again (right after the folder)', () => {
    const inside = moveIntoFolder(demo(), 'contact', 'about', isFolder)!;
    expect(shape(inside.mainNavigation)).toEqual(['home', 'shop', 'blog', 'about(story,faq,contact)']);
    const out = moveOutOfFolder(inside, 'story', isFolder)!;
    expect(shape(out.mainNavigation)).toEqual(['home', 'shop', 'blog', 'about(faq,contact)', 'story']);
    expect(moveOutOfFolder(demo(), 'home', isFolder)).toBeNull();
    // Into a folder of the other list.
    expect(shape(moveIntoFolder(demo(), 'shop', 'empty', isFolder)!.secondaryNavigation)).toEqual(['workshops', 'empty(shop)']);
  });

  it('MODEL-08 never nests a folder, nor puts an entry into a page or into its own folder', () => {
    const nav = demo();
    expect(moveIntoFolder(nav, 'empty', 'about', isFolder)).toBeNull();
    expect(moveIntoFolder(nav, 'shop', 'blog', isFolder)).toBeNull();
    expect(moveIntoFolder(nav, 'story', 'about', isFolder)).toBeNull();
    expect(folderTargets(nav, 'story', isFolder).map((e) => e.id)).toEqual(['empty']);
    expect(folderTargets(nav, 'home', isFolder).map((e) => e.id)).toEqual(['about', 'empty']);
    expect(folderTargets(nav, 'about', isFolder)).toEqual([]);
  });

  it('moves an entry to the other navigation and takes one out (its page becomes Not linked)', () => {
    const moved = moveToNavigation(demo(), 'faq', 'secondaryNavigation', isFolder)!;
    expect(shape(moved.mainNavigation)).toEqual(['home', 'shop', 'blog', 'about(story)', 'contact']);
    expect(shape(moved.secondaryNavigation)).toEqual(['workshops', 'empty', 'faq']);
    expect(moveToNavigation(demo(), 'home', 'mainNavigation', isFolder)).toBeNull();
    const removed = removeEntry(demo(), 'contact')!;
    expect(linkedCollectionIds(removed).has('c-contact')).toBe(false);
    // A folder still holding entries is refused, as the server refuses it.
    expect(removeEntry(demo(), 'about')).toBeNull();
  });

  it('saves the list that loses a collection first, so no save sees it in two lists', () => {
    const before = demo();
    const after = moveToNavigation(before, 'shop', 'secondaryNavigation', isFolder)!;
    expect(changedLists(before, after)).toEqual(['mainNavigation', 'secondaryNavigation']);
    const back = moveToNavigation(after, 'shop', 'mainNavigation', isFolder)!;
    expect(changedLists(after, back)).toEqual(['secondaryNavigation', 'mainNavigation']);
    expect(changedLists(before, moveUp(before, 'blog', isFolder)!)).toEqual(['mainNavigation']);
  });
});

describe('navigation drag and drop (Pages screen)', () => {
  const drop = (active: string, over: string) => {
    const next = dropRow(demo(), 'mainNavigation', active, over, isFolder);
    return next === null ? null : shape(next.mainNavigation);
  };

  it('shows a folder with its entries indented under it', () => {
    expect(flattenList(demo().mainNavigation).map((r) => `${r.depth}:${r.id}`)).toEqual(['0:home', '0:shop', '0:blog', '0:about', '1:story', '1:faq', '0:contact']);
  });

  it('reorders pages at the top level (one step up, as Space, ArrowUp, Space does)', () => {
    expect(drop('blog', 'shop')).toEqual(['home', 'blog', 'shop', 'about(story,faq)', 'contact']);
    expect(drop('home', 'blog')).toEqual(['shop', 'blog', 'home', 'about(story,faq)', 'contact']);
    expect(drop('home', 'home')).toBeNull();
  });

  it('MODEL-08 a page dropped under a folder title or between its pages joins the folder', () => {
    expect(drop('blog', 'about')).toEqual(['home', 'shop', 'about(blog,story,faq)', 'contact']);
    expect(drop('contact', 'faq')).toEqual(['home', 'shop', 'blog', 'about(story,contact,faq)']);
    // Dropped after a folder's last page it stays at the top level.
    expect(drop('shop', 'faq')).toEqual(['home', 'blog', 'about(story,faq)', 'shop', 'contact']);
  });

  it('MODEL-08 a folder page dragged above its folder leaves it; a folder stays at the top with its pages', () => {
    expect(drop('story', 'about')).toEqual(['home', 'shop', 'blog', 'story', 'about(faq)', 'contact']);
    expect(drop('about', 'shop')).toEqual(['home', 'about(story,faq)', 'shop', 'blog', 'contact']);
    expect(drop('about', 'contact')).toEqual(['home', 'shop', 'blog', 'contact', 'about(story,faq)']);
    expect(drop('about', 'story')).toBeNull();
  });
});
