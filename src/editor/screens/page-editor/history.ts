/**
 * Undo and redo over layout states. Every edit is one step, except that edits sharing a
 * `coalesce` key within `COALESCE_MS` of each other merge into the step they continue:
 * typing in one field until a pause, or one slider drag (the panel gives every change of a
 * drag the same key and ends it with `breakCoalescing`). Pure: each returns a new history.
 */
export const COALESCE_MS = 1000;
/** Older steps fall off so a long session does not grow without bound. */
export const MAX_STEPS = 200;

export interface History<T> {
  past: T[];
  present: T;
  future: T[];
  /** The key and time of the last edit, while it may still be continued. */
  open: { key: string; at: number } | null;
}

export function createHistory<T>(present: T): History<T> {
  return { past: [], present, future: [], open: null };
}

export interface EditOptions {
  /** Edits with the same key close together are one step. */
  coalesce?: string;
  now: number;
}

export function applyEdit<T>(history: History<T>, next: T, { coalesce, now }: EditOptions): History<T> {
  if (Object.is(next, history.present)) return history;
  const continues = coalesce !== undefined && history.open !== null && history.open.key === coalesce && now - history.open.at <= COALESCE_MS;
  const open = coalesce === undefined ? null : { key: coalesce, at: now };
  if (continues) return { ...history, present: next, future: [], open };
  const past = [...history.past, history.present].slice(-MAX_STEPS);
  return { past, present: next, future: [], open };
}

/** Ends a run of coalescing edits (a slider released, a field left). */
export function breakCoalescing<T>(history: History<T>): History<T> {
  return history.open === null ? history : { ...history, open: null };
}

export function canUndo<T>(history: History<T>): boolean {
  return history.past.length > 0;
}

export function canRedo<T>(history: History<T>): boolean {
  return history.future.length > 0;
}

export function undo<T>(history: History<T>): History<T> {
  const previous = history.past.at(-1);
  if (previous === undefined) return history;
  return { past: history.past.slice(0, -1), present: previous, future: [history.present, ...history.future], open: null };
}

export function redo<T>(history: History<T>): History<T> {
  const [next, ...rest] = history.future;
  if (next === undefined) return history;
  return { past: [...history.past, history.present], present: next, future: rest, open: null };
}

/** A state from outside (the server's draft after a reload or a restore): history starts over. */
export function resetHistory<T>(present: T): History<T> {
  return createHistory(present);
}
