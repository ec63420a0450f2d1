/**
 * The screens of the current panel as a row of links at the top of a screen (Products,
 * Inventory, Gift cards, Restock notices; Orders, Subscriptions; …): only those the role may
 * read, and nothing when the panel has one screen the role may read.
 */
import { Link, useRouterState } from '@tanstack/react-router';
import { screenOf, sectionOf } from '../app/sections';
import { useSession } from '../app/session';

export function SectionTabs() {
  const { canRead } = useSession();
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const path = pathname.startsWith('/config/') ? pathname.slice('/config'.length) : pathname;
  const section = sectionOf(path);
  const current = screenOf(path);
  if (section === undefined) return null;
  const screens = section.screens.filter((screen) => screen.permissions.some((permission) => canRead(permission)));
  if (screens.length < 2) return null;
  return (
    <nav className="section-tabs" aria-label={section.label}>
      <ul>
        {screens.map((screen) => (
          <li key={screen.to}>
            <Link to={screen.to as never} className={`section-tabs__link${screen === current ? ' is-active' : ''}`} aria-current={screen === current ? 'page' : undefined}>
              {screen.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
