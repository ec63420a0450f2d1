/**
 * The page editor's toolbar: back to Pages, the page's title, Undo and Redo, the save status,
 * Versions, Publish (for those who may publish) and View page. A conflict shows the server's
 * message with a Reload button.
 */
import { useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { Button } from 'react-aria-components';
import type { Collection } from '../../../shared/api/content';
import { useSession } from '../../app/session';
import type { ConfirmOptions } from '../../components/confirm-dialog';
import { DraftConflictError, type DraftStore } from './draft-store';
import { SAVE_STATUS_TEXT, type useAutosave } from './use-autosave';
import type { LayoutHistory } from './use-layout-history';
import { VersionsDialog } from './versions-dialog';

interface Props {
  page: Collection;
  history: LayoutHistory;
  save: ReturnType<typeof useAutosave>;
  store: DraftStore;
  onReload: () => Promise<void>;
  confirm: (options: ConfirmOptions) => Promise<boolean>;
}

export function EditorToolbar({ page, history, save, store, onReload, confirm }: Props) {
  const { can } = useSession();
  const client = useQueryClient();
  const [publishing, setPublishing] = useState(false);
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);

  // A publish or restore note belongs to that moment; the next edit clears it.
  useEffect(() => {
    if (save.status === 'saving') setOutcome(null);
  }, [save.status]);

  const publish = async () => {
    setPublishing(true);
    setOutcome(null);
    // Publishing sends no layout: the saved draft the editor holds is what went live. Keeping that
    // object (not the server's equal copy) lets the editor still see its layout as saved.
    const published = history.layout;
    try {
      save.adopt({ ...(await store.publish(page.id, save.revision())), layout: published });
      setOutcome({ ok: true, text: 'Published.' });
      await client.invalidateQueries({ queryKey: ['page-versions', page.id] });
    } catch (error) {
      setOutcome({ ok: false, text: error instanceof Error ? error.message : 'The page could not be published.' });
    } finally {
      setPublishing(false);
    }
  };

  const restore = async (version: { id: string; number: number }) => {
    const ok = await confirm({ title: `Restore version ${version.number}?`, body: 'It becomes the new draft; the published page stays as it is until you publish.', confirmLabel: 'Restore' });
    if (!ok) return false;
    try {
      const draft = await store.restoreVersion(page.id, version.id, save.revision());
      save.adopt(draft);
      history.reset(draft.layout);
      setOutcome({ ok: true, text: `Version ${version.number} restored as the draft.` });
    } catch (error) {
      setOutcome({ ok: false, text: error instanceof DraftConflictError || error instanceof Error ? error.message : 'The version could not be restored.' });
    }
    return true;
  };

  return (
    <header className="page-editor__toolbar">
      <div className="page-editor__heading">
        <Link to="/pages" className="page-editor__back">
          ← Back to Pages
        </Link>
        <h1 id="screen-title" className="screen__title">
          {page.title}
        </h1>
      </div>
      <div className="page-editor__actions">
        <Button className="button" onPress={history.undo} isDisabled={!history.canUndo} aria-keyshortcuts="Control+Z Meta+Z">
          Undo
        </Button>
        <Button className="button" onPress={history.redo} isDisabled={!history.canRedo} aria-keyshortcuts="Control+Shift+Z Meta+Shift+Z">
          Redo
        </Button>
        <span className={`page-editor__status is-${save.status}`} role="status">
          {SAVE_STATUS_TEXT[save.status]}
        </span>
        {store.hasDrafts && save.draft.hasUnpublishedChanges && save.status === 'saved' && <span className="page-editor__draft-note">Not published yet</span>}
        {store.hasDrafts && <VersionsDialog store={store} pageId={page.id} onRestore={restore} />}
        {store.hasDrafts && can('content.publish') && (
          <Button className="button button--primary" onPress={() => void publish()} isDisabled={publishing || save.status !== 'saved'}>
            Publish
          </Button>
        )}
        <a className="button" href={page.fullUrl} target="_blank" rel="noopener">
          View page
        </a>
      </div>
      {(save.status === 'conflict' || save.status === 'failed') && (
        <div className="notice notice--error page-editor__alert" role="alert">
          <span>{save.message}</span>
          {save.status === 'conflict' && (
            <Button className="button button--small" onPress={() => void onReload()}>
              Reload
            </Button>
          )}
        </div>
      )}
      {outcome !== null && (
        <p className={`notice ${outcome.ok ? 'notice--success' : 'notice--error'}`} role={outcome.ok ? 'status' : 'alert'}>
          {outcome.text}
        </p>
      )}
    </header>
  );
}
