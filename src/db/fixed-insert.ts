/**
 * Inserts on the hot paths as fixed statements (fixed-statements.ts), made from a drizzle table:
 * the statement for a set of columns and a number of rows is written once and sent by name, and
 * values and returned rows go through the columns' own mappings, as a drizzle insert's do. A
 * column a row leaves out takes the table's default, as with drizzle. Built for inserts measured
 * hot (an order and its lines); everything else stays a drizzle insert.
 */
import { createHash } from 'node:crypto';
import { getTableColumns, getTableName } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from './database';
import { fixedStatement, runFixed, type FixedStatement } from './fixed-statements';

export interface FixedInsertOptions<K extends string> {
  /** Prefix of the statements' names (one statement per set of columns and number of rows). */
  name: string;
  /** Columns (by key) of a unique index: a conflicting row is skipped (`on conflict do nothing`). */
  skipConflictsOn?: readonly K[];
}

/** Column types whose raw driver value drizzle's mapping would misread (a `date` comes back as a Date). */
const UNSUPPORTED = new Set(['date']);

export function fixedInsert<T extends PgTable>(table: T, options: FixedInsertOptions<keyof T['$inferInsert'] & string>) {
  type Row = T['$inferSelect'];
  type NewRow = T['$inferInsert'];
  const columns = Object.entries(getTableColumns(table)) as [string, PgColumn][];
  for (const [key, column] of columns) {
    if (UNSUPPORTED.has(column.getSQLType())) throw new Error(`fixedInsert: ${key} is a ${column.getSQLType()} column`);
  }
  const byKey = new Map(columns);
  // An identity column is always the database's to fill.
  const insertable = columns.filter(([, column]) => column.generatedIdentity === undefined);
  const returning = columns.map(([key, column]) => `"${column.name}" as "${key}"`).join(', ');
  const conflict = options.skipConflictsOn === undefined ? '' : ` on conflict (${options.skipConflictsOn.map((key) => `"${byKey.get(key)!.name}"`).join(', ')}) do nothing`;
  const statements = new Map<string, FixedStatement>();

  const statementFor = (keys: string[], rows: number): FixedStatement => {
    const signature = `${keys.join(',')}/${rows}`;
    let statement = statements.get(signature);
    if (statement === undefined) {
      let n = 0;
      const tuples = Array.from({ length: rows }, () => `(${keys.map(() => `$${++n}`).join(', ')})`).join(', ');
      const text = `insert into "${getTableName(table)}" (${keys.map((key) => `"${byKey.get(key)!.name}"`).join(', ')}) values ${tuples}${conflict} returning ${returning}`;
      const hash = createHash('sha1').update(signature).digest('hex').slice(0, 12);
      statement = fixedStatement(`${options.name}_${hash}`, text);
      statements.set(signature, statement);
    }
    return statement;
  };

  /** A returned row as drizzle maps it (a timestamp the driver made a Date already stays one). */
  const mapped = (raw: Record<string, unknown>): Row => {
    const out: Record<string, unknown> = {};
    for (const [key, column] of columns) {
      const value = raw[key];
      out[key] = value === null || value === undefined || value instanceof Date ? (value ?? null) : column.mapFromDriverValue(value);
    }
    return out as Row;
  };

  /** Inserts `rows` (all giving the same columns) in one statement; the rows inserted, in order. */
  return async (db: DbOrTx, rows: readonly NewRow[]): Promise<Row[]> => {
    if (rows.length === 0) return [];
    const first = rows[0] as Record<string, unknown>;
    const keys = insertable.map(([key]) => key).filter((key) => first[key] !== undefined);
    const values: unknown[] = [];
    for (const row of rows as readonly Record<string, unknown>[]) {
      for (const key of keys) {
        const value = row[key];
        if (value === undefined) throw new Error(`fixedInsert: every row gives the same columns (${key} is missing)`);
        values.push(value === null ? null : byKey.get(key)!.mapToDriverValue(value));
      }
    }
    return (await runFixed<Record<string, unknown>>(db, statementFor(keys, rows.length), values)).map(mapped);
  };
}
