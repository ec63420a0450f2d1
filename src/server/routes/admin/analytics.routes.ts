/**
 * The owner's analytics reports (issue 14 §4): traffic with the funnel and sales, page speed,
 * script errors, each over `from`..`to` (the site's days), and their CSV exports. Read access
 * to 'analytics.read' is needed (the Reporting role has it). The settings calls live elsewhere.
 */
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AnalyticsOverviewAnswer, AnalyticsRangeQuery, ErrorsAnswer, WebVitalsAnswer } from '../../../shared/api/analytics';
import { ANALYTICS_CSV_TABLES, analyticsCsvPath, analyticsEndpoints } from '../../../shared/api/analytics-endpoints';
import { analyticsCsvFileName, errorsCsv, overviewCsv, webVitalsCsv } from '../../http/analytics-csv';
import { siteOf } from '../../http/site-of';
import { requirePermission } from '../../plugins/owner-auth';

const OverviewCsvQuery = AnalyticsRangeQuery.extend({ table: z.enum(ANALYTICS_CSV_TABLES).default('days') });

function sendCsv(reply: FastifyReply, fileName: string, body: string) {
  return reply
    .header('cache-control', 'no-store')
    .header('content-disposition', `attachment; filename="${fileName}"`)
    .type('text/csv; charset=utf-8')
    .send(body);
}

export function registerAdminAnalyticsRoutes(fastify: FastifyInstance): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { analyticsReportFlows: reports } = app.services;
  const guard = { preHandler: requirePermission('analytics.read') };

  app.get(analyticsEndpoints.overview.path, { ...guard, schema: { querystring: AnalyticsRangeQuery, response: { 200: AnalyticsOverviewAnswer } } }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return reports.overview(siteOf(request), request.query);
  });
  app.get(analyticsEndpoints.webVitals.path, { ...guard, schema: { querystring: AnalyticsRangeQuery, response: { 200: WebVitalsAnswer } } }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return reports.webVitals(siteOf(request), request.query);
  });
  app.get(analyticsEndpoints.errors.path, { ...guard, schema: { querystring: AnalyticsRangeQuery, response: { 200: ErrorsAnswer } } }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return reports.errors(siteOf(request), request.query);
  });

  app.get(analyticsCsvPath('overview'), { ...guard, schema: { querystring: OverviewCsvQuery } }, async (request, reply) => {
    const answer = await reports.overview(siteOf(request), request.query);
    return sendCsv(reply, analyticsCsvFileName(request.query.table, answer.from, answer.to), overviewCsv(answer, request.query.table));
  });
  app.get(analyticsCsvPath('web-vitals'), { ...guard, schema: { querystring: AnalyticsRangeQuery } }, async (request, reply) => {
    const answer = await reports.webVitals(siteOf(request), request.query);
    return sendCsv(reply, analyticsCsvFileName('web-vitals', answer.from, answer.to), webVitalsCsv(answer));
  });
  app.get(analyticsCsvPath('errors'), { ...guard, schema: { querystring: AnalyticsRangeQuery } }, async (request, reply) => {
    const answer = await reports.errors(siteOf(request), request.query);
    return sendCsv(reply, analyticsCsvFileName('errors', answer.from, answer.to), errorsCsv(answer));
  });
}
