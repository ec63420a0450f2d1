/**
 * Business events in the owner's overview over HTTP (GAP-13, ANL-08): events posted to the
 * storefront's business-event call with the census cookie are read back per name and per day
 * from the daily rollups — today's re-rolled when the overview asks, earlier days as rolled —
 * for the site they were sent to only, bots left out, with their CSV export. The test app's
 * clock is 2026-11-21 12:00 UTC (07:00 in New York, the sites' time zone).
 */
import { randomBytes } from 'node:crypto';
import { expect, it } from 'vitest';
import { ANALYTICS_COOKIES } from '../../../shared/analytics/analytics-rules';
import { analyticsCsvPath, analyticsEndpoints } from '../../../shared/api/analytics-endpoints';
import { ContributorRole } from '../../../shared/enums';
import { insertRawEvents } from '../../../../test/support/analytics-rows';
import { createTestApp } from '../../../../test/support/app';
import { describeDatabase } from '../../../../test/support/database';
import { ownerSession, siteHost } from '../../../../test/support/owner';

const CHROME = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36';
const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';
const RECORD = 'aid-9|1700000000000|1700000000000|1700000000000|1';
const YESTERDAY_AT = Date.UTC(2026, 10, 20, 18); // 13:00 in New York, 2026-11-20

describeDatabase('business events in the analytics overview', (db) => {
  const setup = async () => {
    const app = await createTestApp(db());
    const site = await app.services.sites.create({ identifier: `anl-bo-${randomBytes(4).toString('hex')}`, title: 'Shop' });
    const other = await app.services.sites.create({ identifier: `anl-bx-${randomBytes(4).toString('hex')}`, title: 'Other' });
    const owner = await ownerSession(app, { websiteId: site.id, role: ContributorRole.REPORTING });
    const get = (url: string) => app.inject({ method: 'GET', url, headers: owner.headers });
    /** What the storefront's script sends: the census cookie in the body and on the request. */
    const post = async (websiteId: string, event: string, data: Record<string, string>, userAgent = CHROME) => {
      const host = await siteHost(app, websiteId);
      const res = await app.inject({
        method: 'POST',
        url: '/api/census/business-event',
        headers: { host, 'user-agent': userAgent, cookie: `${ANALYTICS_COOKIES.visitRecord}=${encodeURIComponent(RECORD)}` },
        payload: { event, data, visitorCookie: RECORD, analyticsId: 'aid-9', websiteId, url: `https://${host}/search?q=lamp`, title: 'Search', pageType: 'page' },
      });
      expect(res.statusCode, res.body).toBe(202);
    };
    return { app, site, other, get, post };
  };

  it('GAP-13 ANL-08 posted business events show in the overview per name and day, from the rollups, for their own site only', async () => {
    const { app, site, other, get, post } = await setup();
    // Yesterday's, already rolled up (the job's work): read from the rollup, never the raw rows.
    await insertRawEvents(db(), [
      { websiteId: site.id, at: YESTERDAY_AT, visitorKey: 'y', sessionId: 'y', kind: 'business_event', name: 'lead', data: { content_category: 'form' } },
      { websiteId: site.id, at: YESTERDAY_AT + 1000, visitorKey: 'y', sessionId: 'y', kind: 'business_event', name: 'search', data: { query: 'mug' } },
    ]);
    await app.services.analyticsReports.rollups.rollupDay(site, '2026-11-20');
    // Today's, through the collection call; the overview flushes the queue and re-rolls today.
    await post(site.id, 'search', { query: 'lamp' });
    await post(site.id, 'search', { query: 'vase' });
    await post(site.id, 'lead', { content_category: 'newsletter', formId: 'f-1' });
    await post(site.id, 'complete_registration', {});
    await post(site.id, 'search', { query: 'crawler' }, GOOGLEBOT);
    await post(other.id, 'lead', { content_category: 'form', formId: 'f-9' });
    await post(other.id, 'complete_registration', {});

    const res = await get(`${analyticsEndpoints.overview.path}?from=2026-11-20&to=2026-11-21`);
    expect(res.statusCode).toBe(200);
    const { businessEvents, botHits } = res.json();
    expect(businessEvents.events).toEqual([
      { event: 'search', label: 'Searches', count: 3 },
      { event: 'lead', label: 'Leads', count: 2 },
      { event: 'complete_registration', label: 'Registrations', count: 1 },
    ]);
    expect(businessEvents.days).toEqual([
      { day: '2026-11-20', search: 1, lead: 1, completeRegistration: 0 },
      { day: '2026-11-21', search: 2, lead: 1, completeRegistration: 1 },
    ]);
    expect(botHits).toBe(1);

    // The figures are the rollup's: yesterday's raw rows gone (a dropped partition) leave them standing.
    await db().query('delete from analytics_events where website_id = $1 and received_at < $2', [site.id, new Date(Date.UTC(2026, 10, 21, 5))]);
    const yesterday = (await get(`${analyticsEndpoints.overview.path}?from=2026-11-20&to=2026-11-20`)).json().businessEvents;
    expect(yesterday.events.map((e: { count: number }) => e.count)).toEqual([1, 1, 0]);

    // The other site's owner sees only its own.
    const otherOwner = await ownerSession(app, { websiteId: other.id, role: ContributorRole.REPORTING });
    const theirs = (await app.inject({ method: 'GET', url: `${analyticsEndpoints.overview.path}?from=2026-11-21&to=2026-11-21`, headers: otherOwner.headers })).json();
    expect(theirs.businessEvents.events.map((e: { count: number }) => e.count)).toEqual([0, 1, 1]);
    await app.close();
  });

  it('GAP-13 ANL-08 the business events table exports as CSV; a range without any reads 0 for each', async () => {
    const { app, site, get, post } = await setup();
    await post(site.id, 'lead', { content_category: 'form', formId: 'f-1' });
    const csv = await get(`${analyticsCsvPath('overview')}?from=2026-11-21&to=2026-11-21&table=business-events`);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.headers['content-disposition']).toBe('attachment; filename="analytics-business-events-2026-11-21-to-2026-11-21.csv"');
    expect(csv.body).toBe('event,label,count\r\nsearch,Searches,0\r\nlead,Leads,1\r\ncomplete_registration,Registrations,0\r\n');
    const empty = (await get(`${analyticsEndpoints.overview.path}?from=2026-11-01&to=2026-11-02`)).json().businessEvents;
    expect(empty.events.map((e: { count: number }) => e.count)).toEqual([0, 0, 0]);
    expect(empty.days).toEqual([
      { day: '2026-11-01', search: 0, lead: 0, completeRegistration: 0 },
      { day: '2026-11-02', search: 0, lead: 0, completeRegistration: 0 },
    ]);
    await app.close();
  });
});
