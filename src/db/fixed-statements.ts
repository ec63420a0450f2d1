/**
 * Statements whose text never changes, for the hottest calls (a cart read, an add to cart).
 * Building a query through drizzle costs more than the round trip on a warm server (about a
 * fifth of a cart read's time in a profile), so these are written once as SQL with `$n`
 * parameters. On the database itself they go straight to the driver; on PostgreSQL by name, so
 * each connection parses and plans one once and then only binds values. Inside a transaction on
 * PostgreSQL they go to the transaction's connection the same way; inside a PGlite transaction
 * (the embedded engine, one connection) the same text goes through drizzle.
 *
 * Rows come back as the driver gives them: columns named by the statement's aliases, jsonb
 * parsed; a timestamp is a Date from the driver and a string through drizzle's `execute`, so
 * callers read timestamps with `asDate`.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from './database';

export interface FixedStatement {
  /** Unique among fixed statements: PostgreSQL keeps one prepared statement per name and connection. */
  readonly name: string;
  readonly text: string;
  /** How many values it takes (its highest `$n`). */
  readonly parameters: number;
}

type Runner = (statement: FixedStatement, values: readonly unknown[]) => Promise<Record<string, unknown>[]>;

const runners = new WeakMap<object, Runner>();
const PARAMETER = /\$(\d+)/g;
const names = new Map<string, string>();

/** Declares a fixed statement; a second statement under one name is a programming error. */
export function fixedStatement(name: string, text: string): FixedStatement {
  const known = names.get(name);
  if (known !== undefined && known !== text) throw new Error(`Two fixed statements are named ${name}`);
  names.set(name, text);
  const parameters = Math.max(0, ...[...text.matchAll(PARAMETER)].map((m) => Number(m[1])));
  return { name, text, parameters };
}

/**
 * Called by the engine that opened `db` (or one of its connections, keyed by the driver's
 * client object): how its fixed statements reach the driver.
 */
export function registerFixedRunner(dbOrClient: object, run: Runner): void {
  runners.set(dbOrClient, run);
}

/**
 * A transaction's runner: the one registered for its connection. Drizzle keeps the
 * transaction's driver client on its session (not part of its typed API, hence the checks);
 * without one the statement goes through drizzle.
 */
function transactionRunner(tx: DbOrTx): Runner | undefined {
  const client = (tx as unknown as { session?: { client?: unknown } }).session?.client;
  return typeof client === 'object' && client !== null ? runners.get(client) : undefined;
}

/** Runs `statement` with `values` for `$1`, `$2`, …; its rows. */
export async function runFixed<Row = Record<string, unknown>>(db: DbOrTx, statement: FixedStatement, values: readonly unknown[]): Promise<Row[]> {
  if (values.length !== statement.parameters) throw new Error(`${statement.name} takes ${statement.parameters} values, not ${values.length}`);
  const run = runners.get(db) ?? transactionRunner(db);
  if (run !== undefined) return (await run(statement, values)) as Row[];
  const result = (await db.execute(asSql(statement.text, values))) as unknown as { rows: Row[] };
  return result.rows;
}

/** The statement as drizzle SQL: its text with each `$n` replaced by that value as a parameter. */
function asSql(text: string, values: readonly unknown[]): SQL {
  const chunks: SQL[] = [];
  let at = 0;
  for (const match of text.matchAll(PARAMETER)) {
    chunks.push(sql.raw(text.slice(at, match.index)));
    const index = Number(match[1]) - 1;
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
