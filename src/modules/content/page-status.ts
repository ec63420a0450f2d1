/**
 * Page status (spec §4 labels; GAP-08 transitions), shared by collections and items.
 * A Scheduled page becomes Published on its own once its publish time has passed: readers
 * use `effectiveStatus`, so no timer has to run for a visitor to see it on time.
 */
import { DomainError } from '../../shared/errors';
import type { PageStatus } from '../../shared/content-model';

export { PAGE_STATUSES, type PageStatus } from '../../shared/content-model';

/** The labels the editor shows (ADM-09; Published is the state the spec's list leaves implicit). */
export const PAGE_STATUS_LABELS: Record<PageStatus, string> = {
  draft: 'Draft',
  'needs-review': 'Needs Review',
  scheduled: 'Scheduled',
  private: 'Private',
  published: 'Published',
};

/** GAP-08: which status may follow which. Staying put is always allowed (a no-op or a reschedule). */
const NEXT: Record<PageStatus, readonly PageStatus[]> = {
  draft: ['needs-review', 'scheduled', 'private', 'published'],
  'needs-review': ['draft', 'scheduled', 'published'],
  scheduled: ['draft', 'published'],
  private: ['published'],
  published: ['private'],
};

export function canTransition(from: PageStatus, to: PageStatus): boolean {
  return from === to || NEXT[from].includes(to);
}

/**
 * Whether a change affects what visitors see (so needs 'content.publish'): anything but moving
 * between Draft and Needs Review, the two states an editor works in before review.
 */
export function isPublishingTransition(from: PageStatus, to: PageStatus): boolean {
  const working = (s: PageStatus) => s === 'draft' || s === 'needs-review';
  return !(working(from) && working(to));
}

/** The status as of `now`: a Scheduled page whose time has come counts as Published. */
export function effectiveStatus(status: PageStatus, publishOn: number | null, now: number): PageStatus {
  return status === 'scheduled' && publishOn !== null && publishOn <= now ? 'published' : status;
}

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
