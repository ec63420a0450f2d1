/**
 * Page status (spec §4 labels; GAP-08 transitions), shared by collections and items.
 * A Scheduled page becomes Published on its own once its publish time has passed: readers
 * use `effectiveStatus`, so no timer has to run for a visitor to see it on time.
 */
import { DomainError } from '../../shared/errors';
import { PAGE_STATUS_LABELS, canTransition, effectiveStatus, isPublishingTransition, type PageStatus } from '../../shared/content-model';

// The labels and transitions live in shared so the editor offers exactly what this allows.
export { PAGE_STATUSES, PAGE_STATUS_LABELS, canTransition, effectiveStatus, isPublishingTransition, type PageStatus } from '../../shared/content-model';

/** Who asks for a change: HTTP routes pass the owner's publish permission; internal callers may publish. */
export interface ContentActor {
  canPublish: boolean;
}
export const SYSTEM_ACTOR: ContentActor = { canPublish: true };

export interface StatusChange {
  status: PageStatus;
  publishOn?: number | null | undefined;
}

/**
 * Checks a status change and returns the status and publish time to store. Throws
 * CONTENT_STATUS_TRANSITION_INVALID, FORBIDDEN (publishing without permission) or
 * CONTENT_SCHEDULE_IN_PAST.
 */
export function planStatusChange(
  current: { status: PageStatus; publishOn: number | null },
  change: StatusChange,
  actor: ContentActor,
  now: number,
): { status: PageStatus; publishOn: number | null } {
  const from = effectiveStatus(current.status, current.publishOn, now);
  const to = change.status;
  if (!canTransition(from, to)) {
    throw new DomainError('CONTENT_STATUS_TRANSITION_INVALID', { from: PAGE_STATUS_LABELS[from], to: PAGE_STATUS_LABELS[to] });
  }
  if (isPublishingTransition(from, to) && !actor.canPublish) throw new DomainError('FORBIDDEN', { permission: 'content.publish' });
  const publishOn = change.publishOn === undefined ? current.publishOn : change.publishOn;
  if (to === 'scheduled') {
    if (publishOn === null || publishOn <= now) throw new DomainError('CONTENT_SCHEDULE_IN_PAST', { publishOn });
    return { status: to, publishOn };
  }
  if (to === 'published') {
    // Publishing stamps the publish time (a post's date) unless one is given; publishing a
    // scheduled page early moves its date to now.
    const early = change.publishOn === undefined && current.status === 'scheduled' && (current.publishOn ?? 0) > now;
    return { status: to, publishOn: early ? now : (publishOn ?? now) };
  }
  return { status: to, publishOn };
}
