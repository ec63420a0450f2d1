/**
 * A section's Save outcome: "Saved" in a live status region, or the server's message in an
 * alert. The status region is always in the page so screen readers hear it change.
 */
import { ApiError } from '../../api/owner-client';

export function SaveStatus({ saved, error }: { saved: boolean; error: unknown }) {
  return (
    <>
      <p role="status" className="save-status">
        {saved ? 'Saved' : ''}
      </p>
      {error !== null && error !== undefined && (
        <p role="alert" className="notice notice--error">
          {error instanceof Error ? error.message : 'Something went wrong'}
        </p>
      )}
    </>
  );
}

/** Field errors the server named, for a form to show beside its fields. */
export function serverFieldErrors(error: unknown): Record<string, string> {
  return error instanceof ApiError ? error.errors : {};
}
