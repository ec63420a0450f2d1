/**
 * issue 15 §2: fixed statements give the same rows on the database (straight to the driver,
 * by name) and inside a transaction (through drizzle), on both engines.
 */
import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { describeDatabase } from '../../test/support/database';
import { asDate, fixedStatement, runFixed } from './fixed-statements';

const echo = fixedStatement(
  'test_fixed_echo',
  `select $1::text as "name", $2::int as "count", $3::timestamptz as "at", $4::jsonb as "data", cardinality($5::text[]) as "listed", $1::text || '!' as "again"`,
);

describeDatabase('fixed statements', (db) => {
  const values = ['ada', 3, '2026-11-29T12:00:00.000Z', JSON.stringify({ a: [1, 2] }), ['x', 'y', 'z']];

  it('issue 15 §2 the same rows on the database and inside a transaction; a repeated $n and an array stay one value', async () => {
    const direct = await runFixed<Record<string, unknown>>(db().db, echo, values);
    const inside = await db().db.transaction((tx) => runFixed<Record<string, unknown>>(tx, echo, values));
    for (const rows of [direct, inside]) {
      expect(rows).toHaveLength(1);
      const [row] = rows;
      expect({ ...row, at: asDate(row!.at).toISOString() }).toEqual({ name: 'ada', count: 3, at: '2026-11-29T12:00:00.000Z', data: { a: [1, 2] }, listed: 3, again: 'ada!' });
    }
  });

  it('issue 15 §2 inside a transaction a fixed statement runs in that transaction', async () => {
    const txid = fixedStatement('test_fixed_txid', 'select txid_current()::text as "id"');
    const [fixed, drizzled] = await db().db.transaction(async (tx) => {
      const [row] = await runFixed<{ id: string }>(tx, txid, []);
      const result = (await tx.execute(sql`select txid_current()::text as "id"`)) as unknown as { rows: { id: string }[] };
      return [row!.id, result.rows[0]!.id];
    });
    expect(fixed).toBe(drizzled);
  });

  it('issue 15 §2 each run on the database counts as one statement, run again by name', async () => {
    const before = db().statements.count;
    await runFixed(db().db, echo, values);
    await runFixed(db().db, echo, ['bo', 1, '2026-11-29T12:00:00.000Z', 'null', []]);
    expect(db().statements.count - before).toBe(2);
  });

  it('issue 15 §2 a missing value and a second text under one name are refused', async () => {
    await expect(runFixed(db().db, echo, ['only one'])).rejects.toThrow('test_fixed_echo takes 5 values, not 1');
    await expect(db().db.transaction((tx) => runFixed(tx, echo, ['only one']))).rejects.toThrow('test_fixed_echo takes 5 values, not 1');
    expect(() => fixedStatement('test_fixed_echo', 'select 1')).toThrow('Two fixed statements are named test_fixed_echo');
  });
});
