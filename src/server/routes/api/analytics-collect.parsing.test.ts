/**
 * The collection calls' own body parsers and skipped hooks (issue 14 §3, "Collection calls' cost
 * per call" in docs/decisions.md): the text rules hold as on every other route, a 202 says
 * `{ accepted: true }` as JSON, and a shopper's session cookie is not looked up (nor cleared).
 */
import { randomBytes } from 'node:crypto';
import { expect, it } from 'vitest';
import { createTestApp } from '../../../../test/support/app';
import { describeDatabase } from '../../../../test/support/database';
import { siteHost } from '../../../../test/support/owner';
import { formFields } from '../../plugins/checked-text-parsers';

const FORM = 'application/x-www-form-urlencoded';

describeDatabase('visitor analytics collection: parsing and skipped hooks', (db) => {
  const setup = async () => {
    const app = await createTestApp(db());
    const site = await app.services.sites.create({ identifier: `anlp-${randomBytes(4).toString('hex')}`, title: 'Shop' });
    const host = await siteHost(app, site.id);
    const crumb = randomBytes(18).toString('base64url');
    const post = (url: string, payload: string | Buffer, type: string, cookie = '') =>
      app.inject({ method: 'POST', url, payload, headers: { host, 'content-type': type, cookie: `crumb=${crumb}${cookie}`, 'x-csrf-token': crumb } });
    const data = JSON.stringify({ websiteId: site.id, url: `https://${host}/shop/lamp`, pageType: 'product' });
    const count = async (table: string) => {
      await app.services.visitorAnalytics.flush();
      return (await db().query<{ n: number }>(`select count(*)::int as n from ${table} where website_id = $1`, [site.id]))[0]!.n;
    };
    return { app, site, post, data, count };
  };

  it('issue 14 §3 a 202 answers { accepted: true } as JSON, for form, JSON and beacon text bodies', async () => {
    const { app, site, post, data, count } = await setup();
    const answers = [
      await post('/api/census/RecordHit', new URLSearchParams({ event: 'view', data }).toString(), FORM),
      await post('/api/census/overlay', data, 'text/plain;charset=UTF-8'),
      await post('/api/census/button-click', data, 'application/json'),
      await post('/api/events/RecordJavascriptErrors', JSON.stringify([{ event: 'error', timestamp: 1, data: { message: 'x', websiteId: site.id } }]), 'application/json'),
    ];
    for (const answer of answers) {
      expect(answer.statusCode).toBe(202);
      expect(answer.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(answer.json()).toEqual({ accepted: true });
      expect(answer.headers['x-content-type-options']).toBe('nosniff');
    }
    expect(await count('analytics_events')).toBe(3);
    expect(await count('analytics_script_errors')).toBe(1);
    await app.close();
  });

  it('issue 14 §1 bytes that are not UTF-8, NUL and prototype keys are refused with a 400 and never stored', async () => {
    const { app, post, data, count } = await setup();
    const notUtf8 = Buffer.concat([Buffer.from('event=view&data='), Buffer.from([0xff, 0xfe]), Buffer.from(encodeURIComponent(data))]);
    const refused = [
      await post('/api/census/RecordHit', notUtf8, FORM),
      await post('/api/census/overlay', Buffer.concat([Buffer.from(data.slice(0, -1)), Buffer.from([0xc0, 0x80]), Buffer.from('}')]), 'text/plain'),
      await post('/api/census/button-click', Buffer.from([0x7b, 0xff, 0x7d]), 'application/json'),
    ];
    for (const answer of refused) {
      expect(answer.statusCode).toBe(400);
      expect(answer.json()).toMatchObject({ code: 'INVALID_TEXT' });
    }
    const nul = await post('/api/census/RecordHit', new URLSearchParams({ event: 'vi\0ew', data }).toString(), FORM);
    expect(nul.statusCode).toBe(400);
    expect(nul.json()).toMatchObject({ code: 'INVALID_TEXT' });
    const poisoned = await post('/api/census/button-click', data.replace('{', '{"__proto__":{"x":1},'), 'application/json');
    expect(poisoned.statusCode).toBe(400);
    const empty = await post('/api/census/button-click', '', 'application/json');
    expect(empty.statusCode).toBe(400);
    expect(await count('analytics_events')).toBe(0);
    await app.close();
  });

  it('issue 14 §1 a repeated form field is refused, as on every other form route', async () => {
    const { app, post, data, count } = await setup();
    const answer = await post('/api/census/RecordHit', `event=view&event=view&data=${encodeURIComponent(data)}`, FORM);
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
    expect(await count('analytics_events')).toBe(0);
    const fields = formFields('a=1&b=x+y&a=2&__proto__=z');
    expect([fields.a, fields.b, Object.getOwnPropertyDescriptor(fields, '__proto__')?.value, Object.getPrototypeOf(fields)]).toEqual([['1', '2'], 'x y', 'z', null]);
    await app.close();
  });

  it('issue 14 §3 a shopper’s session cookie is not looked up by a collection call, nor cleared', async () => {
    const { app, post, data, count } = await setup();
    const answer = await post('/api/census/overlay', data, 'text/plain', '; stoa_site_user=no-such-session; SiteUserInfo=x');
    expect(answer.statusCode).toBe(202);
    expect(String(answer.headers['set-cookie'] ?? '')).not.toContain('stoa_site_user');
    expect(await count('analytics_events')).toBe(1);
    await app.close();
  });
});
