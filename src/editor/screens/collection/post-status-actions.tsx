/**
 * The moves a post's status may make from where it is (GAP-08), as buttons: only those the
 * contributor's role allows (publishing needs 'content.publish'). Scheduling uses the publish
 * date of the form.
 */
import { canTransition, isPublishingTransition, type PageStatus } from '../../../shared/content-model';

const ACTIONS: { to: PageStatus; label: string }[] = [
  { to: 'published', label: 'Publish' },
  { to: 'scheduled', label: 'Schedule' },
  { to: 'needs-review', label: 'Submit for review' },
  { to: 'draft', label: 'Move to draft' },
  { to: 'private', label: 'Make private' },
];

interface Props {
  status: PageStatus;
  canPublish: boolean;
  pending: boolean;
  onMove: (to: PageStatus) => void;
}

export function PostStatusActions({ status, canPublish, pending, onMove }: Props) {
  const moves = ACTIONS.filter(({ to }) => to !== status && canTransition(status, to) && (canPublish || !isPublishingTransition(status, to)));
  if (moves.length === 0) return null;
  return (
    <div className="post-status__actions">
      {moves.map(({ to, label }) => (
        <button key={to} type="button" className={to === 'published' ? 'button button--primary' : 'button'} disabled={pending} onClick={() => onMove(to)}>
          {label}
        </button>
      ))}
    </div>
  );
}
