/**
 * A failed cart change, where it happened (GAP-56, GAP-100): the spec's title, the server's
 * reason when it gave one the visitor can act on, and the detail. An alert, so screen readers
 * hear it as it appears.
 */
import type { FailureNotice } from './cart-page-rules';

export function Notice({ notice }: { notice: FailureNotice }) {
  return (
    <p className="CartNotice" role="alert">
      <strong className="CartNotice-title">{notice.title}</strong>
      {notice.reason !== null && <span className="CartNotice-reason">{` ${notice.reason}`}</span>}
      <span className="CartNotice-detail">{` ${notice.detail}`}</span>
    </p>
  );
}
