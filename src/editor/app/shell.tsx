/**
 * The editor's frame around every screen: the site's name and a link to the live site, the
 * panels the contributor's role may see (GAP-10), sign out, and the screen itself inside an
 * error boundary. A skip link leads keyboard users past the navigation.
 */
import { Link, Outlet, useNavigate, useRouterState } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { EditorErrorBoundary } from './error-boundary';
import { SECTIONS, screenOf, sectionOf } from './sections';
import { useSession } from './session';

export function Shell() {
  const { site, owner, canRead, signOut } = useSession();
  const path = useRouterState({ select: (state) => state.location.pathname });
  const [signingOut, setSigningOut] = useState(false);
  const readable = (permissions: string[]) => permissions.some((permission) => canRead(permission));
  // A panel links to the first of its screens the role may read.
  const entries = SECTIONS.flatMap((section) => {
    const first = section.screens.find((screen) => readable(screen.permissions));
    return first === undefined ? [] : [{ section, to: first.to }];
  });
  const navigate = useNavigate();
  // A screen the role may not read (the first screen after sign-in is Pages) gives way to the first it may.
  const screenPath = path.startsWith('/config/') ? path.slice('/config'.length) : path;
  const screen = screenOf(screenPath);
  const hidden = screen !== undefined && !readable(screen.permissions);
  const current = sectionOf(screenPath);
  const fallback = entries[0]?.to;
  useEffect(() => {
    if (hidden && fallback !== undefined) void navigate({ to: fallback as never, replace: true });
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
            {entries.map(({ section, to }) => (
              <li key={section.label}>
                <Link
                  to={to as never}
                  className={`shell__nav-link${section === current ? ' is-active' : ''}`}
                  aria-current={section === current ? 'page' : undefined}
                >
                  {section.label}
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
