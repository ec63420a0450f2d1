/**
 * The editor's frame around every screen: the site's name and a link to the live site, the
 * panels the contributor's role may see (GAP-10), sign out, and the screen itself inside an
 * error boundary. A skip link leads keyboard users past the navigation.
 */
import { Link, Outlet, useNavigate, useRouterState } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { EditorErrorBoundary } from './error-boundary';
import { useSession } from './session';

interface NavEntry {
  to: '/pages' | '/forms' | '/files' | '/mailing-lists' | '/design' | '/settings';
  label: string;
  /** The areas behind the panel: a role that may read any of them sees it. */
  permissions: string[];
}

const NAV: NavEntry[] = [
  { to: '/pages', label: 'Pages', permissions: ['content.edit'] },
  { to: '/forms', label: 'Forms', permissions: ['content.edit'] },
  { to: '/files', label: 'Files', permissions: ['media.edit'] },
  // Content editors see the lists (to connect newsletter blocks); managing them is 'mailing-lists.manage'.
  { to: '/mailing-lists', label: 'Mailing lists', permissions: ['mailing-lists.manage', 'content.edit'] },
  { to: '/design', label: 'Design', permissions: ['content.edit'] },
  // Settings holds the site's settings, its contributors and its billing: each role sees its tabs.
  { to: '/settings', label: 'Settings', permissions: ['site.settings', 'contributors.manage', 'billing.manage'] },
];

export function Shell() {
  const { site, owner, canRead, signOut } = useSession();
  const path = useRouterState({ select: (state) => state.location.pathname });
  const [signingOut, setSigningOut] = useState(false);
  const entries = NAV.filter((entry) => entry.permissions.some((permission) => canRead(permission)));
  const navigate = useNavigate();
  // A panel the role may not read (the first screen after sign-in is Pages) gives way to the first it may.
  const screenPath = path.startsWith('/config/') ? path.slice('/config'.length) : path;
  const hidden = NAV.find((entry) => !entries.includes(entry) && (screenPath === entry.to || screenPath.startsWith(`${entry.to}/`)));
  const fallback = entries[0]?.to;
  useEffect(() => {
    if (hidden !== undefined && fallback !== undefined) void navigate({ to: fallback, replace: true });
  }, [hidden, fallback, navigate]);

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
