/**
 * A list of tags or categories with rename and delete per row and, for categories, an add field.
 * Names are checked before they are sent (label-rules.ts); one row is edited at a time
 * (ADM-26), and the server's refusals are shown where the owner typed.
 */
import { useState, type FormEvent } from 'react';
import { ApiError } from '../../api/owner-client';
import { useConfirm } from '../../components/confirm-dialog';
import { checkLabel, startEditing, type TagType } from './label-rules';

export interface LabelRow {
  key: string;
  name: string;
  count?: number;
}

interface Props {
  tagType: TagType;
  title: string;
  rows: readonly LabelRow[];
  emptyText: string;
  onRename: (row: LabelRow, name: string) => Promise<unknown>;
  onDelete: (row: LabelRow) => Promise<unknown>;
  onAdd?: (name: string) => Promise<unknown>;
}

const messageOf = (error: unknown) => (error instanceof ApiError ? error.message : String(error));

export function EditableLabelList({ tagType, title, rows, emptyText, onRename, onDelete, onAdd }: Props) {
  const [editing, setEditing] = useState<string | null>(null);
  const [draft, setDraft] = useState('');
  const [adding, setAdding] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [confirmElement, confirm] = useConfirm();
  const names = rows.map((r) => r.name);
  const idBase = `labels-${tagType}`;

  const run = async (work: () => Promise<unknown>, after?: () => void) => {
    setBusy(true);
    try {
      await work();
      setError(null);
      after?.();
    } catch (e) {
      setError(messageOf(e));
    } finally {
      setBusy(false);
    }
  };

  const beginEdit = (row: LabelRow) => {
    const next = startEditing(tagType, editing, row.key);
    setError(next.message);
    if (next.message === null) {
      setEditing(row.key);
      setDraft(row.name);
    }
  };

  const saveEdit = (event: FormEvent, row: LabelRow) => {
    event.preventDefault();
    const check = checkLabel(tagType, draft, names, row.name);
    if (!check.ok) return setError(check.message);
    if (check.label === row.name) return setEditing(null);
    void run(() => onRename(row, check.label), () => setEditing(null));
  };

  const askDelete = async (row: LabelRow) => {
    if (await confirm({ title: `Delete the ${tagType} “${row.name}”?`, body: 'It is taken off every post that has it.', confirmLabel: `Delete ${tagType}`, destructive: true })) void run(() => onDelete(row));
  };

  const add = (event: FormEvent) => {
    event.preventDefault();
    if (onAdd === undefined) return;
    const check = checkLabel(tagType, adding, names);
    if (!check.ok) return setError(check.message);
    void run(() => onAdd(check.label), () => setAdding(''));
  };

  return (
    <section className="labels" aria-labelledby={`${idBase}-title`}>
      <h3 id={`${idBase}-title`}>{title}</h3>
      {error !== null && (
        <p className="notice notice--error" role="alert">
          {error}
        </p>
      )}
      {onAdd !== undefined && (
        <form className="labels__add" onSubmit={add}>
          <div className="field">
            <label htmlFor={`${idBase}-new`}>New {tagType}</label>
            <input id={`${idBase}-new`} className="input" value={adding} onChange={(e) => setAdding(e.target.value)} />
          </div>
          <button type="submit" className="button" disabled={busy}>
            Add {tagType}
          </button>
        </form>
      )}
      {rows.length === 0 ? (
        <p className="labels__empty">{emptyText}</p>
      ) : (
        <ul className="labels__list">
          {rows.map((row) => (
            <li key={row.key} className="labels__row">
              {editing === row.key ? (
                <form className="labels__edit" onSubmit={(e) => saveEdit(e, row)}>
                  <label className="visually-hidden" htmlFor={`${idBase}-edit`}>
                    Rename {tagType} {row.name}
                  </label>
                  <input id={`${idBase}-edit`} className="input" value={draft} onChange={(e) => setDraft(e.target.value)} autoFocus />
                  <button type="submit" className="button button--small button--primary" disabled={busy}>
                    Save
                  </button>
                  <button type="button" className="button button--small" onClick={() => { setEditing(null); setError(null); }}>
                    Cancel
                  </button>
                </form>
              ) : (
                <>
                  <span className="labels__name">
                    {row.name}
                    {row.count !== undefined && <span className="labels__count"> ({row.count === 1 ? '1 post' : `${row.count} posts`})</span>}
                  </span>
                  <button type="button" className="button button--small" onClick={() => beginEdit(row)} aria-label={`Rename ${row.name}`}>
                    Rename
                  </button>
                  <button type="button" className="button button--small" disabled={busy} onClick={() => void askDelete(row)} aria-label={`Delete ${row.name}`}>
                    Delete
                  </button>
                </>
              )}
            </li>
          ))}
        </ul>
      )}
      {confirmElement}
    </section>
  );
}
