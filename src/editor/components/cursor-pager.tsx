/**
 * Newest / Older links under a list paged by a cursor kept in the URL (`?before=`): the pages
 * are bookmarkable and Back returns to the previous one. Nothing shows on a single page.
 */
import { Link } from '@tanstack/react-router';

interface Props {
  /** The list screen's path, e.g. '/gift-cards'. */
  to: string;
  /** What the pages are, for the navigation's name ("Gift card pages"). */
  label: string;
  /** The cursor of the page shown; undefined on the newest page. */
  before: string | undefined;
  /** The cursor of the next (older) page; null or undefined on the last page. */
  next: string | null | undefined;
}

export function CursorPager({ to, label, before, next }: Props) {
  if (before === undefined && (next === null || next === undefined)) return null;
  return (
    <nav className="data-pager" aria-label={label}>
      {before !== undefined && (
        <Link to={to as never} search={{} as never} className="button">
          Newest
        </Link>
      )}
      {next !== null && next !== undefined && (
        <Link to={to as never} search={{ before: next } as never} className="button">
          Older
        </Link>
      )}
    </nav>
  );
}
