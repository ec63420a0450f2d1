/** The analytics module: the owner's panel events (ADM-02..ADM-06), stored per site. */
import { readMigrations } from '../../db/migrations';

export { createAnalyticsService, type AnalyticsService, type AnalyticsDeps, type StoredOwnerEvent } from './analytics.service';

export const ANALYTICS_MIGRATIONS = readMigrations('analytics', new URL('./migrations/', import.meta.url));
