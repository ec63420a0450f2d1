/** The analytics module: the owner's panel events (ADM-02..ADM-06), stored per site, and visitor analytics collection (issue 14). */
import { readMigrations } from '../../db/migrations';

export { createAnalyticsService, type AnalyticsService, type AnalyticsDeps, type StoredOwnerEvent } from './analytics.service';
export { createVisitorCollection, type VisitorCollection, type VisitorCollectionDeps, type Caller } from './visitor-collection.service';
export { INGEST_DEFAULTS, type IngestStats } from './ingest-queue';
export { RAW_TABLES, partitionName, type PartitionManager, type PartitionReport } from './partitions';

export const ANALYTICS_MIGRATIONS = readMigrations('analytics', new URL('./migrations/', import.meta.url));
