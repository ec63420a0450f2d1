/**
 * Raw visitor-analytics rows written straight into the day-partitioned tables, standing for
 * what the collection calls store; the reports' tests roll them up and read them back.
 */
import type { Database } from '../../src/db/database';
import { performanceRecords, scriptErrors, visitorEvents } from '../../src/modules/analytics/analytics.tables';

export type RawEvent = Partial<typeof visitorEvents.$inferInsert> & { websiteId: string; at: number; visitorKey: string };
export type RawVital = { websiteId: string; at: number; pageLoadId: string; metric: string; value: number; pageType?: string; device?: string; isBot?: boolean };
export type RawError = Partial<typeof scriptErrors.$inferInsert> & { websiteId: string; at: number; fingerprint: string; message?: string };

const CHUNK = 500;

async function chunked<T>(rows: T[], write: (chunk: T[]) => Promise<unknown>): Promise<void> {
  for (let i = 0; i < rows.length; i += CHUNK) await write(rows.slice(i, i + CHUNK));
}

/** Events: a page view unless `kind` says otherwise; occurred = received = `at`. */
export async function insertRawEvents(database: Database, events: RawEvent[]): Promise<void> {
  await chunked(events, (chunk) =>
    database.db.insert(visitorEvents).values(
      chunk.map(({ at, ...e }) => ({ kind: 'page_view', receivedAt: new Date(at), occurredAt: new Date(at), ...e })),
    ),
  );
}

export async function insertRawVitals(database: Database, vitals: RawVital[]): Promise<void> {
  await chunked(vitals, (chunk) =>
    database.db.insert(performanceRecords).values(
      chunk.map((v) => ({
        websiteId: v.websiteId,
        receivedAt: new Date(v.at),
        pageLoadId: v.pageLoadId,
        app: 'storefront',
        event: 'web_vital',
        metric: v.metric,
        value: v.value,
        pageType: v.pageType ?? 'home',
        device: v.device ?? 'desktop',
        isBot: v.isBot ?? false,
      })),
    ),
  );
}

export async function insertRawErrors(database: Database, errors: RawError[]): Promise<void> {
  await chunked(errors, (chunk) =>
    database.db.insert(scriptErrors).values(
      chunk.map(({ at, ...e }) => ({
        receivedAt: new Date(at),
        occurredAt: new Date(at),
        event: 'script_error',
        category: 'javascript',
        message: 'x is not defined',
        topFrame: 'https://shop.example/app.js:1:10',
        ...e,
      })),
    ),
  );
}
