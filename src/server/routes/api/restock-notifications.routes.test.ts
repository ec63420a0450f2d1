import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp } from '../../../../test/support/app';
import { captchaToken } from '../../../../test/support/captcha';
import { cartVisitor } from '../../../../test/support/cart';
import { describeDatabase } from '../../../../test/support/database';
import { ownerSession, siteHost } from '../../../../test/support/owner';
import { ContributorRole } from '../../../shared/enums';

const PATH = '/api/site-users/account/notifications/restock';

describeDatabase('restock notifications over HTTP', (db) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await createTestApp(db());
  });
  afterAll(async () => {
    await app.close();
  });

  /** A site with a mug in two sizes (8 oz sold out, 12 oz in stock), a digital e-book and an owner. */
  const setup = async (options: { captchaKey?: string } = {}) => {
    const tag = `restock-${randomBytes(4).toString('hex')}`;
    const site = await app.services.sites.create({ identifier: tag, title: `Store ${tag}`, ...(options.captchaKey !== undefined && { settings: { captchaSettings: { siteKey: options.captchaKey } } }) });
    const mug = await app.services.storeFlows.createProduct(site.id, {
      item: { title: 'Stoneware Mug', status: 'published' },
      product: { productType: 1, variants: [{ sku: `${tag}-8`, price: 2800, attributes: { Size: '8 oz' } }, { sku: `${tag}-12`, price: 3200, attributes: { Size: '12 oz' } }] },
      stock: [{ quantity: 0 }, { quantity: 4 }],
    });
    const ebook = await app.services.storeFlows.createProduct(site.id, { item: { title: 'E-book', status: 'published' }, product: { productType: 2, variants: [{ sku: `${tag}-e`, price: 900 }] }, stock: [] });
    const host = await siteHost(app, site.id);
    const [small, large] = mug.variants.map((v) => v.id) as [string, string];
    return { site, host, tag, mugId: mug.itemId, small, large, ebook, visitor: cartVisitor(app, host, `10.1.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`) };
  };
  const body = (productId: string, variantId: string, email: string, extra: Record<string, unknown> = {}) => ({ productId, variantId, siteVisitorEmail: { email }, isJoinMailingList: false, ...extra });

  it('RSTK-11 GAP-27 a visitor signs up with {productId, variantId, siteVisitorEmail: {email}, isJoinMailingList}; the same email once per variant', async () => {
    const { visitor, mugId, small, site } = await setup();
    const res = await visitor.request('POST', PATH, body(mugId, small, 'Ada@Example.com', { isJoinMailingList: true }));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true });
    expect((await visitor.request('POST', PATH, body(mugId, small, 'ada@example.com '))).statusCode).toBe(200);
    const page = await app.services.restock.listSignUps(site.id, mugId, small, undefined);
    expect(page.entries).toHaveLength(1);
    expect(page.entries[0]).toMatchObject({ email: 'ada@example.com', isJoinMailingList: false, language: null });
  });

  it('RSTK-03 RSTK-04 RSTK-09 blank and invalid emails answer 400 with the spec texts as the message', async () => {
    const { visitor, mugId, small } = await setup();
    const blank = await visitor.request('POST', PATH, body(mugId, small, '  '));
    expect(blank.statusCode).toBe(400);
    expect(blank.json()).toMatchObject({ message: 'Email cannot be blank', code: 'RESTOCK_EMAIL_BLANK' });
    expect((await visitor.request('POST', PATH, { productId: mugId, variantId: small })).json().message).toBe('Email cannot be blank');
    const invalid = await visitor.request('POST', PATH, body(mugId, small, 'ada@example'));
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().message).toBe('Email is invalid');
  });

  it('refuses unknown products and variants (404), products that never sell out (400), bad input (400) and a missing crumb (401)', async () => {
    const { visitor, mugId, small, ebook } = await setup();
    const other = await setup();
    expect((await visitor.request('POST', PATH, body(mugId, 'nope', 'a@example.com'))).statusCode).toBe(404);
    expect((await visitor.request('POST', PATH, body(other.mugId, other.small, 'a@example.com'))).statusCode).toBe(404);
    expect((await visitor.request('POST', PATH, body(ebook.itemId, small, 'a@example.com'))).statusCode).toBe(404);
    const digital = await visitor.request('POST', PATH, body(ebook.itemId, ebook.variants[0]!.id, 'a@example.com'));
    expect(digital.statusCode).toBe(400);
    expect(digital.json().code).toBe('RESTOCK_NOT_TRACKED');
    expect((await visitor.request('POST', PATH, body(mugId, small, 'a@example.com', { isJoinMailingList: 'yes' }))).statusCode).toBe(400);
    expect((await visitor.request('POST', PATH, body(mugId, small, 'a@example.com', { language: '<script>' }))).statusCode).toBe(400);
    const noCrumb = await visitor.request('POST', PATH, body(mugId, small, 'a@example.com'), { crumb: false });
    expect(noCrumb.statusCode).toBe(401);
    expect(noCrumb.json().crumbFail).toBe(true);
  });

  it('RSTK-12 the language the page sends is kept for the email', async () => {
    const { visitor, mugId, small, site } = await setup();
    await visitor.request('POST', PATH, body(mugId, small, 'fr@example.com', { language: 'fr-CA' }));
    expect((await app.services.restock.listSignUps(site.id, mugId, small, undefined)).entries[0]!.language).toBe('fr-CA');
  });

  it('RSTK-05 CAPT-07 CAPT-08 RSTK-13 with a site captcha key: no token → Complete CAPTCHA; a bad or replayed token → reCAPTCHA failed; a solved one passes', async () => {
    const { visitor, mugId, small, large, host, site } = await setup({ captchaKey: 'site-key' });
    const missing = await visitor.request('POST', PATH, body(mugId, small, 'a@example.com'));
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe('Complete CAPTCHA before submitting.');
    const bad = await visitor.request('POST', PATH, body(mugId, small, 'a@example.com', { captchaToken: 'forged' }));
    expect(bad.json().message).toBe('reCAPTCHA failed. Refresh this page and try again.');
    const token = await captchaToken(app, host);
    expect((await visitor.request('POST', PATH, body(mugId, small, 'b@example.com', { captchaToken: token }))).statusCode).toBe(200);
    const replay = await visitor.request('POST', PATH, body(mugId, small, 'c@example.com', { captchaToken: token }));
    expect(replay.json().message).toBe('reCAPTCHA failed. Refresh this page and try again.');
    // RSTK-11: the enterprise token field is read the same way.
    const enterprise = await captchaToken(app, host);
    expect((await visitor.request('POST', PATH, body(mugId, small, 'd@example.com', { recaptchaEnterpriseV3Token: enterprise })).then((r) => r.statusCode))).toBe(200);
    // A solved challenge of another site does not pass here.
    const elsewhere = await setup({ captchaKey: 'k' });
    const foreign = await captchaToken(app, elsewhere.host);
    expect((await visitor.request('POST', PATH, body(mugId, large, 'e@example.com', { captchaToken: foreign }))).json().code).toBe('CAPTCHA_FAILED');
    expect((await app.services.restock.listSignUps(site.id, mugId, small, undefined)).entries.map((s) => s.email)).toEqual(['b@example.com', 'd@example.com']);
  });

  it('CAPT-01 GET /api/captcha/challenge answers a fresh signed challenge, never cached', async () => {
    const { host } = await setup();
    const res = await app.inject({ method: 'GET', url: '/api/captcha/challenge', headers: { host } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json()).toMatchObject({ algorithm: 'SHA-256', maxnumber: 100_000 });
    const again = await app.inject({ method: 'GET', url: '/api/captcha/challenge', headers: { host } });
    expect(again.json().salt).not.toBe(res.json().salt);
  });

  it('GAP-75 a sixth sign-up in a minute from one IP for one variant answers 429 with the rate-limit text', async () => {
    const { visitor, mugId, small, large } = await setup();
    for (let i = 0; i < 5; i++) expect((await visitor.request('POST', PATH, body(mugId, small, `r${i}@example.com`))).statusCode).toBe(200);
    const limited = await visitor.request('POST', PATH, body(mugId, small, 'r5@example.com'));
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toBe('Please try again in a few seconds.');
    expect((await visitor.request('POST', PATH, body(mugId, large, 'r5@example.com'))).statusCode).toBe(200);
  });

  it('RSTK-22 GAP-12 owner calls: 401 for visitors and site users, 403 for roles without restock, 200 for admin, website manager and store manager', async () => {
    const { site, visitor, host } = await setup();
    expect((await visitor.request('GET', `${PATH}/groups`)).statusCode).toBe(401);
    expect((await visitor.request('POST', `${PATH}/send`, { productId: 'p', variantId: 'v' })).statusCode).toBe(401);
    await app.services.siteUsers.signUp(site.id, { email: 'customer@example.com', password: 'customer password 1' });
    const signIn = await visitor.request('POST', '/api/site-users/account/session', { email: 'customer@example.com', password: 'customer password 1', rememberMe: false });
    const userCookie = signIn.cookies.find((c) => c.name === 'stoa_site_user')!.value;
    const asUser = await visitor.request('GET', `${PATH}/groups`, undefined, { headers: { cookie: `crumb=${visitor.crumb}; stoa_site_user=${userCookie}` } });
    expect(asUser.statusCode).toBe(401);
    for (const role of [ContributorRole.EDITOR, ContributorRole.VIEWER]) {
      const owner = await ownerSession(app, { websiteId: site.id, role });
      expect((await app.inject({ method: 'GET', url: `${PATH}/groups`, headers: owner.headers })).statusCode).toBe(403);
    }
    for (const role of [ContributorRole.ADMIN, ContributorRole.WEBSITE_MANAGER, ContributorRole.STORE_MANAGER]) {
      const owner = await ownerSession(app, { websiteId: site.id, role });
      const res = await app.inject({ method: 'GET', url: `${PATH}/groups`, headers: { ...owner.headers, host } });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ signUpGroups: [], hasNextPage: false, nextPageCursor: null });
    }
  });

  it('RSTK-15 RSTK-17 RSTK-19 GAP-28 GAP-29 the owner lists groups (named, with stock) and each variant\'s sign-ups; counting sums the lists', async () => {
    const { site, visitor, mugId, small, large } = await setup();
    for (const email of ['a@example.com', 'b@example.com']) await visitor.request('POST', PATH, body(mugId, small, email, { isJoinMailingList: email.startsWith('a') }));
    await visitor.request('POST', PATH, body(mugId, large, 'c@example.com'));
    const owner = await ownerSession(app, { websiteId: site.id });
    const groups = (await app.inject({ method: 'GET', url: `${PATH}/groups`, headers: owner.headers })).json();
    const expected = [
      { productId: mugId, variantId: small, productName: 'Stoneware Mug', variantLabel: '8 oz', count: 2, inStock: false },
      { productId: mugId, variantId: large, productName: 'Stoneware Mug', variantLabel: '12 oz', count: 1, inStock: true },
    ];
    expect(groups.signUpGroups).toEqual(expect.arrayContaining(expected));
    expect(groups.signUpGroups).toHaveLength(2);
    let total = 0;
    for (const group of groups.signUpGroups as { productId: string; variantId: string }[]) {
      const res = await app.inject({ method: 'GET', url: `${PATH}?productId=${group.productId}&variantId=${group.variantId}`, headers: owner.headers });
      expect(res.statusCode).toBe(200);
      total += res.json().signUps.length;
      if (group.variantId === small) {
        expect(res.json()).toEqual({
          signUps: [
            { email: 'a@example.com', createdOn: Date.UTC(2026, 10, 21, 12), isJoinMailingList: true, language: null },
            { email: 'b@example.com', createdOn: Date.UTC(2026, 10, 21, 12), isJoinMailingList: false, language: null },
          ],
          hasNextPage: false,
          nextPageCursor: null,
        });
      }
    }
    expect(total).toBe(3);
    expect((await app.inject({ method: 'GET', url: `${PATH}?productId=${mugId}`, headers: owner.headers })).statusCode).toBe(400);
    expect((await app.inject({ method: 'GET', url: `${PATH}/groups?cursor=garbage`, headers: owner.headers })).statusCode).toBe(400);
  });

  it('RSTK-20 GAP-30 send: 409 while sold out; once in stock 202 {queued}, one email per sign-up in the outbox, then nothing pending', async () => {
    const { site, visitor, mugId, small, host } = await setup();
    for (const email of ['a@example.com', 'b@example.com']) await visitor.request('POST', PATH, body(mugId, small, email));
    const owner = await ownerSession(app, { websiteId: site.id, role: ContributorRole.STORE_MANAGER });
    const send = () => app.inject({ method: 'POST', url: `${PATH}/send`, headers: owner.headers, payload: { productId: mugId, variantId: small } });
    const early = await send();
    expect(early.statusCode).toBe(409);
    expect(early.json().code).toBe('RESTOCK_STILL_SOLD_OUT');
    await app.services.storeFlows.adjustStock(site.id, small, { delta: 3 }, {});
    const sent = await send();
    expect(sent.statusCode).toBe(202);
    expect(sent.json()).toEqual({ queued: 2 });
    const { messages } = await app.services.outbox.listMessages(site.id);
    expect(messages.map((m) => m.to).sort()).toEqual(['a@example.com', 'b@example.com']);
    expect(messages[0]!.subject).toBe('Stoneware Mug is back in stock');
    expect(messages[0]!.text).toContain(`http://${host}/`);
    expect(messages[0]!.text).toContain('Stoneware Mug (8 oz) is back in stock');
    expect((await send()).json()).toEqual({ queued: 0 });
    expect((await app.services.restock.listGroups(site.id, undefined)).entries).toEqual([]);
    const noCrumb = await app.inject({ method: 'POST', url: `${PATH}/send`, headers: { ...owner.headers, 'x-csrf-token': 'wrong' }, payload: { productId: mugId, variantId: small } });
    expect(noCrumb.statusCode).toBe(401);
  });

  it('RSTK-21 GAP-31 send/all answers 202 with a result per pair: queued, or the refusal', async () => {
    const { site, visitor, mugId, small, large } = await setup();
    await visitor.request('POST', PATH, body(mugId, small, 'a@example.com'));
    await visitor.request('POST', PATH, body(mugId, large, 'b@example.com'));
    const owner = await ownerSession(app, { websiteId: site.id });
    const res = await app.inject({
      method: 'POST',
      url: `${PATH}/send/all`,
      headers: owner.headers,
      payload: { sendRequests: [{ productId: mugId, variantId: large }, { productId: mugId, variantId: small }, { productId: mugId, variantId: 'gone' }] },
    });
    expect(res.statusCode).toBe(202);
    expect(res.json().results).toEqual([
      { productId: mugId, variantId: large, queued: 1 },
      { productId: mugId, variantId: small, error: 'That variant is still out of stock. Add stock before sending the back-in-stock email.' },
      { productId: mugId, variantId: 'gone', error: 'That product could not be found.' },
    ]);
    expect((await app.inject({ method: 'POST', url: `${PATH}/send/all`, headers: owner.headers, payload: { sendRequests: [] } })).statusCode).toBe(400);
  });

  it("isolation: an owner of site A sees and sends nothing of site B's sign-ups, on B's host or naming B's ids", async () => {
    const a = await setup();
    const b = await setup();
    await b.visitor.request('POST', PATH, body(b.mugId, b.large, 'bravo-secret@example.com'));
    const aOwner = await ownerSession(app, { websiteId: a.site.id });
    const onB = { ...aOwner.headers, host: b.host };
    expect((await app.inject({ method: 'GET', url: `${PATH}/groups`, headers: onB })).statusCode).toBe(401);
    expect((await app.inject({ method: 'GET', url: `${PATH}?productId=${b.mugId}&variantId=${b.large}`, headers: onB })).statusCode).toBe(401);
    expect((await app.inject({ method: 'POST', url: `${PATH}/send`, headers: onB, payload: { productId: b.mugId, variantId: b.large } })).statusCode).toBe(401);
    const named = await app.inject({ method: 'GET', url: `${PATH}?productId=${b.mugId}&variantId=${b.large}`, headers: aOwner.headers });
    expect(named.json().signUps).toEqual([]);
    expect((await app.inject({ method: 'GET', url: `${PATH}/groups`, headers: aOwner.headers })).body).not.toContain('bravo-secret');
    const send = await app.inject({ method: 'POST', url: `${PATH}/send`, headers: aOwner.headers, payload: { productId: b.mugId, variantId: b.large } });
    expect(send.statusCode).toBe(404);
    expect((await app.services.restock.listSignUps(b.site.id, b.mugId, b.large, undefined)).entries).toHaveLength(1);
    expect((await app.services.outbox.listMessages(b.site.id)).messages).toEqual([]);
  });
});
