/**
 * Statements whose text never changes, for the hottest calls (a cart read, an add to cart).
 * Building a query through drizzle costs more than the round trip on a warm server (about a
 * fifth of a cart read's time in a profile), so these are written once as SQL with `$n`
 * parameters. On the database itself they go straight to the driver; on PostgreSQL by name, so
 * each connection parses and plans one once and then only binds values. Inside a transaction
 * (which has no runner of its own) the same text goes through drizzle.
 *
 * Rows come back as the driver gives them: columns named by the statement's aliases, jsonb
 * parsed; a timestamp is a Date from the driver and a string through drizzle's `execute`, so
 * callers read timestamps with `asDate`.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Db, DbOrTx } from './database';

export interface FixedStatement {
  /** Unique among fixed statements: PostgreSQL keeps one prepared statement per name and connection. */
  readonly name: string;
  readonly text: string;
}

type Runner = (statement: FixedStatement, values: readonly unknown[]) => Promise<Record<string, unknown>[]>;

const runners = new WeakMap<object, Runner>();
const names = new Map<string, string>();

/** Declares a fixed statement; a second statement under one name is a programming error. */
export function fixedStatement(name: string, text: string): FixedStatement {
  const known = names.get(name);
  if (known !== undefined && known !== text) throw new Error(`Two fixed statements are named ${name}`);
  names.set(name, text);
  return { name, text };
}

/** Called by the engine that opened `db`: how its fixed statements reach the driver. */
export function registerFixedRunner(db: Db, run: Runner): void {
  runners.set(db, run);
}

/** Runs `statement` with `values` for `$1`, `$2`, …; its rows. */
export async function runFixed<Row = Record<string, unknown>>(db: DbOrTx, statement: FixedStatement, values: readonly unknown[]): Promise<Row[]> {
  const run = runners.get(db);
  if (run !== undefined) return (await run(statement, values)) as Row[];
  const result = (await db.execute(asSql(statement.text, values))) as unknown as { rows: Row[] };
  return result.rows;
}

const PARAMETER = /\$(\d+)/g;

/** The statement as drizzle SQL: its text with each `$n` replaced by that value as a parameter. */
function asSql(text: string, values: readonly unknown[]): SQL {
  const chunks: SQL[] = [];
  let at = 0;
  for (const match of text.matchAll(PARAMETER)) {
    chunks.push(sql.raw(text.slice(at, match.index)));
    const index = Number(match[1]) - 1;
    if (index < 0 || index >= values.length) throw new Error(`No value for $${match[1]}`);
    // A Param, so an array stays one parameter (a template would spread it into a list).
    chunks.push(sql`${sql.param(values[index])}`);
    at = match.index + match[0].length;
  }
  chunks.push(sql.raw(text.slice(at)));
  return sql.join(chunks);
}

/** A timestamp column as a Date, whichever way it came back. */
export function asDate(value: unknown): Date {
  return value instanceof Date ? value : new Date(value as string);
}
