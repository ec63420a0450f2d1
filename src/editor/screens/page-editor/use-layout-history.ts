/**
 * The page editor's layout with undo and redo (history.ts), and the keyboard shortcuts:
 * Ctrl/Cmd+Z undoes, Shift+Ctrl/Cmd+Z and Ctrl+Y redo, wherever the focus is: the fields,
 * the rich text and the code editors keep no undo of their own, so one history covers all.
 */
import { useCallback, useEffect, useState } from 'react';
import { applyEdit, breakCoalescing, canRedo, canUndo, createHistory, redo, resetHistory, undo, type History } from './history';
import type { EditorLayout } from './layout-ops';

export interface LayoutHistory {
  layout: EditorLayout;
  edit: (change: (layout: EditorLayout) => EditorLayout, options?: { coalesce?: string }) => void;
  endGesture: () => void;
  undo: () => void;
  redo: () => void;
  canUndo: boolean;
  canRedo: boolean;
  reset: (layout: EditorLayout) => void;
}

export function useLayoutHistory(initial: EditorLayout): LayoutHistory {
  const [history, setHistory] = useState<History<EditorLayout>>(() => createHistory(initial));

  const edit = useCallback<LayoutHistory['edit']>((change, options) => {
    setHistory((current) => applyEdit(current, change(current.present), { coalesce: options?.coalesce, now: Date.now() }));
  }, []);
  const endGesture = useCallback(() => setHistory(breakCoalescing), []);
  const undoStep = useCallback(() => setHistory(undo), []);
  const redoStep = useCallback(() => setHistory(redo), []);
  const reset = useCallback((layout: EditorLayout) => setHistory(resetHistory(layout)), []);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (!(event.ctrlKey || event.metaKey) || event.altKey) return;
      const key = event.key.toLowerCase();
      if (key === 'z' && !event.shiftKey) undoStep();
      else if ((key === 'z' && event.shiftKey) || (key === 'y' && event.ctrlKey && !event.shiftKey)) redoStep();
      else return;
      event.preventDefault();
    };
    // Capture: the keys reach the history before a field or the rich text editor sees them.
    window.addEventListener('keydown', onKey, true);
    return () => window.removeEventListener('keydown', onKey, true);
  }, [undoStep, redoStep]);

  return { layout: history.present, edit, endGesture, undo: undoStep, redo: redoStep, canUndo: canUndo(history), canRedo: canRedo(history), reset };
}
