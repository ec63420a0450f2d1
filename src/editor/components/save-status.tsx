/**
 * An action's outcome under it: a live status region that is always in the page (so screen
 * readers hear it change) and, when something failed, the message in an alert.
 */
import type { ReactNode } from 'react';

export function StatusAndError({ status, error, className }: { status: ReactNode; error: string | null; className: string }) {
  return (
    <>
      <p role="status" className={className}>
        {status}
      </p>
      {error !== null && (
        <p role="alert" className="notice notice--error">
          {error}
        </p>
      )}
    </>
  );
}
