/**
 * A drizzle table's rows as fixed statements (fixed-statements.ts) send and read them: the
 * column list a statement returns (`"website_id" as "websiteId"`, …), each value put in the
 * driver's form by its column's own mapping, and a returned row mapped back as a drizzle query's
 * would be. Used by `fixedInsert` and by hot statements written by hand over a table.
 */
import { getTableColumns, getTableName } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';

/** Column types whose raw driver value drizzle's mapping would misread (a `date` comes back as a Date). */
const UNSUPPORTED = new Set(['date']);

export interface FixedRows<T extends PgTable> {
  /** The table's name, quoted. */
  readonly table: string;
  /** Every column as its key: what a statement returns (`returning …`, `select …`). */
  readonly returning: string;
  /** The columns by key. */
  readonly columns: ReadonlyMap<string, PgColumn>;
  /** A column's name, quoted, by key. */
  column(key: keyof T['$inferSelect'] & string): string;
  /** A value for the column `key` in the driver's form. */
  toDriver(key: string, value: unknown): unknown;
  /** A returned row as drizzle maps it (a timestamp the driver made a Date already stays one). */
  row(raw: Record<string, unknown>): T['$inferSelect'];
}

export function fixedRows<T extends PgTable>(table: T): FixedRows<T> {
  const entries = Object.entries(getTableColumns(table)) as [string, PgColumn][];
  for (const [key, column] of entries) {
    if (UNSUPPORTED.has(column.getSQLType())) throw new Error(`fixedRows: ${key} is a ${column.getSQLType()} column`);
  }
  const columns = new Map(entries);
  const named = (key: string): PgColumn => {
    const column = columns.get(key);
    if (column === undefined) throw new Error(`fixedRows: ${getTableName(table)} has no column ${key}`);
    return column;
  };
  return {
    table: `"${getTableName(table)}"`,
    returning: entries.map(([key, column]) => `"${column.name}" as "${key}"`).join(', '),
    columns,
    column: (key) => `"${named(key).name}"`,
    toDriver: (key, value) => (value === null ? null : named(key).mapToDriverValue(value)),
    row: (raw) => {
      const out: Record<string, unknown> = {};
      for (const [key, column] of entries) {
        const value = raw[key];
        out[key] = value === null || value === undefined || value instanceof Date ? (value ?? null) : column.mapFromDriverValue(value);
      }
      return out as T['$inferSelect'];
    },
  };
}
