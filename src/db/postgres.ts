/** The PostgreSQL engine (production), through `pg`. */
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { channelName, counted, countingLogger, sendNotification, type Database, type Db, type StatementCounter } from './database';
import { registerFixedRunner } from './fixed-statements';
import { listenOnPostgres } from './postgres-listener';

const SCHEMA_NAME = /^[a-z_][a-z0-9_]{0,62}$/;

/** Opens a pool; with `schema`, every connection uses that schema (created when missing). */
export async function openPostgres(url: string, schema?: string, max = 10): Promise<Database> {
  if (schema !== undefined && !SCHEMA_NAME.test(schema)) throw new Error(`Invalid schema name ${JSON.stringify(schema)}`);
  if (schema !== undefined) {
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    try {
      await admin.query(`create schema if not exists "${schema}"`);
    } finally {
      await admin.end();
    }
  }
  const pool = new pg.Pool({
    connectionString: url,
    max,
    // A statement issued while another is on its way is written at once, not after its answer
    // (the code awaits each statement, so this changes nothing there). runAnnounced relies on it
    // to send a transaction's COMMIT right behind its last statement.
    pipeline: true,
    ...(schema !== undefined && { options: `-c search_path="${schema}"` }),
  });
  const statements: StatementCounter = { count: 0 };
  const db = drizzle(pool, { logger: countingLogger(statements) }) as unknown as Db;
  registerFixedRunner(db, async (statement, values) => {
    counted(statements, statement.text);
    return (await pool.query({ name: statement.name, text: statement.text, values: values as unknown[] })).rows;
  });
  // A transaction's fixed statements go to its own connection (fixed-statements.ts).
  pool.on('connect', (client) => {
    registerFixedRunner(client, async (statement, values) => {
      counted(statements, statement.text);
      return (await client.query({ name: statement.name, text: statement.text, values: values as unknown[] })).rows;
    });
  });
  return {
    db,
    engine: 'postgres',
    statements,
    exec: async (sql) => {
      counted(statements, sql);
      await pool.query(sql);
    },
    query: async <T>(sql: string, params: unknown[] = []) => {
      counted(statements, sql);
      return (await pool.query(sql, params)).rows as T[];
    },
    withSession: async (fn) => {
      const client = await pool.connect();
      try {
        return await fn({
          exec: async (sql) => {
            counted(statements, sql);
            await client.query(sql);
          },
          query: async <T>(sql: string, params: unknown[] = []) => {
            counted(statements, sql);
            return (await client.query(sql, params)).rows as T[];
          },
        });
      } finally {
        client.release();
      }
    },
    notify: async (channel, payload, tx) => {
      const name = channelName(channel, schema);
      if (tx !== undefined) await sendNotification(tx, name, payload);
      else await pool.query('select pg_notify($1, $2)', [name, payload]);
    },
    listen: (channel, onPayload, options) => listenOnPostgres(url, channelName(channel, schema), onPayload, options),
    ping: async () => {
      try {
        await pool.query('select 1');
        return true;
      } catch {
        return false;
      }
    },
    close: async () => {
      await pool.end();
    },
  };
}
