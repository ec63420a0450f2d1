/**
 * The owner's analytics calls as endpoint descriptors (no zod: safe for the editor). Each report
 * also has a CSV export at the same path with `.csv` and a `table` query naming the table.
 */
import { endpoint, type In, type None } from './endpoint';
import type {
  AnalyticsOverviewAnswer,
  AnalyticsRangeQuery,
  AnalyticsSettings,
  AnalyticsSettingsBody,
  ErrorsAnswer,
  WebVitalsAnswer,
} from './analytics';

export const ANALYTICS_ADMIN_PATH = '/api/admin/analytics';

export const analyticsEndpoints = {
  overview: endpoint<None, In<typeof AnalyticsRangeQuery>, None, AnalyticsOverviewAnswer>('GET', `${ANALYTICS_ADMIN_PATH}/overview`),
  webVitals: endpoint<None, In<typeof AnalyticsRangeQuery>, None, WebVitalsAnswer>('GET', `${ANALYTICS_ADMIN_PATH}/web-vitals`),
  errors: endpoint<None, In<typeof AnalyticsRangeQuery>, None, ErrorsAnswer>('GET', `${ANALYTICS_ADMIN_PATH}/errors`),
  settings: endpoint<None, None, None, AnalyticsSettings>('GET', `${ANALYTICS_ADMIN_PATH}/settings`),
  updateSettings: endpoint<None, None, In<typeof AnalyticsSettingsBody>, AnalyticsSettings>('PUT', `${ANALYTICS_ADMIN_PATH}/settings`),
} as const;

/**
 * CSV exports: `GET /api/admin/analytics/overview.csv?from&to&table=days|pages|referrers|campaigns|devices|browsers|countries|funnel|products|business-events`,
 * `GET /api/admin/analytics/web-vitals.csv?from&to`, `GET /api/admin/analytics/errors.csv?from&to`.
 */
export const ANALYTICS_CSV_TABLES = ['days', 'pages', 'referrers', 'campaigns', 'devices', 'browsers', 'countries', 'funnel', 'products', 'business-events'] as const;
export const analyticsCsvPath = (report: 'overview' | 'web-vitals' | 'errors') => `${ANALYTICS_ADMIN_PATH}/${report}.csv`;
