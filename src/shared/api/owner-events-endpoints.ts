/** The owner's panel events call as an endpoint descriptor (no zod: safe for the editor). */
import { endpoint, type In, type None } from './endpoint';
import type { OwnerEventsAnswer, OwnerEventsBody } from './owner-events';

export const OWNER_EVENTS_PATH = '/api/admin/events';

export const ownerEventsEndpoints = {
  record: endpoint<None, None, In<typeof OwnerEventsBody>, OwnerEventsAnswer>('POST', OWNER_EVENTS_PATH),
} as const;
