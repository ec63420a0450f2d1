/**
 * Autosave: a changed layout is saved within 2 s of the last edit (one save at a time, the
 * newest layout next), with the revision it started from. A save that cannot reach the
 * server is retried with growing pauses ("Offline — retrying"); a conflict stops saving
 * until the owner reloads; any other refusal shows the server's message.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError } from '../../api/owner-client';
import { DraftConflictError, type DraftStore, type PageDraftState } from './draft-store';
import type { EditorLayout } from './layout-ops';

export const SAVE_DELAY_MS = 800;
const MAX_RETRY_MS = 15_000;

export type SaveStatus = 'saved' | 'saving' | 'offline' | 'conflict' | 'failed';

export const SAVE_STATUS_TEXT: Record<SaveStatus, string> = {
  saved: 'Saved',
  saving: 'Saving…',
  offline: 'Offline — retrying',
  conflict: 'Not saved',
  failed: 'Not saved',
};

export function useAutosave(store: DraftStore, pageId: string, layout: EditorLayout, initial: PageDraftState) {
  const [status, setStatus] = useState<SaveStatus>('saved');
  const [message, setMessage] = useState<string | null>(null);
  const [draft, setDraft] = useState(initial);
  const saved = useRef<EditorLayout>(initial.layout);
  const revision = useRef(initial.revision);
  const latest = useRef(layout);
  const inFlight = useRef(false);
  const stopped = useRef(false);
  const attempts = useRef(0);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  latest.current = layout;

  const runNext = useRef<() => Promise<void>>(async () => {});
  const schedule = useCallback((delay: number) => {
    if (timer.current !== null) clearTimeout(timer.current);
    timer.current = setTimeout(() => void runNext.current(), delay);
  }, []);

  const run = useCallback(async () => {
    timer.current = null;
    if (inFlight.current || stopped.current) return;
    // Undo and redo can come back to what is saved: nothing to send.
    if (latest.current === saved.current) return setStatus('saved');
    inFlight.current = true;
    const sending = latest.current;
    setStatus('saving');
    try {
      const answer = await store.save(pageId, sending, revision.current);
      revision.current = answer.revision;
      saved.current = sending;
      attempts.current = 0;
      setDraft(answer);
      setMessage(null);
      if (latest.current === sending) setStatus('saved');
      else schedule(0);
    } catch (error) {
      if (error instanceof DraftConflictError) {
        stopped.current = true;
        setStatus('conflict');
        setMessage(error.message);
      } else if (error instanceof ApiError && (error.status === 0 || error.status >= 500)) {
        setStatus('offline');
        schedule(Math.min(1000 * 2 ** attempts.current++, MAX_RETRY_MS));
      } else {
        setStatus('failed');
        setMessage(error instanceof Error ? error.message : 'The page could not be saved.');
      }
    } finally {
      inFlight.current = false;
    }
  }, [store, pageId, schedule]);
  runNext.current = run;

  useEffect(() => {
    if (stopped.current) return;
    if (layout === saved.current) {
      if (!inFlight.current) {
        if (timer.current !== null) clearTimeout(timer.current);
        timer.current = null;
        setStatus('saved');
      }
      return;
    }
    setStatus((current) => (current === 'offline' ? current : 'saving'));
    schedule(SAVE_DELAY_MS);
  }, [layout, schedule]);

  useEffect(() => {
    const retry = () => schedule(0);
    window.addEventListener('online', retry);
    return () => {
      window.removeEventListener('online', retry);
      if (timer.current !== null) clearTimeout(timer.current);
    };
  }, [schedule]);

  /** A draft from the server replaces what the editor holds (reload, restore, publish). */
  const adopt = useCallback((next: PageDraftState) => {
    saved.current = next.layout;
    latest.current = next.layout;
    revision.current = next.revision;
    stopped.current = false;
    setDraft(next);
    setStatus('saved');
    setMessage(null);
  }, []);

  return { status, message, draft, revision: () => revision.current, adopt, hasUnsavedChanges: status !== 'saved' || layout !== saved.current };
}
