/**
 * The owner's gift cards (GAP-61): list without whole codes, one card with its code and
 * ledger, disable, adjust with a note, resend the recipient's email; the permission of
 * orders ('commerce.orders'), and never another site's cards.
 */
import { expect, it } from 'vitest';
import { createTestApp } from '../../../../test/support/app';
import { createCartSite } from '../../../../test/support/cart';
import { describeDatabase } from '../../../../test/support/database';
import { issueCard, ledgerAndBalance } from '../../../../test/support/gift-cards';
import { ownerSession } from '../../../../test/support/owner';
import { ContributorRole } from '../../../shared/enums';

describeDatabase('owner gift card routes', (db) => {
  const setup = async () => {
    const app = await createTestApp(db());
    const { site } = await createCartSite(app);
    const owner = await ownerSession(app, { websiteId: site.id });
    const call = (method: 'GET' | 'POST', url: string, payload?: Record<string, unknown>, headers = owner.headers) =>
      app.inject({ method, url, headers, ...(payload !== undefined && { payload }) });
    return { app, site, owner, call };
  };

  it('GAP-61 lists cards by their last 4 only; the detail has the code and the ledger', async () => {
    const { app, site, call } = await setup();
    const gift = await issueCard(app, site.id, 2500);
    const list = await call('GET', '/api/admin/gift-cards');
    expect(list.statusCode).toBe(200);
    expect(list.json().giftCards).toEqual([expect.objectContaining({ id: gift.id, last4: gift.last4, status: 'active', balance: expect.objectContaining({ value: '25.00' }) })]);
    expect(list.body).not.toContain(gift.code);
    const detail = await call('GET', `/api/admin/gift-cards/${gift.id}`);
    expect(detail.json()).toMatchObject({
      giftCard: { id: gift.id, code: gift.code.match(/.{4}/g)!.join('-'), recipientEmail: 'jane@example.com' },
      movements: [{ kind: 'issue', amount: expect.objectContaining({ value: '25.00' }), balanceAfter: expect.objectContaining({ value: '25.00' }) }],
    });
    expect((await call('GET', '/api/admin/gift-cards/nope')).json()).toMatchObject({ status: 404, code: 'GIFT_CARD_NOT_FOUND', message: 'That gift card could not be found.' });
    await app.close();
  });

  it('GAP-61 answers every field of a card, its ledger and a resent email; an unknown card is 404 before its body is judged', async () => {
    const { app, site, call } = await setup();
    const gift = await issueCard(app, site.id, 2500);
    const usd = (value: string) => ({ value, currency: 'USD', decimalValue: value, currencyCode: 'USD' });
    const summary = {
      id: gift.id,
      last4: gift.last4,
      status: 'active',
      testMode: false,
      initialAmount: usd('25.00'),
      balance: usd('25.00'),
      recipientName: 'Jane',
      recipientEmail: 'jane@example.com',
      senderName: '',
      sendDate: null,
      orderId: null,
      created: gift.created,
      updated: gift.updated,
    };
    expect((await call('GET', '/api/admin/gift-cards')).json()).toEqual({ giftCards: [summary], currency: 'USD', nextCursor: null });
    const issued = { id: expect.any(String), kind: 'issue', amount: usd('25.00'), balanceAfter: usd('25.00'), orderId: null, refundId: null, note: expect.any(String), created: expect.any(Number) };
    const detail = { giftCard: { ...summary, code: gift.code.match(/.{4}/g)!.join('-'), message: '', sendAt: null, orderLine: null }, movements: [issued] };
    expect((await call('GET', `/api/admin/gift-cards/${gift.id}`)).json()).toEqual(detail);
    const resend = await call('POST', `/api/admin/gift-cards/${gift.id}/resend`, {});
    expect(resend.json()).toEqual({ message: { id: expect.any(String), to: 'jane@example.com', subject: `You have received a gift card from ${site.title}`, status: expect.any(String), created: expect.any(Number) } });
    expect((await call('POST', '/api/admin/gift-cards/nope/adjustments', {})).json()).toMatchObject({ status: 404, code: 'GIFT_CARD_NOT_FOUND' });
    const malformed = (await call('POST', `/api/admin/gift-cards/${'x'.repeat(65)}/adjustments`, {})).json();
    expect(malformed).toMatchObject({ status: 400, code: 'VALIDATION_FAILED' });
    expect(Object.keys(malformed.data.errors)).toEqual(['giftCardId']);
    await app.close();
  });

  it('GAP-61 adjusts a balance with a note in the ledger, refusing a balance below zero', async () => {
    const { app, site, call } = await setup();
    const gift = await issueCard(app, site.id, 2500);
    const up = await call('POST', `/api/admin/gift-cards/${gift.id}/adjustments`, { amount: 500, note: 'Apology for a late parcel' });
    expect(up.statusCode).toBe(200);
    expect(up.json().giftCard.balance.value).toBe('30.00');
    expect(up.json().movements.at(-1)).toMatchObject({ kind: 'adjust', note: 'Apology for a late parcel', amount: expect.objectContaining({ value: '5.00' }) });
    const tooMuch = await call('POST', `/api/admin/gift-cards/${gift.id}/adjustments`, { amount: -3001, note: 'Oops' });
    expect(tooMuch.json()).toMatchObject({ status: 409, code: 'GIFT_CARD_ADJUSTMENT_INVALID' });
    const noNote = await call('POST', `/api/admin/gift-cards/${gift.id}/adjustments`, { amount: -100 });
    expect(noNote.statusCode).toBe(400);
    expect(Object.keys(noNote.json().data.errors)).toEqual(['note']);
    expect((await call('POST', `/api/admin/gift-cards/${gift.id}/adjustments`, { amount: 0, note: 'x' })).statusCode).toBe(400);
    expect(await ledgerAndBalance(app, site.id, gift.id)).toEqual({ ledger: 3000, balance: 3000 });
    await app.close();
  });

  it('GAP-61 disabling a card stops its code; resend queues the email again, now', async () => {
    const { app, site, call } = await setup();
    const gift = await issueCard(app, site.id, 2500);
    const disabled = await call('POST', `/api/admin/gift-cards/${gift.id}/disable`, {});
    expect(disabled.json().giftCard.status).toBe('disabled');
    await expect(app.services.giftCards.findSpendable(site.id, gift.code, { currency: 'USD', testMode: false })).rejects.toThrow();
    const resend = await call('POST', `/api/admin/gift-cards/${gift.id}/resend`, {});
    expect(resend.statusCode).toBe(200);
    expect(resend.json().message).toMatchObject({ to: 'jane@example.com', subject: `You have received a gift card from ${site.title}` });
    const again = await call('POST', `/api/admin/gift-cards/${gift.id}/resend`, {});
    expect(again.json().message.id).not.toBe(resend.json().message.id);
    const mail = await db().query<{ text_body: string; not_before: Date | null }>("select text_body, not_before from outbox_messages where website_id = $1 and to_address = 'jane@example.com'", [site.id]);
    expect(mail).toHaveLength(2);
    expect(mail.every((m) => m.text_body.includes(gift.code.match(/.{4}/g)!.join('-')) && m.not_before === null)).toBe(true);
    await app.close();
  });

  it('GAP-10 GAP-61 needs the orders permission: a store manager may, an editor may not, nobody signed out', async () => {
    const { app, site, call } = await setup();
    const gift = await issueCard(app, site.id, 2500);
    const manager = await ownerSession(app, { websiteId: site.id, role: ContributorRole.STORE_MANAGER });
    const editor = await ownerSession(app, { websiteId: site.id, role: ContributorRole.EDITOR });
    expect((await call('GET', '/api/admin/gift-cards', undefined, manager.headers)).statusCode).toBe(200);
    expect((await call('POST', `/api/admin/gift-cards/${gift.id}/adjustments`, { amount: 1, note: 'x' }, manager.headers)).statusCode).toBe(200);
    for (const [method, url] of [['GET', '/api/admin/gift-cards'], ['GET', `/api/admin/gift-cards/${gift.id}`], ['POST', `/api/admin/gift-cards/${gift.id}/disable`]] as const) {
      expect((await call(method, url, method === 'POST' ? {} : undefined, editor.headers)).statusCode).toBe(403);
      expect((await app.inject({ method, url, headers: { host: manager.headers.host! } })).statusCode).toBe(401);
    }
    expect((await app.services.giftCards.mustGet(site.id, gift.id)).status).toBe('active');
    await app.close();
  });

  it("GAP-61 an owner never reaches another site's cards", async () => {
    const { app, call } = await setup();
    const other = await createCartSite(app);
    const theirs = await issueCard(app, other.site.id, 2500);
    expect((await call('GET', `/api/admin/gift-cards/${theirs.id}`)).statusCode).toBe(404);
    expect((await call('POST', `/api/admin/gift-cards/${theirs.id}/disable`, {})).statusCode).toBe(404);
    expect((await call('POST', `/api/admin/gift-cards/${theirs.id}/adjustments`, { amount: 100, note: 'x' })).statusCode).toBe(404);
    expect((await call('POST', `/api/admin/gift-cards/${theirs.id}/resend`, {})).statusCode).toBe(404);
    expect((await call('GET', '/api/admin/gift-cards')).json().giftCards).toEqual([]);
    expect(await app.services.giftCards.mustGet(other.site.id, theirs.id)).toMatchObject({ status: 'active', balance: 2500 });
    await app.close();
  });
});
