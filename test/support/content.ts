/**
 * Content database tests: a fresh site per test, a content service over it with a clock the
 * test moves, and the events the service announced.
 */
import type { Database } from '../../src/db/database';
import { createContentService, type ContentService } from '../../src/modules/content';
import { createSitesService } from '../../src/modules/sites';
import { fixedClock } from '../../src/shared/clock';
import { createEventBus, type DomainEvent } from '../../src/shared/events';
import { sequentialIds } from '../../src/shared/ids';

export const CONTENT_TEST_NOW = Date.UTC(2026, 10, 21, 12, 0, 0);

let siteCounter = 0;

export interface ContentFixture {
  content: ContentService;
  websiteId: string;
  clock: ReturnType<typeof fixedClock>;
  events: DomainEvent[];
}

/** A new site and a content service; ids are unique per call so tests can share a database. */
export async function contentFixture(database: Database): Promise<ContentFixture> {
  const n = ++siteCounter;
  const prefix = `c${process.pid.toString(36)}x${n}x`;
  const clock = fixedClock(CONTENT_TEST_NOW);
  const bus = createEventBus((e) => {
    throw e;
  });
  const events: DomainEvent[] = [];
  bus.on('site.changed', (e) => void events.push(e));
  const ids = sequentialIds(prefix);
  const sites = createSitesService({ db: database.db, ids, clock, events: bus });
  const site = await sites.create({ identifier: `content-${process.pid}-${n}`, isDefault: false });
  events.length = 0;
  return { content: createContentService({ db: database.db, ids, clock, events: bus }), websiteId: site.id, clock, events };
}
