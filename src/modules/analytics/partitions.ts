/**
 * The partition manager for the raw visitor analytics tables (migrations/0002): each UTC day
 * from yesterday to three days ahead gets its own partition of every table, and day partitions
 * older than the retention are dropped (a whole day at a time, no row-by-row delete). Runs at
 * start and hourly. Processes sharing a database take a transaction-scoped advisory lock, so
 * two never create or drop the same partition at once (PGlite has one connection: the lock is free).
 *
 * A row received before its day's partition existed sits in the default partition; creating
 * the partition moves those rows into it (PostgreSQL refuses a partition whose rows the
 * default already holds).
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database';

export const RAW_TABLES = ['analytics_events', 'analytics_performance', 'analytics_script_errors'] as const;
const DAY_MS = 86_400_000;
/** Any fixed number: names this lock among the advisory locks of the database. */
const PARTITION_LOCK = 1_404_220;

export const partitionName = (table: string, dayStartMs: number): string => `${table}_p${new Date(dayStartMs).toISOString().slice(0, 10).replace(/-/g, '')}`;

function dayOfPartition(table: string, name: string): number | null {
  const m = new RegExp(`^${table}_p(\\d{4})(\\d{2})(\\d{2})$`).exec(name);
  return m === null ? null : Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]));
}

export interface PartitionReport {
  created: string[];
  dropped: string[];
}

type Rows = { rows: Record<string, unknown>[] };

export function createPartitionManager({ db, now, retentionDays }: { db: Db; now: () => number; retentionDays: number }) {
  const run = async (tx: Parameters<Parameters<Db['transaction']>[0]>[0], query: ReturnType<typeof sql.raw> | ReturnType<typeof sql>) =>
    ((await tx.execute(query)) as unknown as Rows).rows;

  return {
    /** The day partitions a table has now (name and day start), from the catalogue of this schema. */
    async listPartitions(table: string): Promise<{ name: string; day: number }[]> {
      const rows = ((await db.execute(sql`select c.relname as name from pg_inherits i
        join pg_class c on c.oid = i.inhrelid join pg_class p on p.oid = i.inhparent
        join pg_namespace n on n.oid = p.relnamespace
        where p.relname = ${table} and n.nspname = current_schema()`)) as unknown as Rows).rows;
      return rows.flatMap((r) => {
        const day = dayOfPartition(table, String(r.name));
        return day === null ? [] : [{ name: String(r.name), day }];
      });
    },

    /** Creates the missing partitions (yesterday .. +3 days) and drops the expired ones. */
    async maintain(): Promise<PartitionReport> {
      const today = Math.floor(now() / DAY_MS) * DAY_MS;
      const oldestKept = today - retentionDays * DAY_MS;
      const report: PartitionReport = { created: [], dropped: [] };
      const existing = new Map<string, { name: string; day: number }[]>();
      for (const table of RAW_TABLES) existing.set(table, await this.listPartitions(table));
      await db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(${PARTITION_LOCK})`);
        for (const table of RAW_TABLES) {
          const have = new Set((existing.get(table) ?? []).map((p) => p.name));
          for (let d = -1; d <= 3; d++) {
            const from = today + d * DAY_MS;
            const name = partitionName(table, from);
            if (have.has(name)) continue;
            // Another process may have made it since the list was read: ask again under the lock.
            const found = await run(tx, sql`select to_regclass(${name}) is not null as present`);
            if (found[0]?.present === true) continue;
            const start = new Date(from).toISOString();
            const end = new Date(from + DAY_MS).toISOString();
            const moving = `${name}_moving`;
            await tx.execute(sql.raw(`create temp table ${moving} on commit drop as select * from ${table}_default where received_at >= '${start}' and received_at < '${end}'`));
            await tx.execute(sql.raw(`delete from ${table}_default where received_at >= '${start}' and received_at < '${end}'`));
            await tx.execute(sql.raw(`create table if not exists ${name} partition of ${table} for values from ('${start}') to ('${end}')`));
            await tx.execute(sql.raw(`insert into ${table} select * from ${moving}`));
            report.created.push(name);
          }
          for (const p of existing.get(table) ?? []) {
            if (p.day >= oldestKept) continue;
            await tx.execute(sql.raw(`drop table if exists ${p.name}`));
            report.dropped.push(p.name);
          }
        }
      });
      return report;
    },
  };
}
export type PartitionManager = ReturnType<typeof createPartitionManager>;
