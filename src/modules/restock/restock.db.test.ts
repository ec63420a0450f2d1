import { expect, it } from 'vitest';
import { describeDatabase } from '../../../test/support/database';
import { fixedClock } from '../../shared/clock';
import { isDomainError } from '../../shared/errors';
import { sequentialIds } from '../../shared/ids';
import { createRestockService } from './restock.service';

describeDatabase('restock sign-ups', (db) => {
  let counter = 0;
  const setup = () => {
    const clock = fixedClock(Date.UTC(2026, 10, 21, 12));
    const restock = createRestockService({ db: db().db, ids: sequentialIds(`rs${++counter}x`), clock });
    return { restock, clock, site: `site-${counter}` };
  };
  const input = (email: string, variantId = 'v1', productId = 'p1') => ({ productId, variantId, email, isJoinMailingList: false, language: null });

  it('RSTK-03 RSTK-04 UTIL-12 refuses a blank or invalid email with the spec codes', async () => {
    const { restock, site } = setup();
    const code = async (email: string) => restock.signUp(site, input(email)).then(() => 'ok', (e: unknown) => (isDomainError(e) ? e.code : 'other'));
    expect(await code('   ')).toBe('RESTOCK_EMAIL_BLANK');
    expect(await code('no-at-sign')).toBe('RESTOCK_EMAIL_INVALID');
    expect(await code('a@b')).toBe('RESTOCK_EMAIL_INVALID');
    expect(await code(`${'x'.repeat(250)}@ex.com`)).toBe('RESTOCK_EMAIL_INVALID');
    expect(await code(' Ada@Example.com ')).toBe('ok');
  });

  it('GAP-27 one pending sign-up per email and variant: signing up again updates it; after notifying, a new one', async () => {
    const { restock, site, clock } = setup();
    const first = await restock.signUp(site, input('ada@example.com'));
    clock.advance(1000);
    const again = await restock.signUp(site, { ...input('ADA@example.com '), isJoinMailingList: true, language: 'fr' });
    expect(again.id).toBe(first.id);
    expect(again).toMatchObject({ email: 'ada@example.com', isJoinMailingList: true, language: 'fr' });
    await restock.signUp(site, input('ada@example.com', 'v2'));
    const list = await restock.listSignUps(site, 'p1', 'v1', undefined);
    expect(list.entries.map((s) => s.email)).toEqual(['ada@example.com']);
    expect(await restock.markNotified(site, [first.id])).toBe(1);
    expect(await restock.markNotified(site, [first.id])).toBe(0);
    const fresh = await restock.signUp(site, input('ada@example.com'));
    expect(fresh.id).not.toBe(first.id);
    expect((await restock.listSignUps(site, 'p1', 'v1', undefined)).entries.map((s) => s.id)).toEqual([fresh.id]);
  });

  it('RSTK-15 RSTK-16 GAP-28 groups page by 50 with an opaque cursor until hasNextPage is false', async () => {
    const { restock, site } = setup();
    for (let i = 0; i < 53; i++) await restock.signUp(site, input(`v${i}@example.com`, `v${String(i).padStart(2, '0')}`, i < 30 ? 'pa' : 'pb'));
    await restock.signUp(site, input('second@example.com', 'v00', 'pa'));
    await restock.signUp(setup().site, input('other-site@example.com', 'v00', 'pa'));
    const seen: { productId: string; variantId: string; count: number }[] = [];
    let cursor: string | undefined;
    let pages = 0;
    for (;;) {
      const page = await restock.listGroups(site, cursor);
      pages++;
      seen.push(...page.entries);
      if (!page.hasNextPage) {
        expect(page.nextPageCursor).toBeNull();
        break;
      }
      cursor = page.nextPageCursor!;
    }
    expect(pages).toBe(2);
    expect(seen).toHaveLength(53);
    expect(seen[0]).toEqual({ productId: 'pa', variantId: 'v00', count: 2 });
    expect(new Set(seen.map((g) => g.variantId)).size).toBe(53);
  });

  it('RSTK-17 RSTK-18 GAP-29 sign-ups page by 100, oldest first; a made-up cursor is refused', async () => {
    const { restock, site } = setup();
    for (let i = 0; i < 205; i++) await restock.signUp(site, input(`s${i}@example.com`));
    const emails: string[] = [];
    let cursor: string | undefined;
    do {
      const page = await restock.listSignUps(site, 'p1', 'v1', cursor);
      emails.push(...page.entries.map((s) => s.email));
      cursor = page.nextPageCursor ?? undefined;
    } while (cursor !== undefined);
    expect(emails).toHaveLength(205);
    expect(emails[0]).toBe('s0@example.com');
    expect(emails[204]).toBe('s204@example.com');
    await expect(restock.listSignUps(site, 'p1', 'v1', 'bm9wZQ')).rejects.toMatchObject({ code: 'RESTOCK_CURSOR_INVALID' });
    await expect(restock.listGroups(site, '%%%')).rejects.toMatchObject({ code: 'RESTOCK_CURSOR_INVALID' });
  });
});
