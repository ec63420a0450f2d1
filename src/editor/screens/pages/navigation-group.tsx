/**
 * One navigation (Main or Secondary) on the Pages screen: its heading, its "Add page" menu and
 * its entries as one sortable list (a folder's pages indented under it). Rows are dragged by
 * their handle with the pointer or the keyboard (Space, arrows, Space; Escape cancels); where a
 * row lands is decided by `dropRow`.
 */
import {
  DndContext,
  KeyboardSensor,
  PointerSensor,
  closestCenter,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
} from '@dnd-kit/core';
import { SortableContext, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import type { ReactNode } from 'react';
import type { NavigationItem } from '../../../shared/api/navigation';
import type { NavigationId } from '../../../shared/content-model';
import { flattenList, type FlatRow } from './navigation-drag';
import { PageRow, titleOf, type RowAction, type RowSubject } from './page-row';
import type { Collection } from '../../../shared/api/content';

export const NAVIGATION_TITLES: Record<NavigationId, string> = {
  mainNavigation: 'Main Navigation',
  secondaryNavigation: 'Secondary Navigation',
};

export interface GroupHandlers {
  canEdit: boolean;
  collectionOf(entry: NavigationItem): Collection | null;
  actionsFor(entry: NavigationItem): RowAction[];
  onAction(entry: NavigationItem, key: string): void;
  onSettings(subject: RowSubject): void;
  onDrop(navigationId: NavigationId, activeId: string, overId: string): void;
}

function subjectOf(row: FlatRow, rows: readonly FlatRow[], handlers: GroupHandlers): RowSubject {
  const folder = row.parentId === null ? null : (rows.find((r) => r.id === row.parentId) ?? null);
  const folderTitle = folder === null ? null : titleOf({ entry: folder.entry, collection: handlers.collectionOf(folder.entry) });
  return { entry: row.entry, collection: handlers.collectionOf(row.entry), folderTitle };
}

function SortableRow({ row, subject, handlers }: { row: FlatRow; subject: RowSubject; handlers: GroupHandlers }) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id: row.id });
  const title = titleOf(subject);
  const handle = (
    <button type="button" className="page-row__handle" ref={setActivatorNodeRef} {...attributes} {...listeners}>
      <span aria-hidden="true">⠿</span>
      <span className="visually-hidden">Drag {title}</span>
    </button>
  );
  return (
    <PageRow
      subject={subject}
      depth={row.depth}
      handle={handle}
      rowRef={setNodeRef}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      dragging={isDragging}
      actions={handlers.actionsFor(row.entry)}
      onAction={(key) => handlers.onAction(row.entry, key)}
      onSettings={() => handlers.onSettings(subject)}
    />
  );
}

interface Props {
  navigationId: NavigationId;
  entries: readonly NavigationItem[];
  handlers: GroupHandlers;
  addMenu: ReactNode;
}

export function NavigationGroup({ navigationId, entries, handlers, addMenu }: Props) {
  const rows = flattenList(entries);
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 4 } }), useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }));
  const nameOf = (id: string | number) => {
    const row = rows.find((r) => r.id === id);
    return row === undefined ? 'page' : titleOf({ entry: row.entry, collection: handlers.collectionOf(row.entry) });
  };
  const announcements: Announcements = {
    onDragStart: ({ active }) => `Picked up ${nameOf(active.id)}.`,
    onDragOver: ({ active, over }) => {
      if (over === null) return `${nameOf(active.id)} is no longer over a place.`;
      return over.id === active.id ? `${nameOf(active.id)} is in its own place.` : `${nameOf(active.id)} is over ${nameOf(over.id)}.`;
    },
    onDragEnd: ({ active, over }) => (over === null ? `${nameOf(active.id)} was dropped.` : `${nameOf(active.id)} was dropped at ${nameOf(over.id)}.`),
    onDragCancel: ({ active }) => `Moving ${nameOf(active.id)} was cancelled.`,
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (over !== null && active.id !== over.id) handlers.onDrop(navigationId, String(active.id), String(over.id));
  };
  const headingId = `nav-${navigationId}`;
  const instructionsId = `nav-${navigationId}-instructions`;

  return (
    <section className="panel pages-group" aria-labelledby={headingId}>
      <div className="pages-group__header">
        <h2 id={headingId} className="pages-group__title">
          {NAVIGATION_TITLES[navigationId]}
        </h2>
        {addMenu}
      </div>
      {rows.length === 0 ? (
        <p className="pages-group__empty">No pages here yet.</p>
      ) : handlers.canEdit ? (
        <DndContext
          sensors={sensors}
          collisionDetection={closestCenter}
          onDragEnd={onDragEnd}
          accessibility={{
            announcements,
            screenReaderInstructions: {
              draggable: 'To move a page, press Space or Enter, move it with the arrow keys, and press Space or Enter again to drop it. Press Escape to cancel.',
            },
          }}
        >
          <SortableContext items={rows.map((r) => r.id)} strategy={verticalListSortingStrategy}>
            <ul className="pages-list" aria-describedby={instructionsId}>
              {rows.map((row) => (
                <SortableRow key={row.id} row={row} subject={subjectOf(row, rows, handlers)} handlers={handlers} />
              ))}
            </ul>
          </SortableContext>
          <p id={instructionsId} className="visually-hidden">
            A page dropped right under a folder, or between two pages of a folder, goes into that folder.
          </p>
        </DndContext>
      ) : (
        <ul className="pages-list">
          {rows.map((row) => (
            <PageRow key={row.id} subject={subjectOf(row, rows, handlers)} depth={row.depth} actions={[]} onAction={() => undefined} />
          ))}
        </ul>
      )}
    </section>
  );
}
