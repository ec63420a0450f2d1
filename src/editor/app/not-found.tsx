/** A /config path that names no screen (ADM-42). */
import { Link } from '@tanstack/react-router';

export const UNABLE_TO_LOCATE_CONTENT = 'Unable to locate content';

export function NotFoundScreen() {
  return (
    <div className="panel-message" role="alert">
      <h1>{UNABLE_TO_LOCATE_CONTENT}</h1>
      <p>
        <Link to="/pages">Back to Pages</Link>
      </p>
    </div>
  );
}
