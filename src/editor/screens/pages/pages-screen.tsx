/**
 * The Pages screen: the site's main and secondary navigation as trees, and the pages in no
 * navigation ("Not Linked"). A role with 'content.edit' adds pages of each kind, opens a page's
 * settings, reorders by dragging (pointer or keyboard) or by each row's "Move" menu, and moves
 * pages into and out of folders and between lists; every change saves the navigation and says
 * so in the status line. Other roles see the trees only.
 */
import { useState } from 'react';
import type { Navigation, NavigationItem } from '../../../shared/api/navigation';
import type { NavigationId } from '../../../shared/content-model';
import { useSession } from '../../app/session';
import { useConfirm } from '../../components/confirm-dialog';
import { LoadFailed, Loading } from '../../components/load-state';
import { AddPageDialog, AddPageMenu } from './add-page';
import { LinkSettingsDialog, MoveIntoFolderDialog } from './link-and-folder-dialogs';
import { NAVIGATION_TITLES, NavigationGroup, type GroupHandlers } from './navigation-group';
import { NAVIGATION_ORDER, findEntry, linkedCollectionIds } from './navigation-moves';
import { ADDABLE_KINDS, type PageKind } from './page-kinds';
import { PageRow, titleOf, type RowSubject } from './page-row';
import { PageSettingsDialog } from './page-settings-dialog';
import { useCollections, useFeedback, useNavigation, useNavigationSave, useRefreshPages, type CollectionList } from './pages-data';
import { usePageActions } from './use-page-actions';
import './pages.css';
import { StatusAndError } from '../../components/save-status';

/** The spec's words when the site's layout has no first navigation. */
export const NO_MAIN_NAVIGATION = 'Unable to find site main navigation';
const NOT_LINKED = 'Not Linked';

export function PagesScreen() {
  const collections = useCollections();
  const navigation = useNavigation();
  const failed = collections.error ?? navigation.error;

  let body;
  if (failed !== null) {
    body = (
      <LoadFailed
        error={failed}
        retry={() => {
          void collections.refetch();
          void navigation.refetch();
        }}
      />
    );
  } else if (collections.data === undefined || navigation.data === undefined) {
    body = <Loading />;
  } else if ((navigation.data.navigation as Partial<Navigation>).mainNavigation === undefined) {
    body = (
      <p className="notice notice--error" role="alert">
        {NO_MAIN_NAVIGATION}
      </p>
    );
  } else {
    body = <PagesTrees navigation={navigation.data.navigation} collections={collections.data.collections} />;
  }
  return (
    <section className="screen pages-screen" aria-labelledby="screen-title">
      <h1 id="screen-title" className="screen__title" tabIndex={-1}>
        Pages
      </h1>
      {body}
    </section>
  );
}

type Settings = { collectionId: string } | { entryId: string };

function PagesTrees({ navigation, collections }: { navigation: Navigation; collections: CollectionList }) {
  const { can } = useSession();
  const canEdit = can('content.edit');
  const canPublish = can('content.publish');
  const feedback = useFeedback();
  const save = useNavigationSave(feedback);
  const refresh = useRefreshPages();
  const [confirmDialog, confirm] = useConfirm();
  const [adding, setAdding] = useState<{ kind: PageKind; target: NavigationId | null } | null>(null);
  const [settings, setSettings] = useState<Settings | null>(null);
  const [folderChoiceFor, setFolderChoiceFor] = useState<string | null>(null);
  const actions = usePageActions({ navigation, collections, feedback, save, refresh, confirm, openFolderChoice: setFolderChoiceFor });

  const linked = linkedCollectionIds(navigation);
  const notLinked = collections.filter((c) => !linked.has(c.id));
  const openSettings = (subject: RowSubject) => {
    if (subject.collection !== null) setSettings({ collectionId: subject.collection.id });
    else if (subject.entry !== null) setSettings({ entryId: subject.entry.id });
  };
  const handlers: GroupHandlers = {
    canEdit,
    collectionOf: actions.collectionOf,
    actionsFor: actions.actionsFor,
    onAction: actions.onAction,
    onSettings: openSettings,
    onDrop: actions.onDrop,
  };
  const whereOf = (target: NavigationId | null) => (target === null ? NOT_LINKED : NAVIGATION_TITLES[target]);
  const addMenu = (target: NavigationId | null) =>
    canEdit ? <AddPageMenu kinds={target === null ? ADDABLE_KINDS.filter((k) => k !== 'link') : ADDABLE_KINDS} where={whereOf(target)} onPick={(kind) => setAdding({ kind, target })} /> : null;

  const settingsCollection = settings !== null && 'collectionId' in settings ? (collections.find((c) => c.id === settings.collectionId) ?? null) : null;
  const settingsLink: NavigationItem | null = settings !== null && 'entryId' in settings ? (findEntry(navigation, settings.entryId)?.entry ?? null) : null;
  const folderChoiceEntry = folderChoiceFor === null ? null : findEntry(navigation, folderChoiceFor);

  return (
    <>
      <StatusAndError status={feedback.status} error={feedback.error} className="pages-screen__status" />
      {NAVIGATION_ORDER.map((id) => (
        <NavigationGroup key={id} navigationId={id} entries={navigation[id]} handlers={handlers} addMenu={addMenu(id)} />
      ))}
      <section className="panel pages-group" aria-labelledby="nav-not-linked">
        <div className="pages-group__header">
          <h2 id="nav-not-linked" className="pages-group__title">
            {NOT_LINKED}
          </h2>
          {addMenu(null)}
        </div>
        <p className="field__help">Pages in no navigation: visitors reach them only by their link.</p>
        {notLinked.length === 0 ? (
          <p className="pages-group__empty">No pages here.</p>
        ) : (
          <ul className="pages-list">
            {notLinked.map((collection) => {
              const subject: RowSubject = { entry: null, collection, folderTitle: null };
              return (
                <PageRow
                  key={collection.id}
                  subject={subject}
                  depth={0}
                  actions={canEdit ? actions.notLinkedActions() : []}
                  onAction={(key) => actions.linkCollection(collection, key as NavigationId)}
                  {...(canEdit && { onSettings: () => openSettings(subject) })}
                />
              );
            })}
          </ul>
        )}
      </section>

      {adding !== null && (
        <AddPageDialog
          kind={adding.kind}
          where={whereOf(adding.target)}
          onSubmit={(title, url) => actions.addPage(adding.kind, adding.target, title, url)}
          onClose={() => setAdding(null)}
        />
      )}
      {settingsCollection !== null && (
        <PageSettingsDialog
          collection={settingsCollection}
          canPublish={canPublish}
          onSave={(values) => actions.saveSettings(settingsCollection, values)}
          onSetHomepage={() => actions.setHomepage(settingsCollection)}
          onDelete={() =>
            actions.deleteCollection(settingsCollection).then((outcome) => {
              // The row and its Settings button are gone: focus goes to the screen's title, not the page's end.
              if (outcome === 'deleted') setTimeout(() => document.getElementById('screen-title')?.focus(), 0);
              return outcome;
            })
          }
          onClose={() => setSettings(null)}
        />
      )}
      {settingsLink?.externalLink != null && (
        <LinkSettingsDialog
          link={settingsLink.externalLink}
          onSave={(link) => actions.saveLink(settingsLink.id, link).then((refusal) => refusal === null)}
          onDelete={() => actions.deleteLink(settingsLink)}
          onClose={() => setSettings(null)}
        />
      )}
      {folderChoiceEntry !== null && (
        <MoveIntoFolderDialog
          title={titleOf({ entry: folderChoiceEntry.entry, collection: actions.collectionOf(folderChoiceEntry.entry) })}
          folders={actions.folderChoices(folderChoiceEntry.entry.id)}
          onMove={(folderEntryId) => actions.moveIntoFolder(folderChoiceEntry.entry.id, folderEntryId)}
          onClose={() => setFolderChoiceFor(null)}
        />
      )}
      {confirmDialog}
    </>
  );
}
