/**
 * The page editor's three areas: the block list (left), the live preview (centre) and the
 * selected block's settings (right); on a phone they stack, the preview behind a toggle.
 * Every edit goes through the layout history (undo/redo) and autosaves as the page's draft.
 */
import { useBlocker } from '@tanstack/react-router';
import { useCallback, useEffect, useState } from 'react';
import { ToggleButton } from 'react-aria-components';
import type { Collection } from '../../../shared/api/content';
import { useConfirm } from '../../components/confirm-dialog';
import { BlockList, type BlockAction } from './block-list';
import { BlockPicker } from './block-picker';
import { newBlockOf } from './blocks/registry';
import type { DraftStore, PageDraftState } from './draft-store';
import { EditorToolbar } from './editor-toolbar';
import { BlockLimitError, blockCount, blocksOf, duplicateBlock, findBlock, insertBlock, moveBlock, moveBlockBy, removeBlock, updateBlockData } from './layout-ops';
import { PreviewFrame } from './preview-frame';
import { SettingsPanel } from './settings-panel';
import { useAutosave } from './use-autosave';
import { useLayoutHistory } from './use-layout-history';

const PHONE = '(max-width: 432px)';

function usePhoneLayout(): boolean {
  const [phone, setPhone] = useState(() => window.matchMedia(PHONE).matches);
  useEffect(() => {
    const query = window.matchMedia(PHONE);
    const change = () => setPhone(query.matches);
    query.addEventListener('change', change);
    return () => query.removeEventListener('change', change);
  }, []);
  return phone;
}

interface Props {
  page: Collection;
  initialDraft: PageDraftState;
  store: DraftStore;
}

export function PageEditor({ page, initialDraft, store }: Props) {
  const history = useLayoutHistory(initialDraft.layout);
  const { layout, edit } = history;
  const save = useAutosave(store, page.id, layout, initialDraft);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [showPreview, setShowPreview] = useState(false);
  const phone = usePhoneLayout();
  const [confirmDialog, confirm] = useConfirm();
  const blocks = blocksOf(layout);
  const selected = selectedId === null ? undefined : findBlock(layout, selectedId);

  const blocker = useBlocker({ shouldBlockFn: () => save.hasUnsavedChanges, enableBeforeUnload: () => save.hasUnsavedChanges, withResolver: true });
  useEffect(() => {
    if (blocker.status !== 'blocked') return;
    void confirm({ title: 'Leave with unsaved changes?', body: 'Your latest changes have not been saved yet.', confirmLabel: 'Leave', cancelLabel: 'Stay', destructive: true }).then((leave) =>
      leave ? blocker.proceed() : blocker.reset(),
    );
  }, [blocker, confirm]);

  const add = useCallback(
    (kind: Parameters<typeof newBlockOf>[0]) => {
      try {
        const placed = insertBlock(layout, newBlockOf(kind), selectedId);
        edit(() => placed.layout);
        setSelectedId(placed.blockId);
        setNotice(null);
      } catch (error) {
        if (error instanceof BlockLimitError) setNotice(error.message);
        else throw error;
      }
    },
    [layout, selectedId, edit],
  );

  const act = async (blockId: string, action: BlockAction) => {
    if (action === 'up' || action === 'down') edit((current) => moveBlockBy(current, blockId, action === 'up' ? -1 : 1));
    else if (action === 'remove') {
      edit((current) => removeBlock(current, blockId));
      if (selectedId === blockId) setSelectedId(null);
    } else {
      try {
        const copy = duplicateBlock(layout, blockId);
        edit(() => copy.layout);
        setSelectedId(copy.blockId);
      } catch (error) {
        if (error instanceof BlockLimitError) setNotice(error.message);
      }
    }
  };

  const reload = async () => {
    const ok = await confirm({ title: 'Reload the page?', body: 'Your changes since the last save will be discarded and the saved draft shown.', confirmLabel: 'Reload', destructive: true });
    if (!ok) return;
    const draft = await store.load(page.id);
    save.adopt(draft);
    history.reset(draft.layout);
  };

  return (
    <section className="page-editor" aria-labelledby="screen-title">
      <EditorToolbar page={page} history={history} save={save} store={store} onReload={reload} confirm={confirm} />
      {notice !== null && (
        <p className="notice notice--error" role="alert">
          {notice}
        </p>
      )}
      {phone && (
        <ToggleButton className="button page-editor__preview-toggle" isSelected={showPreview} onChange={setShowPreview}>
          Preview
        </ToggleButton>
      )}
      <div className="page-editor__areas">
        <section className="page-editor__blocks panel" aria-labelledby="blocks-title">
          <h2 className="page-editor__area-title" id="blocks-title">
            Blocks <span className="page-editor__count">({blockCount(layout)} of 60)</span>
          </h2>
          <BlockPicker blockCount={blockCount(layout)} onPick={add} />
          <BlockList blocks={blocks} selectedId={selectedId} onSelect={setSelectedId} onMove={(id, to) => edit((current) => moveBlock(current, id, to))} onAction={(id, action) => void act(id, action)} />
        </section>
        <div className="page-editor__preview" hidden={phone && !showPreview}>
          <PreviewFrame pageId={page.id} pageUrl={page.fullUrl} layout={layout} store={store} savedVersion={save.draft.revision} selectedId={selectedId} onSelect={setSelectedId} />
        </div>
        <section className="page-editor__settings panel" aria-label="Block settings">
          <SettingsPanel block={selected} update={(id, patch, options) => edit((current) => updateBlockData(current, id, patch), options)} endGesture={history.endGesture} />
        </section>
      </div>
      {confirmDialog}
    </section>
  );
}
