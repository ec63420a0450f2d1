/**
 * Inserts on the hot paths as fixed statements (fixed-statements.ts), made from a drizzle table:
 * the statement for a set of columns and a number of rows is written once and sent by name, and
 * values and returned rows go through the columns' own mappings, as a drizzle insert's do. A
 * column a row leaves out takes the table's default, as with drizzle. Built for inserts measured
 * hot (an order and its lines); everything else stays a drizzle insert.
 */
import { createHash } from 'node:crypto';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from './database';
import { fixedRows } from './fixed-rows';
import { fixedStatement, runFixed, type FixedStatement } from './fixed-statements';

export interface FixedInsertOptions<K extends string> {
  /** Prefix of the statements' names (one statement per set of columns and number of rows). */
  name: string;
  /**
   * A conflicting row is skipped (`on conflict do nothing`): on the columns (by key) of a unique
   * index, or 'any' for a conflict on any of the table's unique indexes.
   */
  skipConflictsOn?: readonly K[] | 'any';
  /**
   * A second write in the same statement, made from the rows inserted: its SQL reads them as
   * `inserted` (columns by key, quoted) and numbers its own parameters from `firstParameter`
   * (their values follow the rows'). A conflicting row skipped is not in `inserted`.
   */
  andThen?(firstParameter: number): string;
}

export function fixedInsert<T extends PgTable>(table: T, options: FixedInsertOptions<keyof T['$inferInsert'] & string>) {
  type Row = T['$inferSelect'];
  type NewRow = T['$inferInsert'];
  const shape = fixedRows(table);
  // An identity column is always the database's to fill.
  const insertable = [...shape.columns].filter(([, column]) => column.generatedIdentity === undefined);
  const skip = options.skipConflictsOn;
  const conflict = skip === undefined ? '' : skip === 'any' ? ' on conflict do nothing' : ` on conflict (${skip.map((key) => shape.column(key)).join(', ')}) do nothing`;
  const statements = new Map<string, FixedStatement>();

  const statementFor = (keys: string[], rows: number): FixedStatement => {
    const signature = `${keys.join(',')}/${rows}`;
    let statement = statements.get(signature);
    if (statement === undefined) {
      let n = 0;
      const tuples = Array.from({ length: rows }, () => `(${keys.map(() => `$${++n}`).join(', ')})`).join(', ');
      const insert = `insert into ${shape.table} (${keys.map((key) => shape.column(key as never)).join(', ')}) values ${tuples}${conflict} returning ${shape.returning}`;
      const text = options.andThen === undefined ? insert : `with inserted as (${insert}), followed as (${options.andThen(n + 1)}) select * from inserted`;
      const hash = createHash('sha1').update(signature).digest('hex').slice(0, 12);
      statement = fixedStatement(`${options.name}_${hash}`, text);
      statements.set(signature, statement);
    }
    return statement;
  };

  /**
   * Inserts `rows` (all giving the same columns) in one statement, with `andThen`'s write given
   * `andThenValues`; the rows inserted, in order.
   */
  return async (db: DbOrTx, rows: readonly NewRow[], andThenValues: readonly unknown[] = []): Promise<Row[]> => {
    if (rows.length === 0) return [];
    const first = rows[0] as Record<string, unknown>;
    const keys = insertable.map(([key]) => key).filter((key) => first[key] !== undefined);
    const values: unknown[] = [];
    for (const row of rows as readonly Record<string, unknown>[]) {
      for (const key of keys) {
        const value = row[key];
        if (value === undefined) throw new Error(`fixedInsert: every row gives the same columns (${key} is missing)`);
        values.push(shape.toDriver(key, value));
      }
    }
    values.push(...andThenValues);
    return (await runFixed<Record<string, unknown>>(db, statementFor(keys, rows.length), values)).map(shape.row);
  };
}
