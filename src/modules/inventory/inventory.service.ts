/**
 * Stock per variant, changed only here: each change runs in a transaction that locks the
 * variant's row, checks what the caller expected, writes the new level and a history entry.
 * Two owners editing the same count, or buyers racing for the last unit, are serialised by
 * the lock; the loser gets CONFLICT or INVENTORY_INSUFFICIENT, never a lost update.
 */
import type { Db } from '../../db/database';
import type { Clock } from '../../shared/clock';
import { DomainError } from '../../shared/errors';
import type { EventBus, StockLevels } from '../../shared/events';
import type { IdSource } from '../../shared/ids';
import { deleteStock, lockStockRows, readAdjustments, readSiteStock, readStock, recordChange, takeIfAvailable } from './inventory.repository';
import {
  INVENTORY_LIMITS,
  type AdjustmentMeta,
  type StockAdjustment,
  type StockChange,
  type StockLevel,
  type StockSnapshot,
} from './inventory.types';

export interface InventoryDeps {
  db: Db;
  ids: IdSource;
  clock: Clock;
  events: EventBus;
  /**
   * `db` is the caller's own transaction, which fails as a whole when a change fails (an
   * order's): changes then run in it directly, without a savepoint's two round trips while the
   * stock rows are locked.
   */
  withinTransaction?: boolean;
}

const isCount = (n: unknown, min: number): n is number =>
  typeof n === 'number' && Number.isInteger(n) && n >= min && n <= INVENTORY_LIMITS.maxQuantity;

/** Field errors of a change, or null when it is well formed. */
function changeErrors(change: StockChange, meta: AdjustmentMeta): Record<string, string> | null {
  const errors: Record<string, string> = {};
  if ('delta' in change) {
    if (!isCount(Math.abs(change.delta), 1)) errors.delta = 'Enter a whole number of units other than 0.';
  } else if ('expected' in change) {
    if (!isCount(change.expected, 0)) errors.expected = 'Enter the quantity you saw, a whole number of 0 or more.';
    if (!isCount(change.quantity, 0)) errors.quantity = 'Enter a whole number of 0 or more.';
  } else if (typeof change.unlimited !== 'boolean') {
    errors.unlimited = 'Unlimited is on or off.';
  }
  if (meta.reason !== undefined && meta.reason.length > INVENTORY_LIMITS.maxReasonLength) {
    errors.reason = `At most ${INVENTORY_LIMITS.maxReasonLength} characters.`;
  }
  return Object.keys(errors).length > 0 ? errors : null;
}

/** The level after `change`, or the error that refuses it. */
function applyChange(current: StockLevel, change: StockChange): StockLevel {
  if ('delta' in change) {
    const qtyInStock = current.qtyInStock + change.delta;
    if (qtyInStock < 0) throw new DomainError('STOCK_NEGATIVE', { available: current.qtyInStock, delta: change.delta });
    if (qtyInStock > INVENTORY_LIMITS.maxQuantity) throw new DomainError('VALIDATION_FAILED', { errors: { delta: 'Too many units.' } });
    return { ...current, qtyInStock };
  }
  if ('expected' in change) {
    if (current.qtyInStock !== change.expected) {
      throw new DomainError('CONFLICT', { expected: change.expected, actual: current.qtyInStock });
    }
    return { ...current, qtyInStock: change.quantity };
  }
  return { ...current, unlimited: change.unlimited };
}

function defaultReason(change: StockChange): string {
  if ('delta' in change) return change.delta > 0 ? 'restock' : 'removed';
  if ('expected' in change) return 'count';
  return change.unlimited ? 'unlimited on' : 'unlimited off';
}

export type InventoryService = ReturnType<typeof createInventoryService>;

/** The levels a change left with their history entries' numbers, as its `site.changed` carries them (what keeps a copy patches it). */
function levelsOf(changed: readonly { level: StockLevel; seq: number }[]): StockLevels {
  return Object.fromEntries(changed.map(({ level, seq }) => [level.variantId, { qtyInStock: level.qtyInStock, unlimited: level.unlimited, seq }]));
}

export function createInventoryService({ db, ids, clock, events, withinTransaction = false }: InventoryDeps) {
  const unit = <T>(work: (tx: Db) => Promise<T>): Promise<T> => (withinTransaction ? work(db) : db.transaction(work));
  return {
    /**
     * Changes one variant's stock under a row lock: a delta (never below 0: STOCK_NEGATIVE),
     * an expected → new quantity swap (CONFLICT when the stock is no longer `expected`), or
     * unlimited on/off. Returns the new level; the change is in the history.
     */
    async adjustStock(websiteId: string, variantId: string, change: StockChange, meta: AdjustmentMeta = {}): Promise<StockLevel> {
      const errors = changeErrors(change, meta);
      if (errors !== null) throw new DomainError('VALIDATION_FAILED', { errors });
      const now = new Date(clock.now());
      const changed = await unit(async (tx) => {
        const current = (await lockStockRows(tx, websiteId, [variantId], now)).get(variantId);
        if (current === undefined) throw new DomainError('VARIANT_NOT_FOUND', { variantId });
        const level = applyChange(current, change);
        const delta = level.qtyInStock - current.qtyInStock;
        const reason = meta.reason?.trim() || defaultReason(change);
        return { level, seq: await recordChange(tx, websiteId, level, { id: ids.next(), delta, reason, actor: meta.actor ?? null, at: now }) };
      });
      events.emit({ type: 'site.changed', websiteId, stock: levelsOf([changed]) });
      return changed.level;
    },

    /**
     * Takes units of several variants at once (an order): all lines or none. Rows are locked in
     * id order; a line the stock cannot cover gives INVENTORY_INSUFFICIENT with the variant and
     * what is available. Unlimited variants are not counted down.
     */
    async takeStock(
      websiteId: string,
      lines: { variantId: string; quantity: number }[],
      meta: AdjustmentMeta = {},
    ): Promise<StockLevel[]> {
      for (const line of lines) {
        if (!isCount(line.quantity, 1)) throw new DomainError('VALIDATION_FAILED', { errors: { quantity: 'Whole units, 1 or more.' } });
      }
      const totals = new Map<string, number>();
      for (const line of lines) totals.set(line.variantId, (totals.get(line.variantId) ?? 0) + line.quantity);
      const now = new Date(clock.now());
      const changed: { level: StockLevel; seq: number }[] = [];
      const reason = meta.reason?.trim() || 'order';
      const levels = await unit(async (tx) => {
        // The usual order, one counted variant in stock: one statement.
        if (totals.size === 1) {
          const [[variantId, quantity]] = [...totals];
          const taken = await takeIfAvailable(tx, websiteId, variantId!, quantity!, { id: ids.next(), reason, actor: meta.actor ?? null, at: now });
          if (taken !== null) {
            changed.push(taken);
            return [taken.level];
          }
        }
        const locked = await lockStockRows(tx, websiteId, [...totals.keys()], now);
        const out: StockLevel[] = [];
        for (const [variantId, quantity] of [...totals].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) {
          const current = locked.get(variantId);
          if (current === undefined) throw new DomainError('VARIANT_NOT_FOUND', { variantId });
          if (current.unlimited) {
            out.push(current);
            continue;
          }
          if (current.qtyInStock < quantity) {
            throw new DomainError('INVENTORY_INSUFFICIENT', { variantId, available: current.qtyInStock });
          }
          const level = { ...current, qtyInStock: current.qtyInStock - quantity };
          changed.push({ level, seq: await recordChange(tx, websiteId, level, { id: ids.next(), delta: -quantity, reason, actor: meta.actor ?? null, at: now }) });
          out.push(level);
        }
        return out;
      });
      // Unlimited variants did not change: only the counted ones are named.
      events.emit({ type: 'site.changed', websiteId, stock: levelsOf(changed) });
      return levels;
    },

    /** Forgets the stock and history of variants that were deleted with their product. */
    async removeStock(websiteId: string, variantIds: string[]): Promise<void> {
      await db.transaction((tx) => deleteStock(tx, websiteId, variantIds));
      events.emit({ type: 'site.changed', websiteId });
    },

    /** Current stock of the given variants; a variant never stocked reads 0, not unlimited. */
    async getStock(websiteId: string, variantIds: string[]): Promise<StockLevel[]> {
      const rows = new Map((await readStock(db, websiteId, variantIds)).map((r) => [r.variantId, r]));
      return variantIds.map((variantId) => rows.get(variantId) ?? { variantId, qtyInStock: 0, unlimited: false });
    },

    /** A variant's history, newest first; pass `nextCursor` back as `before` for older entries. */
    async listAdjustments(
      websiteId: string,
      variantId: string,
      options: { limit?: number; before?: number } = {},
    ): Promise<{ adjustments: StockAdjustment[]; nextCursor: number | null }> {
      const limit = Math.min(Math.max(options.limit ?? 50, 1), 200);
      const rows = await readAdjustments(db, websiteId, variantId, limit + 1, options.before);
      const page = rows.slice(0, limit);
      const nextCursor = rows.length > limit ? page[page.length - 1]!.seq : null;
      return { adjustments: page.map(({ seq: _seq, ...entry }) => entry), nextCursor };
    },

    /** Every stocked variant of the site (the storefront snapshot, the site export); `changeNumbers` adds each level's change number. */
    async exportStock(websiteId: string, options: { changeNumbers?: boolean } = {}): Promise<StockSnapshot> {
      const out: StockSnapshot = {};
      for (const row of await readSiteStock(db, websiteId)) {
        out[row.variantId] = { qtyInStock: row.qtyInStock, unlimited: row.unlimited, ...(options.changeNumbers === true && { seq: row.changeSeq }) };
      }
      return out;
    },
  };
}
