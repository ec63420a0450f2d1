/**
 * The owner's analytics reports, read from the daily rollups (which this service also keeps).
 * Every read is bounded by the site and a range of the site's days; the caller checks the range.
 */
import type { DbOrTx } from '../../../db/database';
import type { Clock } from '../../../shared/clock';
import { readErrors } from './errors.report';
import { createAnalyticsRollups } from './rollup.service';
import { readTraffic } from './traffic.report';
import { readVitals } from './vitals.report';

export type AnalyticsReports = ReturnType<typeof createAnalyticsReports>;

export function createAnalyticsReports({ db, clock }: { db: DbOrTx; clock: Clock }) {
  const rollups = createAnalyticsRollups({ db, clock });
  return {
    rollups,
    traffic: (websiteId: string, from: string, to: string) => readTraffic(db, websiteId, from, to),
    webVitals: (websiteId: string, from: string, to: string) => readVitals(db, websiteId, from, to),
    errors: (websiteId: string, from: string, to: string) => readErrors(db, websiteId, from, to),
  };
}
