/** The analytics module: the owner's panel events (ADM-02..ADM-06) and the visitors' analytics reports, stored per site. */
import { readMigrations } from '../../db/migrations';

export { createAnalyticsService, type AnalyticsService, type AnalyticsDeps, type StoredOwnerEvent } from './analytics.service';
export { createAnalyticsReports, type AnalyticsReports } from './reports/analytics-reports.service';
export { TODAY_STALE_MS, type AnalyticsRollups, type ReportSite } from './reports/rollup.service';
export { BREAKDOWN_DIMENSIONS, BREAKDOWN_TOP, type BreakdownDimension, type BreakdownRow, type TrafficReport, type TrafficDayRow, type FunnelCounts, type BusinessEventCounts, type BusinessEventDayRow } from './reports/traffic.report';
export type { VitalsReport, VitalReportRow } from './reports/vitals.report';
export type { ErrorsReport, ErrorGroupRow } from './reports/errors.report';
export { addDays, dayCount, dayOf, dayStartMs, isCalendarDay } from './reports/report-days';
export { createVisitorCollection, type VisitorCollection, type VisitorCollectionDeps, type Caller } from './visitor-collection.service';
export { INGEST_DEFAULTS, type IngestStats } from './ingest-queue';
export { RAW_TABLES, partitionName, type PartitionManager, type PartitionReport } from './partitions';

export const ANALYTICS_MIGRATIONS = readMigrations('analytics', new URL('./migrations/', import.meta.url));
