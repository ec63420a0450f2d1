/**
 * The screens of the current panel as a row of links at the top of a screen (Products,
 * Inventory, Gift cards, Restock notices; Orders, Subscriptions; …): only those the role may
 * read, and nothing when the panel has one screen the role may read. A tab carries the search
 * parameters its screen keeps (the analytics reports' date range) from the screen shown. On a
 * phone the row scrolls sideways, with a shadow on the side that has more, and the current tab
 * is scrolled into sight.
 */
import { Link, useRouterState } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { screenOf, sectionOf } from '../app/sections';
import { useSession } from '../app/session';

export function SectionTabs() {
  const { canRead } = useSession();
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const search = useRouterState({ select: (state) => state.location.search }) as Record<string, unknown>;
  const path = pathname.startsWith('/config/') ? pathname.slice('/config'.length) : pathname;
  const section = sectionOf(path);
  const current = screenOf(path);
  const active = useRef<HTMLAnchorElement>(null);
  useEffect(() => {
    if (active.current !== null) showWithinRow(active.current);
  }, [path]);
  if (section === undefined) return null;
  const screens = section.screens.filter((screen) => screen.permissions.some((permission) => canRead(permission)));
  if (screens.length < 2) return null;
  return (
    <nav className="section-tabs scroll-cue" aria-label={section.label}>
      <ul>
        {screens.map((screen) => (
          <li key={screen.to}>
            <Link ref={screen === current ? active : undefined} to={screen.to as never} search={keptSearch(search, screen.keeps) as never} className={`section-tabs__link${screen === current ? ' is-active' : ''}`} aria-current={screen === current ? 'page' : undefined}>
              {screen.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * Scrolls the tab row, and only the row, so `tab` is in sight (centred when it was not): the
 * page's own scroll position is the router's to restore.
 */
function showWithinRow(tab: HTMLElement): void {
  const row = tab.closest('nav');
  if (row === null) return;
  const tabBox = tab.getBoundingClientRect();
  const rowBox = row.getBoundingClientRect();
  if (tabBox.left >= rowBox.left && tabBox.right <= rowBox.right) return;
  row.scrollLeft += tabBox.left - rowBox.left - (rowBox.width - tabBox.width) / 2;
}

/** The parameters of `search` that `keeps` names and that are set; nothing when it names none. */
function keptSearch(search: Record<string, unknown>, keeps: readonly string[] | undefined): Record<string, unknown> | undefined {
  if (keeps === undefined) return undefined;
  return Object.fromEntries(keeps.filter((key) => search[key] !== undefined).map((key) => [key, search[key]]));
}
