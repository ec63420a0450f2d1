/**
 * One row of the Pages screen: the page's title (a link to its editor), what it is, its status
 * (with the scheduled date) and the homepage marker; for a role that may edit, its "Settings"
 * button and its "Move" menu (the keyboard's and the screen reader's way to reorder, besides
 * the drag handle).
 */
import { Link } from '@tanstack/react-router';
import type { CSSProperties, ReactNode, Ref } from 'react';
import { Button, Menu, MenuItem, MenuTrigger, Popover } from 'react-aria-components';
import type { Collection } from '../../../shared/api/content';
import type { NavigationItem } from '../../../shared/api/navigation';
import { PAGE_STATUS_LABELS } from '../../../shared/content-model';
import { CollectionType } from '../../../shared/enums';
import { editorPathOf, rowKindLabel } from './page-kinds';

/** A row's entry: a navigation entry (with its collection when it links one) or a Not linked collection. */
export interface RowSubject {
  entry: NavigationItem | null;
  collection: Collection | null;
  /** The folder holding the entry, for the row's words. */
  folderTitle: string | null;
}

export interface RowAction {
  key: string;
  label: string;
}

export function titleOf(subject: Pick<RowSubject, 'entry' | 'collection'>): string {
  if (subject.collection !== null) return subject.collection.navigationTitle || subject.collection.title;
  return subject.entry?.externalLink?.title ?? 'Missing page';
}

const DATE_TIME = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

function StatusLabel({ collection }: { collection: Collection }) {
  const label = PAGE_STATUS_LABELS[collection.status];
  const scheduled = collection.status === 'scheduled' && collection.publishOn !== null;
  return (
    <span className={`page-row__status page-row__status--${collection.status}`}>
      {scheduled ? `${label} ${DATE_TIME.format(new Date(collection.publishOn!))}` : label}
    </span>
  );
}

function RowTitle({ subject, title }: { subject: RowSubject; title: string }) {
  const { collection, entry } = subject;
  if (collection === null) {
    const url = entry?.externalLink?.url;
    return (
      <>
        <span className="page-row__title">{title}</span>
        {url !== undefined && <span className="page-row__url">{url}</span>}
      </>
    );
  }
  const path = editorPathOf(collection);
  if (path === null) return <span className="page-row__title">{title}</span>;
  if (collection.type === CollectionType.PAGE) {
    return (
      <Link to="/pages/$pageId" params={{ pageId: collection.id }} className="page-row__title page-row__link">
        {title}
      </Link>
    );
  }
  // The collection screens are their own route (/config/collections/{id}).
  return (
    <a href={path} className="page-row__title page-row__link">
      {title}
    </a>
  );
}

interface Props {
  subject: RowSubject;
  depth: 0 | 1;
  /** The drag handle, for rows that can be dragged. */
  handle?: ReactNode;
  rowRef?: Ref<HTMLLIElement>;
  style?: CSSProperties;
  dragging?: boolean;
  /** What the "Move" menu offers; none for a read-only role. */
  actions: readonly RowAction[];
  onAction(key: string): void;
  /** Opens the settings dialog; absent for a read-only role. */
  onSettings?: () => void;
}

export function PageRow({ subject, depth, handle, rowRef, style, dragging = false, actions, onAction, onSettings }: Props) {
  const title = titleOf(subject);
  const { collection } = subject;
  return (
    <li ref={rowRef} style={style} className={`page-row page-row--depth-${depth}${handle === undefined ? ' page-row--no-handle' : ''}${dragging ? ' is-dragging' : ''}`}>
      {handle}
      <div className="page-row__main">
        <RowTitle subject={subject} title={title} />
        {subject.folderTitle !== null && <span className="visually-hidden">, in folder {subject.folderTitle}</span>}
        <span className="page-row__meta">
          <span className="page-row__kind">{collection === null ? 'Link' : rowKindLabel(collection)}</span>
          {collection !== null && <StatusLabel collection={collection} />}
          {collection?.homepage === true && <span className="page-row__home">Homepage</span>}
        </span>
      </div>
      {onSettings !== undefined && (
        <Button className="button button--small" onPress={onSettings}>
          Settings<span className="visually-hidden"> for {title}</span>
        </Button>
      )}
      {actions.length > 0 && (
        <MenuTrigger>
          <Button className="button button--small">
            Move<span className="visually-hidden"> {title}</span>
          </Button>
          <Popover className="menu-popover" placement="bottom end">
            <Menu className="menu" aria-label={`Move ${title}`} items={actions} onAction={(key) => onAction(String(key))}>
              {(action) => (
                <MenuItem id={action.key} className="menu__item">
                  {action.label}
                </MenuItem>
              )}
            </Menu>
          </Popover>
        </MenuTrigger>
      )}
    </li>
  );
}
