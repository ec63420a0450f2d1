import { expect, it } from 'vitest';
import { describeDatabase } from '../../../test/support/database';
import { fixedClock } from '../../shared/clock';
import { isDomainError } from '../../shared/errors';
import { createEventBus, type DomainEvent } from '../../shared/events';
import { sequentialIds } from '../../shared/ids';
import { createInventoryService } from './index';

let counter = 0;

describeDatabase('inventory service', (db) => {
  const setup = () => {
    const events: DomainEvent[] = [];
    const bus = createEventBus();
    bus.on('site.changed', (e) => void events.push(e));
    const tag = `i${(++counter).toString(16)}${Math.random().toString(16).slice(2, 6)}`;
    const clock = fixedClock(1_700_000_000_000);
    const inventory = createInventoryService({ db: db().db, ids: sequentialIds(tag), clock, events: bus });
    let variants = 0;
    return { inventory, events, clock, site: `site-${tag}`, variant: () => `${tag}-v${++variants}` };
  };

  it('sets stock by expected quantity, adds and removes by delta, and records every change', async () => {
    const { inventory, events, clock, site, variant } = setup();
    const v = variant();
    expect(await inventory.getStock(site, [v])).toEqual([{ variantId: v, qtyInStock: 0, unlimited: false }]);
    expect(await inventory.adjustStock(site, v, { expected: 0, quantity: 10 }, { actor: 'owner-1' })).toEqual({ variantId: v, qtyInStock: 10, unlimited: false });
    clock.advance(1000);
    expect(await inventory.adjustStock(site, v, { delta: -3 }, { reason: 'damaged', actor: 'owner-1' })).toMatchObject({ qtyInStock: 7 });
    expect(await inventory.adjustStock(site, v, { delta: 5 })).toMatchObject({ qtyInStock: 12 });
    expect(await inventory.adjustStock(site, v, { unlimited: true })).toEqual({ variantId: v, qtyInStock: 12, unlimited: true });
    const { adjustments, nextCursor } = await inventory.listAdjustments(site, v);
    expect(nextCursor).toBeNull();
    expect(adjustments.map((a) => [a.delta, a.qtyAfter, a.unlimitedAfter, a.reason, a.actor])).toEqual([
      [0, 12, true, 'unlimited on', null],
      [5, 12, false, 'restock', null],
      [-3, 7, false, 'damaged', 'owner-1'],
      [10, 10, false, 'count', 'owner-1'],
    ]);
    expect(adjustments[2]!.at).toBe(1_700_000_001_000);
    expect(events.length).toBe(4);
    // issue 15 §1: each change's event names the level it left and its change number, rising.
    const named = events.map((e) => (e.type === 'site.changed' ? e.stock?.[v] : undefined));
    expect(named.map((l) => l && [l.qtyInStock, l.unlimited])).toEqual([[10, false], [7, false], [12, false], [12, true]]);
    const seqs = named.map((l) => l!.seq);
    expect([...seqs].sort((a, b) => a - b)).toEqual(seqs);
    expect(new Set(seqs).size).toBe(4);
    expect(await inventory.exportStock(site)).toEqual({ [v]: { qtyInStock: 12, unlimited: true } });
    expect(await inventory.exportStock(site, { changeNumbers: true })).toEqual({ [v]: { qtyInStock: 12, unlimited: true, seq: seqs[3] } });
  });

  it('pages the history with a cursor', async () => {
    const { inventory, site, variant } = setup();
    const v = variant();
    for (let i = 0; i < 5; i++) await inventory.adjustStock(site, v, { delta: 1 });
    const first = await inventory.listAdjustments(site, v, { limit: 2 });
    expect(first.adjustments.map((a) => a.qtyAfter)).toEqual([5, 4]);
    const second = await inventory.listAdjustments(site, v, { limit: 2, before: first.nextCursor! });
    expect(second.adjustments.map((a) => a.qtyAfter)).toEqual([3, 2]);
    const third = await inventory.listAdjustments(site, v, { limit: 2, before: second.nextCursor! });
    expect(third).toMatchObject({ adjustments: [{ qtyAfter: 1 }], nextCursor: null });
  });

  it('refuses stock below zero, a stale expected quantity, and malformed changes', async () => {
    const { inventory, site, variant } = setup();
    const v = variant();
    await inventory.adjustStock(site, v, { expected: 0, quantity: 2 });
    await expect(inventory.adjustStock(site, v, { delta: -3 })).rejects.toSatisfy((e) => isDomainError(e, 'STOCK_NEGATIVE') && e.details.available === 2);
    await expect(inventory.adjustStock(site, v, { expected: 5, quantity: 1 })).rejects.toSatisfy(
      (e) => isDomainError(e, 'CONFLICT') && e.details.actual === 2,
    );
    for (const bad of [{ delta: 0 }, { delta: 1.5 }, { expected: -1, quantity: 1 }, { expected: 2, quantity: 1e12 }]) {
      await expect(inventory.adjustStock(site, v, bad)).rejects.toSatisfy((e) => isDomainError(e, 'VALIDATION_FAILED'));
    }
    expect((await inventory.listAdjustments(site, v)).adjustments).toHaveLength(1);
    expect(await inventory.getStock(site, [v])).toEqual([{ variantId: v, qtyInStock: 2, unlimited: false }]);
  });

  it('two concurrent changes stating the same expected quantity: exactly one wins, the other gets CONFLICT', async () => {
    const { inventory, site, variant } = setup();
    const v = variant();
    await inventory.adjustStock(site, v, { expected: 0, quantity: 10 });
    const results = await Promise.allSettled([
      inventory.adjustStock(site, v, { expected: 10, quantity: 4 }, { actor: 'first' }),
      inventory.adjustStock(site, v, { expected: 10, quantity: 7 }, { actor: 'second' }),
    ]);
    const won = results.filter((r) => r.status === 'fulfilled');
    const lost = results.filter((r) => r.status === 'rejected');
    expect(won).toHaveLength(1);
    expect(lost).toHaveLength(1);
    expect(isDomainError((lost[0] as PromiseRejectedResult).reason, 'CONFLICT')).toBe(true);
    const final = (won[0] as PromiseFulfilledResult<{ qtyInStock: number }>).value.qtyInStock;
    expect(await inventory.getStock(site, [v])).toEqual([{ variantId: v, qtyInStock: final, unlimited: false }]);
    expect((await inventory.listAdjustments(site, v)).adjustments).toHaveLength(2);
  });

  it('concurrent deltas never lose an update', async () => {
    const { inventory, site, variant } = setup();
    const v = variant();
    await Promise.all(Array.from({ length: 8 }, () => inventory.adjustStock(site, v, { delta: 3 })));
    expect(await inventory.getStock(site, [v])).toEqual([{ variantId: v, qtyInStock: 24, unlimited: false }]);
  });

  it('takes stock for orders all or nothing, and never below zero under concurrency', async () => {
    const { inventory, site, variant } = setup();
    const [a, b, endless] = [variant(), variant(), variant()];
    await inventory.adjustStock(site, a, { expected: 0, quantity: 3 });
    await inventory.adjustStock(site, b, { expected: 0, quantity: 1 });
    await inventory.adjustStock(site, endless, { unlimited: true });
    await expect(inventory.takeStock(site, [{ variantId: a, quantity: 1 }, { variantId: b, quantity: 2 }])).rejects.toSatisfy(
      (e) => isDomainError(e, 'INVENTORY_INSUFFICIENT') && e.details.variantId === b && e.details.available === 1,
    );
    expect((await inventory.getStock(site, [a, b])).map((s) => s.qtyInStock)).toEqual([3, 1]);
    const buyers = await Promise.allSettled(Array.from({ length: 6 }, () => inventory.takeStock(site, [{ variantId: a, quantity: 1 }, { variantId: endless, quantity: 5 }])));
    expect(buyers.filter((r) => r.status === 'fulfilled')).toHaveLength(3);
    expect(buyers.filter((r) => r.status === 'rejected').every((r) => isDomainError((r as PromiseRejectedResult).reason, 'INVENTORY_INSUFFICIENT'))).toBe(true);
    expect(await inventory.getStock(site, [a, endless])).toEqual([
      { variantId: a, qtyInStock: 0, unlimited: false },
      { variantId: endless, qtyInStock: 0, unlimited: true },
    ]);
  });

  it('issue 15 §2 one variant taken in one statement: the level, its history and its event as before; short, unlimited and unstocked variants judged as before', async () => {
    const { inventory, events, site, variant } = setup();
    const [v, endless, never] = [variant(), variant(), variant()];
    await inventory.adjustStock(site, v, { expected: 0, quantity: 3 });
    await inventory.adjustStock(site, endless, { unlimited: true });
    events.length = 0;
    expect(await inventory.takeStock(site, [{ variantId: v, quantity: 2 }], { reason: 'order', actor: 'buyer' })).toEqual([{ variantId: v, qtyInStock: 1, unlimited: false }]);
    const [entry] = (await inventory.listAdjustments(site, v)).adjustments;
    expect([entry!.delta, entry!.qtyAfter, entry!.unlimitedAfter, entry!.reason, entry!.actor]).toEqual([-2, 1, false, 'order', 'buyer']);
    const named = events.map((e) => (e.type === 'site.changed' ? e.stock?.[v] : undefined));
    expect(named).toEqual([{ qtyInStock: 1, unlimited: false, seq: expect.any(Number) }]);
    // Short: refused with what is left, nothing changed.
    await expect(inventory.takeStock(site, [{ variantId: v, quantity: 2 }])).rejects.toSatisfy((e) => isDomainError(e, 'INVENTORY_INSUFFICIENT') && e.details.available === 1);
    await expect(inventory.takeStock(site, [{ variantId: never, quantity: 1 }])).rejects.toSatisfy((e) => isDomainError(e, 'INVENTORY_INSUFFICIENT') && e.details.available === 0);
    expect(await inventory.takeStock(site, [{ variantId: endless, quantity: 4 }])).toEqual([{ variantId: endless, qtyInStock: 0, unlimited: true }]);
    expect((await inventory.listAdjustments(site, endless)).adjustments).toHaveLength(1);
    // Lines of one variant are one take.
    expect(await inventory.takeStock(site, [{ variantId: v, quantity: 1 }, { variantId: v, quantity: 1 }]).catch((e: unknown) => isDomainError(e, 'INVENTORY_INSUFFICIENT'))).toBe(true);
    // Many buyers of the last units: exactly as many succeed as there are units.
    await inventory.adjustStock(site, v, { delta: 4 });
    const buyers = await Promise.allSettled(Array.from({ length: 8 }, () => inventory.takeStock(site, [{ variantId: v, quantity: 1 }])));
    expect(buyers.filter((r) => r.status === 'fulfilled')).toHaveLength(5);
    expect(await inventory.getStock(site, [v])).toEqual([{ variantId: v, qtyInStock: 0, unlimited: false }]);
    expect((await inventory.listAdjustments(site, v, { limit: 100 })).adjustments.filter((a) => a.reason === 'order')).toHaveLength(6);
  });

  it("one site cannot change or read another site's stock", async () => {
    const a = setup();
    const b = setup();
    const v = b.variant();
    await b.inventory.adjustStock(b.site, v, { expected: 0, quantity: 5 });
    await expect(a.inventory.adjustStock(a.site, v, { delta: 1 })).rejects.toSatisfy((e) => isDomainError(e, 'VARIANT_NOT_FOUND'));
    await expect(a.inventory.takeStock(a.site, [{ variantId: v, quantity: 1 }])).rejects.toSatisfy((e) => isDomainError(e, 'VARIANT_NOT_FOUND'));
    expect(await a.inventory.getStock(a.site, [v])).toEqual([{ variantId: v, qtyInStock: 0, unlimited: false }]);
    expect((await a.inventory.listAdjustments(a.site, v)).adjustments).toEqual([]);
    expect(await a.inventory.exportStock(a.site)).toEqual({});
    await a.inventory.removeStock(a.site, [v]);
    expect(await b.inventory.getStock(b.site, [v])).toEqual([{ variantId: v, qtyInStock: 5, unlimited: false }]);
  });
});
