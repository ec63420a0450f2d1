/**
 * The business-event call over HTTP (GAP-13, ANL-08): a good body with the census cookie is
 * queued (202) and stored like the census's events, bots apart; a bad body (no census cookie,
 * an unknown event, another site's id, bad data) is a 400 with a message and stores nothing.
 */
import { randomBytes } from 'node:crypto';
import { expect, it } from 'vitest';
import { createTestApp } from '../../../../test/support/app';
import { describeDatabase } from '../../../../test/support/database';
import { siteHost } from '../../../../test/support/owner';

const CHROME = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36';
const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';
const RECORD = 'aid-7|1700000000000|1700000000000|1700000000000|1';

describeDatabase('the business-event call', (db) => {
  const setup = async () => {
    const app = await createTestApp(db());
    const site = await app.services.sites.create({ identifier: `anl-be-${randomBytes(4).toString('hex')}`, title: 'Shop' });
    const host = await siteHost(app, site.id);
    const send = (payload: unknown, headers: Record<string, string> = {}) =>
      app.inject({ method: 'POST', url: '/api/census/business-event', headers: { host, 'user-agent': CHROME, ...headers }, payload: payload as string });
    const body = (extra: Record<string, unknown> = {}) => ({
      event: 'lead',
      data: { content_category: 'newsletter', formId: 'f-1' },
      visitorCookie: RECORD,
      analyticsId: 'aid-7',
      websiteId: site.id,
      url: `https://${host}/contact?utm_source=news`,
      title: 'Contact',
      locale: 'en-US',
      pageType: 'page',
      ...extra,
    });
    const rows = async () => {
      await app.services.visitorAnalytics.flush();
      return db().query<Record<string, unknown>>('select * from analytics_events where website_id = $1 order by occurred_at', [site.id]);
    };
    return { app, site, send, body, rows };
  };

  it('GAP-13 a business event with the census cookie is queued (202, no crumb) and stored with its data, bots apart', async () => {
    const { app, send, body, rows } = await setup();
    expect((await send(body())).statusCode).toBe(202);
    // A beacon's text/plain JSON is taken too.
    expect((await send(JSON.stringify(body({ event: 'search', data: { query: 'lamp' } })), { 'content-type': 'text/plain;charset=UTF-8', 'user-agent': GOOGLEBOT })).statusCode).toBe(202);
    const stored = await rows();
    expect(stored).toHaveLength(2);
    expect(stored.find((r) => r.name === 'lead')).toMatchObject({ kind: 'business_event', path: '/contact', utm_source: 'news', visitor_key: 'aid-7', is_bot: false, data: { title: 'Contact', content_category: 'newsletter', formId: 'f-1' } });
    expect(stored.find((r) => r.name === 'search')).toMatchObject({ kind: 'business_event', is_bot: true });
    await app.close();
  });

  it('GAP-13 ANL-08 bad bodies are a 400 with a message and store nothing: no census cookie, an unknown event, bad data, another site', async () => {
    const { app, send, body, rows } = await setup();
    const { visitorCookie: _none, ...withoutCookie } = body();
    const bad = [
      withoutCookie,
      body({ visitorCookie: 'not a record' }),
      body({ event: 'purchase' }),
      body({ data: { nested: { no: 1 } } }),
      body({ data: Object.fromEntries(Array.from({ length: 21 }, (_, i) => [`k${i}`, i])) }),
      body({ websiteId: 'another-site' }),
      '{not json',
    ];
    for (const payload of bad) {
      const answer = await send(payload, typeof payload === 'string' ? { 'content-type': 'text/plain' } : {});
      expect(answer.statusCode).toBe(400);
      expect(answer.json()).toMatchObject({ code: 'VALIDATION_FAILED', message: expect.any(String) });
    }
    const missing = await send(withoutCookie);
    expect(Object.keys(missing.json().data.errors)).toContain('visitorCookie');
    expect(await rows()).toEqual([]);
    await app.close();
  });
});
