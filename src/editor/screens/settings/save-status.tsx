/**
 * A section's Save outcome: "Saved" in a live status region, or the server's message in an
 * alert. The status region is always in the page so screen readers hear it change.
 */
import { ApiError } from '../../api/owner-client';
import { StatusAndError } from '../../components/save-status';

export function SaveStatus({ saved, error }: { saved: boolean; error: unknown }) {
  const message = error === null || error === undefined ? null : error instanceof Error ? error.message : 'Something went wrong';
  return <StatusAndError status={saved ? 'Saved' : ''} error={message} className="save-status" />;
}

/** A section's Save button with its outcome beside it; a role that may only read gets neither. */
export function SaveRow({ pending, saved, error }: { pending: boolean; saved: boolean; error: unknown }) {
  return (
    <div className="settings-form__actions">
      <button type="submit" className="button button--primary" disabled={pending}>
        {pending ? 'Saving…' : 'Save'}
      </button>
      <SaveStatus saved={saved} error={error} />
    </div>
  );
}

/** Field errors the server named, for a form to show beside its fields. */
export function serverFieldErrors(error: unknown): Record<string, string> {
  return error instanceof ApiError ? error.errors : {};
}
