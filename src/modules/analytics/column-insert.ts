/**
 * Multi-row inserts as one statement with one parameter per column:
 * `insert into t (a, b, …) select * from unnest($1::text[], $2::timestamptz[], …)`.
 * A drizzle `values(rows)` insert binds rows × columns parameters and builds a query object per
 * value; under load that query building was the collection path's largest cost (docs/decisions.md,
 * "Visitor analytics ingestion speed"). Each column travels as one PostgreSQL array literal.
 */
import { getTableColumns, getTableName, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/database';

/** PostgreSQL's array types for the column types the raw analytics tables use. */
const ARRAY_TYPES: Record<string, string> = {
  text: 'text[]',
  'timestamp with time zone': 'timestamptz[]',
  boolean: 'boolean[]',
  bigint: 'bigint[]',
  integer: 'integer[]',
  'double precision': 'float8[]',
  jsonb: 'jsonb[]',
};

/** One element of an array literal: NULL, or a quoted string with `\` and `"` escaped. */
function element(value: unknown, jsonb: boolean): string {
  if (value === null || value === undefined) return 'NULL';
  let text: string;
  if (jsonb) text = JSON.stringify(value);
  else if (value instanceof Date) text = value.toISOString();
  else if (typeof value === 'boolean') text = value ? 't' : 'f';
  else text = String(value);
  return `"${text.replace(/[\\"]/g, '\\$&')}"`;
}

interface ColumnPlan {
  key: string;
  jsonb: boolean;
  fallback: unknown;
}

/** Prepares the insert for one table; `insert(db, rows)` writes rows in one statement. */
export function columnInsert<T extends PgTable>(table: T) {
  const columns = Object.entries(getTableColumns(table)) as [string, PgColumn][];
  const plans: ColumnPlan[] = columns.map(([key, column]) => {
    const type = column.getSQLType();
    if (ARRAY_TYPES[type] === undefined) throw new Error(`columnInsert: no array type for ${type}`);
    // A column left out of a row takes its default, as a drizzle insert would.
    return { key, jsonb: type === 'jsonb', fallback: column.default ?? null };
  });
  const head = sql.raw(`insert into "${getTableName(table)}" (${columns.map(([, c]) => `"${c.name}"`).join(', ')}) select * from unnest(`);
  const casts = columns.map(([, column]) => sql.raw(`::${ARRAY_TYPES[column.getSQLType()]!}`));

  return (db: DbOrTx, rows: readonly T['$inferInsert'][]): Promise<unknown> => {
    const parts: SQL[] = plans.map((plan, i) => {
      const items = new Array<string>(rows.length);
      for (let r = 0; r < rows.length; r++) {
        const value = (rows[r] as Record<string, unknown>)[plan.key];
        items[r] = element(value === undefined ? plan.fallback : value, plan.jsonb);
      }
      return sql`${`{${items.join(',')}}`}${casts[i]!}`;
    });
    return db.execute(sql`${head}${sql.join(parts, sql`, `)})`);
  };
}
