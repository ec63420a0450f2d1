/**
 * Buyers in two server processes sharing one PostgreSQL race for a few units, and a process
 * killed in the middle of checkouts loses no order and no stock, and keeps no buyer's money:
 * the test processor's payments are in the database, so another process refunds what the dead
 * one charged. Runs only when TEST_DATABASE_URL is set (PGlite is one process by design).
 */
import { execFile, spawn } from 'node:child_process';
import { resolve } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/support/database';
import { createInventoryService } from '../../modules/inventory';
import { startOrderJobs, type JobTimers } from '../../server/background-jobs';
import { createOrderServices } from '../../server/composition/orders';
import { fixedClock, systemClock } from '../../shared/clock';
import { createEventBus } from '../../shared/events';
import { sequentialIds } from '../../shared/ids';
import { testConfig, testDatabaseUrl } from '../../server/config';
import { RECONCILE_GRACE_MS } from './reconcile-charges';

const run = promisify(execFile);
const url = testDatabaseUrl();
const ROOT = resolve(import.meta.dirname, '../../..');
const SCRIPT = 'test/support/place-orders-process.ts';

const outcomes = (stdout: string) => stdout.split('\n').filter((l) => l !== '');

describe.skipIf(url === undefined)('order placement across processes [postgres]', () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let schema = '';
  beforeAll(async () => {
    database = await createTestDatabase('postgres');
    schema = (await database.query<{ schema: string }>('select current_schema() as schema'))[0]!.schema;
  }, 60_000);
  afterAll(() => database?.dispose());

  const stock = async (websiteId: string, variantId: string, quantity: number) => {
    const inventory = createInventoryService({ db: database.db, ids: sequentialIds(`${websiteId}-s`), clock: fixedClock(0), events: createEventBus() });
    if (quantity > 0) await inventory.adjustStock(websiteId, variantId, { expected: 0, quantity });
    return async () => (await inventory.getStock(websiteId, [variantId]))[0]!.qtyInStock;
  };
  const argsFor = (websiteId: string, variantId: string, prefix: string, count: number, concurrency: number) =>
    JSON.stringify({ url, schema, websiteId, variantId, count, concurrency, prefix });

  it('GAP-59 two processes, 40 buyers, 7 units: 7 orders, stock 0, every charge linked to its order or refunded', async () => {
    const STOCK = 7;
    const PER_PROCESS = 20;
    const websiteId = 'race-site';
    const qty = await stock(websiteId, 'race-variant', STOCK);
    const buyers = ['p1', 'p2'].map((prefix) =>
      run(process.execPath, ['--import', 'tsx', SCRIPT, argsFor(websiteId, 'race-variant', prefix, PER_PROCESS, PER_PROCESS)], { cwd: ROOT, timeout: 120_000 }),
    );
    const lines = (await Promise.all(buyers)).flatMap((r) => outcomes(r.stdout));
    expect(lines.filter((l) => l !== 'placed' && l !== 'insufficient')).toEqual([]);
    expect(lines.filter((l) => l === 'placed')).toHaveLength(STOCK);
    expect(lines.filter((l) => l === 'insufficient')).toHaveLength(2 * PER_PROCESS - STOCK);
    expect(await qty()).toBe(0);
    const charges = await database.query<{ status: string; linked: boolean; n: number }>(
      'select status, order_id is not null as linked, count(*)::int as n from payments_charges where website_id = $1 group by 1, 2 order by 1, 2',
      [websiteId],
    );
    // Every charge has its order or was refunded; buyers who came after the last unit was sold
    // are refused before any charge (only those who lost the race were charged and refunded).
    expect(charges.filter((c) => !(c.status === 'captured' && c.linked) && !(c.status === 'refunded' && !c.linked))).toEqual([]);
    expect(charges.find((c) => c.status === 'captured')?.n).toBe(STOCK);
    expect(charges.reduce((sum, c) => sum + c.n, 0)).toBeLessThanOrEqual(2 * PER_PROCESS);
    const [orders] = await database.query<{ n: number; numbers: number }>('select count(*)::int as n, count(distinct order_number)::int as numbers from orders_orders where website_id = $1', [websiteId]);
    expect(orders).toEqual({ n: STOCK, numbers: STOCK });
  }, 180_000);

  it('a process killed in the middle of checkouts loses no order and no stock: reconciliation settles every charge', async () => {
    const STOCK = 1000;
    const websiteId = 'crash-site';
    const qty = await stock(websiteId, 'crash-variant', STOCK);
    const child = spawn(process.execPath, ['--import', 'tsx', SCRIPT, argsFor(websiteId, 'crash-variant', 'c1', 400, 8)], { cwd: ROOT, stdio: ['ignore', 'pipe', 'inherit'] });
    let placedBeforeKill = 0;
    await new Promise<void>((done) => {
      child.stdout.on('data', (chunk: Buffer) => {
        placedBeforeKill += outcomes(chunk.toString()).length;
        // Kill it while 8 checkouts are in flight.
        if (placedBeforeKill >= 10 && child.exitCode === null && !child.killed) child.kill('SIGKILL');
      });
      child.on('exit', () => done());
    });
    // The server that picks up: reconciles with no grace (the dead process will not finish anything).
    const survivor = createOrderServices({ database, clock: systemClock, ids: sequentialIds('survivor'), events: createEventBus() });
    const report = await survivor.orderFlows.reconcileCharges({ graceMs: -1 });
    expect(report.failed).toEqual([]);
    const left = await database.query<{ n: number }>(
      `select count(*)::int as n from payments_charges where website_id = $1 and (status in ('pending', 'refunding') or (status = 'captured' and order_id is null))`,
      [websiteId],
    );
    expect(left[0]!.n).toBe(0);
    const [sold] = await database.query<{ orders: number; units: number }>(
      'select count(distinct o.id)::int as orders, coalesce(sum(l.quantity), 0)::int as units from orders_orders o join orders_lines l on l.order_id = o.id where o.website_id = $1',
      [websiteId],
    );
    expect(sold!.orders).toBeGreaterThanOrEqual(placedBeforeKill);
    expect(STOCK - (await qty())).toBe(sold!.units);
    const [paid] = await database.query<{ orders_without_charge: number }>(
      `select count(*)::int as orders_without_charge from orders_orders o where o.website_id = $1 and not exists (select 1 from payments_charges c where c.order_id = o.id and c.status = 'captured')`,
      [websiteId],
    );
    expect(paid!.orders_without_charge).toBe(0);
  }, 180_000);

  it('a process SIGKILLed mid-checkout while another sells out: one reconciliation run later every captured charge has its order or its refund, at our table and at the processor', async () => {
    const STOCK = 15;
    const websiteId = 'kill-site';
    const qty = await stock(websiteId, 'kill-variant', STOCK);
    const killed = spawn(process.execPath, ['--import', 'tsx', SCRIPT, argsFor(websiteId, 'kill-variant', 'k1', 60, 8)], { cwd: ROOT, stdio: ['ignore', 'pipe', 'inherit'] });
    // The other buyer starts once the first has sold: started together, a quick seller could sell
    // out before the first process charged anything, and its kill would find nothing half-way.
    let seller: Promise<{ stdout: string }> | undefined;
    let seen = 0;
    await new Promise<void>((done) => {
      killed.stdout.on('data', (chunk: Buffer) => {
        seller ??= run(process.execPath, ['--import', 'tsx', SCRIPT, argsFor(websiteId, 'kill-variant', 'k2', 60, 8)], { cwd: ROOT, timeout: 120_000 });
        seen += outcomes(chunk.toString()).length;
        // Killed with 8 checkouts in flight, some charged and not yet ordered.
        if (seen >= 3 && killed.exitCode === null && !killed.killed) killed.kill('SIGKILL');
      });
      killed.on('exit', () => done());
    });
    // The other process sells what is left (and refuses the rest before charging).
    expect(seller).toBeDefined();
    expect(outcomes((await seller!).stdout).filter((l) => l.startsWith('other'))).toEqual([]);
    expect(await qty()).toBe(0);
    const halfWay = `select count(*)::int as n from payments_charges where website_id = $1 and (status in ('pending', 'refunding') or (status = 'captured' and order_id is null))`;
    expect((await database.query<{ n: number }>(halfWay, [websiteId]))[0]!.n).toBeGreaterThan(0);

    // The surviving server, once the grace has passed: its scheduled reconciliation runs once.
    const logged: unknown[] = [];
    const later = { now: () => Date.now() + RECONCILE_GRACE_MS + 1000 };
    const survivor = createOrderServices({ database, clock: later, ids: sequentialIds('kill-survivor'), events: createEventBus(), log: { error: (details) => void logged.push(details) } });
    const ticks: { tick: () => void; ms: number }[] = [];
    const timers: JobTimers = { setInterval: (tick, ms) => ticks.push({ tick, ms }), clearInterval: () => {} };
    const config = testConfig();
    const jobs = startOrderJobs(survivor.orderFlows, { log: { error: (details) => void logged.push(details) }, reconcileIntervalMs: config.reconcileIntervalMs, reconcileGraceMs: config.reconcileGraceMs, timers });
    const reconcile = ticks.find((t) => t.ms === config.reconcileIntervalMs)!;
    reconcile.tick();
    await jobs.stop();
    expect(logged).toEqual([]);
    expect((await database.query<{ n: number }>(halfWay, [websiteId]))[0]!.n).toBe(0);
    // At the processor: no payment keeps money without an order.
    const [held] = await database.query<{ n: number }>(
      `select count(*)::int as n from payments_test_processor_payments p where p.website_id = $1 and p.status in ('captured', 'authorized')
         and not exists (select 1 from payments_charges c where c.website_id = p.website_id and c.provider_reference = p.reference and c.order_id is not null)`,
      [websiteId],
    );
    expect(held!.n).toBe(0);
    const [sold] = await database.query<{ orders: number; units: number }>(
      'select count(distinct o.id)::int as orders, coalesce(sum(l.quantity), 0)::int as units from orders_orders o join orders_lines l on l.order_id = o.id where o.website_id = $1',
      [websiteId],
    );
    expect(sold!.units).toBe(STOCK);
    const [unpaid] = await database.query<{ n: number }>(
      `select count(*)::int as n from orders_orders o where o.website_id = $1 and not exists (select 1 from payments_charges c where c.order_id = o.id and c.status = 'captured')`,
      [websiteId],
    );
    expect(unpaid!.n).toBe(0);
  }, 180_000);
});
