/** What the content services are built from (wired once in the server's app.ts). */
import type { DbOrTx } from '../../db/database';
import type { Clock } from '../../shared/clock';
import type { EventBus } from '../../shared/events';
import type { IdSource } from '../../shared/ids';

export interface ContentDeps {
  /** The database, or a transaction when a flow makes several modules' writes one unit. */
  db: DbOrTx;
  ids: IdSource;
  clock: Clock;
  events: EventBus;
}

/** Announces that a site's content changed, so its storefront snapshot is dropped. */
export function announceChange(events: EventBus, websiteId: string): void {
  events.emit({ type: 'site.changed', websiteId });
}
