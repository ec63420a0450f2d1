/**
 * The editor's frame around every screen: the site's name and a link to the live site, the
 * panels the contributor's role may see (GAP-10), sign out, and the screen itself inside an
 * error boundary. A skip link leads keyboard users past the navigation.
 */
import { Link, Outlet, useRouterState } from '@tanstack/react-router';
import { useState } from 'react';
import { EditorErrorBoundary } from './error-boundary';
import { useSession } from './session';

interface NavEntry {
  to: '/pages' | '/files' | '/design' | '/settings';
  label: string;
  /** The area a role must be able to read to see the panel. */
  permission: string;
}

const NAV: NavEntry[] = [
  { to: '/pages', label: 'Pages', permission: 'content.edit' },
  { to: '/files', label: 'Files', permission: 'media.edit' },
  { to: '/design', label: 'Design', permission: 'content.edit' },
  { to: '/settings', label: 'Settings', permission: 'site.settings' },
];

export function Shell() {
  const { site, owner, canRead, signOut } = useSession();
  const path = useRouterState({ select: (state) => state.location.pathname });
  const [signingOut, setSigningOut] = useState(false);
  const entries = NAV.filter((entry) => canRead(entry.permission));

  return (
    <div className="shell">
      <a className="skip-link" href="#editor-main">
        Skip to content
      </a>
      <header className="shell__header">
        <div className="shell__site">
          <span className="shell__brand" aria-hidden="true">
            Stoa
          </span>
          <span className="shell__title">{site.title}</span>
        </div>
        <nav aria-label="Editor" className="shell__nav">
          <ul>
            {entries.map((entry) => (
              <li key={entry.to}>
                <Link to={entry.to} className="shell__nav-link" activeProps={{ 'aria-current': 'page', className: 'shell__nav-link is-active' }}>
                  {entry.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div className="shell__account">
          <a href="/" target="_blank" rel="noopener" className="shell__view-site">
            View site<span className="visually-hidden"> (opens in a new tab)</span>
          </a>
          <span className="shell__email">{owner?.user.email}</span>
          <button
            type="button"
            className="button button--quiet"
            disabled={signingOut}
            onClick={() => {
              setSigningOut(true);
              signOut().finally(() => setSigningOut(false));
            }}
          >
            Sign out
          </button>
        </div>
      </header>
      <main id="editor-main" className="shell__main" tabIndex={-1}>
        <EditorErrorBoundary resetKey={path}>
          <Outlet />
        </EditorErrorBoundary>
      </main>
    </div>
  );
}
