/**
 * The owner issues a gift card (GAP-61): POST /api/admin/gift-cards makes a card in the store's
 * currency with a fresh code and its 'issue' movement, and queues the recipient's email with the
 * code, in one transaction (a failed email leaves no card); 'commerce.orders' only; the card is
 * the request's site's alone.
 */
import { expect, it } from 'vitest';
import { createTestApp } from '../../../../test/support/app';
import { createCartSite } from '../../../../test/support/cart';
import { describeDatabase } from '../../../../test/support/database';
import { ownerSession } from '../../../../test/support/owner';
import { issueOwnerGiftCard } from '../../../flows/gift-cards';
import { ContributorRole } from '../../../shared/enums';

describeDatabase('owner issues gift cards', (db) => {
  const setup = async () => {
    const app = await createTestApp(db());
    const { site } = await createCartSite(app);
    const owner = await ownerSession(app, { websiteId: site.id });
    const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: Record<string, unknown>, headers = owner.headers) =>
      app.inject({ method, url, headers, ...(payload !== undefined && { payload }) });
    return { app, site, owner, call };
  };
  const usd = (value: string) => ({ value, currency: 'USD', decimalValue: value, currencyCode: 'USD' });

  it('GAP-61 issues a card with a new code, its ledger and the recipient’s email (escaped) in the outbox', async () => {
    const { app, site, call } = await setup();
    const res = await call('POST', '/api/admin/gift-cards', { amount: 4000, recipientEmail: ' grace@example.com ', recipientName: 'Grace', message: 'Thanks for <everything>' });
    expect(res.statusCode).toBe(201);
    const { giftCard, movements } = res.json();
    expect(giftCard).toMatchObject({ status: 'active', testMode: false, initialAmount: usd('40.00'), balance: usd('40.00'), recipientEmail: 'grace@example.com', recipientName: 'Grace', orderId: null });
    expect(giftCard.code).toMatch(/^[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}$/);
    expect(giftCard.code.endsWith(giftCard.last4)).toBe(true);
    expect(movements).toEqual([expect.objectContaining({ kind: 'issue', amount: usd('40.00'), balanceAfter: usd('40.00') })]);
    expect((await call('GET', '/api/admin/gift-cards')).json().giftCards.map((c: { id: string }) => c.id)).toEqual([giftCard.id]);

    const outbox = (await call('GET', '/api/admin/outbox')).json();
    const sent = outbox.messages.filter((m: { to: string }) => m.to === 'grace@example.com');
    expect(sent).toHaveLength(1);
    const [mail] = await db().query<{ text_body: string; html_body: string }>("select text_body, html_body from outbox_messages where website_id = $1 and to_address = 'grace@example.com'", [site.id]);
    expect(mail!.text_body).toContain(`Gift card code: ${giftCard.code}`);
    expect(mail!.text_body).toContain('40.00 USD');
    expect(mail!.html_body).toContain('Thanks for &lt;everything&gt;');
    await app.close();
  });

  it('GAP-61 GAP-58 a card issued while the store is in test mode pays only test orders', async () => {
    const { app, call } = await setup();
    expect((await call('PUT', '/api/admin/catalog/settings', { testMode: true })).statusCode).toBe(200);
    const res = await call('POST', '/api/admin/gift-cards', { amount: 1000, recipientEmail: 'grace@example.com' });
    expect(res.json().giftCard).toMatchObject({ testMode: true, recipientName: '' });
    await app.close();
  });

  it('GAP-61 refuses a card without an amount or with a bad email, saying which field', async () => {
    const { app, call } = await setup();
    for (const [payload, field] of [
      [{ amount: 0, recipientEmail: 'grace@example.com' }, 'amount'],
      [{ amount: 12.5, recipientEmail: 'grace@example.com' }, 'amount'],
      [{ amount: 1000, recipientEmail: 'not an email' }, 'recipientEmail'],
      [{ amount: 1000 }, 'recipientEmail'],
      [{ amount: 1000, recipientEmail: 'grace@example.com', message: 'x'.repeat(501) }, 'message'],
    ] as const) {
      const res = await call('POST', '/api/admin/gift-cards', payload);
      expect(res.json()).toMatchObject({ status: 400, code: 'VALIDATION_FAILED' });
      expect(Object.keys(res.json().data.errors)).toEqual([field]);
    }
    expect((await call('GET', '/api/admin/gift-cards')).json().giftCards).toEqual([]);
    await app.close();
  });

  it('GAP-61 the card and its email are one transaction: an email that cannot be queued leaves no card', async () => {
    const { app, site } = await setup();
    const failing = issueOwnerGiftCard(
      {
        testModeOf: async () => false,
        inTransaction: (work) =>
          app.services.inOrderTransaction((services) =>
            work({
              giftCards: services.giftCards,
              outbox: {
                enqueue: async () => {
                  throw new Error('outbox unavailable');
                },
              },
            }),
          ),
      },
      site.id,
      { amount: 1000, recipientEmail: 'grace@example.com', recipientName: '', message: '' },
      { currency: 'USD', storeName: site.title },
    );
    await expect(failing).rejects.toThrow('outbox unavailable');
    expect((await app.services.giftCards.list(site.id)).giftCards).toEqual([]);
    await app.close();
  });

  it('GAP-10 GAP-61 needs the orders permission; the card belongs to the issuing site alone', async () => {
    const { app, site, call } = await setup();
    const editor = await ownerSession(app, { websiteId: site.id, role: ContributorRole.EDITOR });
    expect((await call('POST', '/api/admin/gift-cards', { amount: 1000, recipientEmail: 'grace@example.com' }, editor.headers)).statusCode).toBe(403);
    expect((await app.inject({ method: 'POST', url: '/api/admin/gift-cards', headers: { host: editor.headers.host! }, payload: { amount: 1000, recipientEmail: 'grace@example.com' } })).statusCode).toBe(401);
    expect((await app.services.giftCards.list(site.id)).giftCards).toEqual([]);

    const other = await createCartSite(app);
    const theirOwner = await ownerSession(app, { websiteId: other.site.id });
    const theirs = await call('POST', '/api/admin/gift-cards', { amount: 1000, recipientEmail: 'grace@example.com' }, theirOwner.headers);
    expect(theirs.statusCode).toBe(201);
    expect((await call('GET', '/api/admin/gift-cards')).json().giftCards).toEqual([]);
    expect((await call('GET', `/api/admin/gift-cards/${theirs.json().giftCard.id}`)).statusCode).toBe(404);
    await app.close();
  });
});
