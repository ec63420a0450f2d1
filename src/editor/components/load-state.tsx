/**
 * What a panel shows while its data loads or when loading failed: 'Unable to load. Try again.'
 * (ADM-31) with a retry button, or 'Network error' (ADM-32) when the server was not reached.
 */
import { ApiError } from '../api/owner-client';

export const UNABLE_TO_LOAD = 'Unable to load. Try again.';

export function Loading({ label = 'Loading…' }: { label?: string }) {
  return (
    <p className="panel-message" role="status">
      {label}
    </p>
  );
}

export function LoadFailed({ error, retry }: { error: unknown; retry: () => void }) {
  const network = error instanceof ApiError && error.status === 0;
  return (
    <div className="panel-message" role="alert">
      <p>{network ? 'Network error' : UNABLE_TO_LOAD}</p>
      <button type="button" className="button" onClick={retry}>
        Try again
      </button>
    </div>
  );
}
