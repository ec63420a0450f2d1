/**
 * What the Pages screen's controls do: the "Move" menu's entries for a row and their moves,
 * drops, adding a page of each kind, saving a page's settings, the homepage, deleting, and a
 * link's settings. Every navigation change goes through `save` (optimistic, rolled back on a
 * refusal) and says what happened ("Moved About up").
 */
import { catalogEndpoints } from '../../../shared/api/catalog-endpoints';
import type { Collection, UpdateCollectionInput } from '../../../shared/api/content';
import { contentEndpoints } from '../../../shared/api/content-endpoints';
import type { Navigation, NavigationItem, NavigationLink } from '../../../shared/api/navigation';
import type { NavigationId } from '../../../shared/content-model';
import type { ConfirmOptions } from '../../components/confirm-dialog';
import { ApiError, ownerCall } from '../../api/owner-client';
import { dropRow } from './navigation-drag';
import { NAVIGATION_TITLES } from './navigation-group';
import * as moves from './navigation-moves';
import { createInputFor, type PageKind } from './page-kinds';
import { titleOf, type RowAction } from './page-row';
import type { SettingsOutcome, SettingsValues } from './page-settings-dialog';
import { errorMessageOf, type Feedback } from './pages-data';

interface Deps {
  navigation: Navigation;
  collections: readonly Collection[];
  feedback: Feedback;
  save(next: Navigation, message: string): Promise<string | null>;
  refresh(): Promise<void>;
  confirm(options: ConfirmOptions): Promise<boolean>;
  openFolderChoice(entryId: string): void;
}

/** A navigation entry id the server keeps (it accepts a client's id that is free). */
function newEntryId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(9));
  return `n${Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')}`;
}

const entryFor = (collectionId: string): NavigationItem => ({ id: newEntryId(), collectionId, externalLink: null, memberAreaId: null, items: [] });

type Move = { key: string; label: string; apply(nav: Navigation): Navigation | null; said: (title: string) => string };

export function usePageActions({ navigation, collections, feedback, save, refresh, confirm, openFolderChoice }: Deps) {
  const byId = new Map(collections.map((c) => [c.id, c]));
  const collectionOf = (entry: NavigationItem) => (entry.collectionId === null ? null : (byId.get(entry.collectionId) ?? null));
  const isFolder: moves.IsFolder = (entry) => collectionOf(entry)?.folder === true;
  const entryTitle = (entry: NavigationItem) => titleOf({ entry, collection: collectionOf(entry) });

  const movesFor = (entry: NavigationItem): Move[] => [
    { key: 'up', label: 'Move up', apply: (nav) => moves.moveUp(nav, entry.id, isFolder), said: (t) => `Moved ${t} up` },
    { key: 'down', label: 'Move down', apply: (nav) => moves.moveDown(nav, entry.id, isFolder), said: (t) => `Moved ${t} down` },
    { key: 'out', label: 'Move out of folder', apply: (nav) => moves.moveOutOfFolder(nav, entry.id, isFolder), said: (t) => `Moved ${t} out of its folder` },
    ...moves.NAVIGATION_ORDER.map((id) => ({
      key: `to-${id}`,
      label: `Move to ${NAVIGATION_TITLES[id]}`,
      apply: (nav: Navigation) => moves.moveToNavigation(nav, entry.id, id, isFolder),
      said: (t: string) => `Moved ${t} to ${NAVIGATION_TITLES[id]}`,
    })),
    ...(entry.collectionId === null
      ? []
      : [{ key: 'remove', label: 'Remove from navigation', apply: (nav: Navigation) => moves.removeEntry(nav, entry.id), said: (t: string) => `${t} is now Not linked` }]),
  ];

  const actionsFor = (entry: NavigationItem): RowAction[] => {
    const possible = movesFor(entry).filter((move) => move.apply(navigation) !== null);
    const list = possible.map(({ key, label }) => ({ key, label }));
    // "Move into folder…" opens a choice, so it is offered by the folders there are.
    if (moves.folderTargets(navigation, entry.id, isFolder).length > 0) {
      list.splice(list.filter((a) => a.key === 'up' || a.key === 'down').length, 0, { key: 'into', label: 'Move into folder…' });
    }
    return list;
  };

  const onAction = (entry: NavigationItem, key: string) => {
    if (key === 'into') return openFolderChoice(entry.id);
    const move = movesFor(entry).find((m) => m.key === key);
    const next = move?.apply(navigation) ?? null;
    if (move !== undefined && next !== null) void save(next, move.said(entryTitle(entry)));
  };

  const folderChoices = (entryId: string) => moves.folderTargets(navigation, entryId, isFolder).map((folder) => ({ id: folder.id, title: entryTitle(folder) }));

  const moveIntoFolder = (entryId: string, folderEntryId: string) => {
    const place = moves.findEntry(navigation, entryId);
    const folder = moves.findEntry(navigation, folderEntryId);
    const next = moves.moveIntoFolder(navigation, entryId, folderEntryId, isFolder);
    if (place !== null && folder !== null && next !== null) void save(next, `Moved ${entryTitle(place.entry)} into ${entryTitle(folder.entry)}`);
  };

  const notLinkedActions = (): RowAction[] => moves.NAVIGATION_ORDER.map((id) => ({ key: id, label: `Move to ${NAVIGATION_TITLES[id]}` }));

  const linkCollection = (collection: Collection, navigationId: NavigationId) => {
    const next = moves.insertEntry(navigation, entryFor(collection.id), { navigationId, parentId: null }, isFolder);
    if (next !== null) void save(next, `Moved ${titleOf({ entry: null, collection })} to ${NAVIGATION_TITLES[navigationId]}`);
  };

  const onDrop = (navigationId: NavigationId, activeId: string, overId: string) => {
    const before = moves.findEntry(navigation, activeId);
    const next = dropRow(navigation, navigationId, activeId, overId, isFolder);
    const after = next === null ? null : moves.findEntry(next, activeId);
    if (before === null || next === null || after === null) return;
    const title = entryTitle(before.entry);
    const folderTitle = (id: string | null) => {
      const folder = id === null ? null : moves.findEntry(navigation, id);
      return folder === null ? 'its folder' : entryTitle(folder.entry);
    };
    let said = `Moved ${title} ${overIndex(navigation, navigationId, overId) < overIndex(navigation, navigationId, activeId) ? 'up' : 'down'}`;
    if (after.parentId !== before.parentId) said = after.parentId === null ? `Moved ${title} out of ${folderTitle(before.parentId)}` : `Moved ${title} into ${folderTitle(after.parentId)}`;
    void save(next, said);
  };

  const addPage = async (kind: PageKind, target: NavigationId | null, title: string, url: string): Promise<string | null> => {
    try {
      let entry: NavigationItem;
      if (kind === 'link') {
        entry = { id: newEntryId(), collectionId: null, externalLink: { url, title, newWindow: false }, memberAreaId: null, items: [] };
      } else {
        const collectionId =
          kind === 'store'
            ? (await ownerCall(catalogEndpoints.createStore, { body: { storeTitle: title, addToMainNav: false, fallbackStoreTitle: 'Store', allCategoryDisplayName: 'All' } })).store.collectionId
            : (await ownerCall(contentEndpoints.createCollection, { body: createInputFor(kind, title) })).collection.id;
        await refresh();
        entry = entryFor(collectionId);
      }
      if (target === null) {
        feedback.announce(`Added ${title}`);
        return null;
      }
      const next = moves.insertEntry(navigation, entry, { navigationId: target, parentId: null }, isFolder);
      return next === null ? null : await save(next, `Added ${title}`);
    } catch (error) {
      return errorMessageOf(error);
    }
  };

  const saveSettings = async (collection: Collection, values: SettingsValues): Promise<SettingsOutcome | null> => {
    const params = { collectionId: collection.id };
    try {
      const patch: UpdateCollectionInput = {};
      if (values.title !== collection.title) patch.title = values.title;
      if (values.navigationTitle !== collection.navigationTitle) patch.navigationTitle = values.navigationTitle;
      if (!collection.folder && values.urlId !== collection.urlId) patch.urlId = values.urlId;
      if (values.seoTitle !== (collection.settings.seoTitle ?? '') || values.seoDescription !== (collection.settings.seoDescription ?? '')) {
        patch.settings = { seoTitle: values.seoTitle, seoDescription: values.seoDescription };
      }
      if (collection.folder && values.folderBehavior !== null && values.folderBehavior !== collection.folderBehavior) patch.folderBehavior = values.folderBehavior;
      if (Object.keys(patch).length > 0) await ownerCall(contentEndpoints.updateCollection, { params, body: patch });
      const publishOn = values.status === 'scheduled' && values.publishOn !== '' ? new Date(values.publishOn).getTime() : null;
      if (values.status !== collection.status || (values.status === 'scheduled' && publishOn !== collection.publishOn)) {
        await ownerCall(contentEndpoints.setCollectionStatus, { params, body: values.status === 'scheduled' ? { status: values.status, publishOn } : { status: values.status } });
      }
      await refresh();
      feedback.announce(`Saved ${values.title}`);
      return null;
    } catch (error) {
      await refresh();
      return { errors: fieldErrorsOf(error) };
    }
  };

  const setHomepage = async (collection: Collection): Promise<string | null> => {
    try {
      await ownerCall(contentEndpoints.setHomepage, { params: { collectionId: collection.id } });
      await refresh();
      feedback.announce(`${collection.title} is now the homepage`);
      return null;
    } catch (error) {
      return errorMessageOf(error);
    }
  };

  /** Asks first; resolves 'deleted', 'kept' or the server's refusal. */
  const deleteCollection = async (collection: Collection): Promise<'deleted' | 'kept' | { error: string }> => {
    const kind = collection.folder ? 'folder' : 'page';
    const sure = await confirm({
      title: `Delete ${collection.title}?`,
      body: `The ${kind} and everything in it will be deleted. This cannot be undone.`,
      confirmLabel: 'Delete',
      destructive: true,
    });
    if (!sure) return 'kept';
    try {
      await ownerCall(contentEndpoints.deleteCollection, { params: { collectionId: collection.id } });
      await refresh();
      feedback.announce(`Deleted ${collection.title}`);
      return 'deleted';
    } catch (error) {
      return { error: errorMessageOf(error) };
    }
  };

  const saveLink = async (entryId: string, link: NavigationLink): Promise<string | null> => {
    const next = moves.updateEntry(navigation, entryId, (entry) => ({ ...entry, externalLink: link }));
    return next === null ? null : save(next, `Saved ${link.title}`);
  };

  const deleteLink = async (entry: NavigationItem): Promise<boolean> => {
    const title = entryTitle(entry);
    if (!(await confirm({ title: `Delete ${title}?`, body: 'The link will be taken out of the navigation.', confirmLabel: 'Delete', destructive: true }))) return false;
    const next = moves.removeEntry(navigation, entry.id);
    return next !== null && (await save(next, `Deleted ${title}`)) === null;
  };

  return { collectionOf, actionsFor, onAction, folderChoices, moveIntoFolder, notLinkedActions, linkCollection, onDrop, addPage, saveSettings, setHomepage, deleteCollection, saveLink, deleteLink };
}

function overIndex(navigation: Navigation, navigationId: NavigationId, id: string): number {
  const order: string[] = [];
  for (const entry of navigation[navigationId]) order.push(entry.id, ...entry.items.map((child) => child.id));
  return order.indexOf(id);
}

/** A refusal by field: the server's per-field errors, a taken URL on the slug, anything else for the form. */
function fieldErrorsOf(error: unknown): Record<string, string> {
  if (error instanceof ApiError) {
    if (Object.keys(error.errors).length > 0) return error.errors;
    if (error.code === 'CONTENT_URL_ID_TAKEN') return { urlId: error.message };
  }
  return { form: errorMessageOf(error) };
}
