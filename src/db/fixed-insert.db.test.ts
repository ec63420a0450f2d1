/**
 * issue 15 §2: inserts made from a drizzle table as fixed statements store and answer what a
 * drizzle insert would, on the database and inside a transaction, on both engines.
 */
import { bigint, boolean, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { expect, it } from 'vitest';
import { describeDatabase } from '../../test/support/database';
import { fixedInsert } from './fixed-insert';

const notes = pgTable('test_fixed_insert_notes', {
  id: text('id').primaryKey(),
  siteId: text('site_id').notNull(),
  key: text('key').notNull(),
  count: integer('count').notNull().default(7),
  done: boolean('done').notNull().default(false),
  tags: jsonb('tags').$type<string[]>().notNull().default([]),
  note: text('note'),
  at: timestamp('at', { withTimezone: true }).notNull(),
  seq: bigint('seq', { mode: 'number' }).generatedAlwaysAsIdentity(),
});

const insertNotes = fixedInsert(notes, { name: 'test_fixed_insert_notes', skipConflictsOn: ['siteId', 'key'] });
/** Each note inserted gets one reply per text given, in the same statement. */
const insertNotesWithReplies = fixedInsert(notes, {
  name: 'test_fixed_insert_notes_replies',
  skipConflictsOn: ['siteId', 'key'],
  andThen: (p) => `insert into test_fixed_insert_replies (note_id, body) select inserted."id", r.body from inserted cross join unnest($${p}::text[]) as r(body)`,
});

describeDatabase('fixed inserts', (db) => {
  const table = async () => {
    await db().exec(`drop table if exists test_fixed_insert_notes;
      create table test_fixed_insert_notes (id text primary key, site_id text not null, key text not null, count integer not null default 7,
        done boolean not null default false, tags jsonb not null default '[]', note text, at timestamptz not null,
        seq bigint generated always as identity, unique (site_id, key))`);
  };
  const at = new Date('2026-11-29T12:00:00.123Z');
  const replies = async () => {
    await db().exec(`drop table if exists test_fixed_insert_replies; create table test_fixed_insert_replies (note_id text not null, body text not null)`);
  };
  const repliesOf = async (id: string) => (await db().query<{ body: string }>(`select body from test_fixed_insert_replies where note_id = $1 order by body`, [id])).map((r) => r.body);

  it('issue 15 §2 the rows come back as drizzle maps them: defaults for left-out columns, jsonb arrays, Dates, the identity', async () => {
    await table();
    const rows = await insertNotes(db().db, [
      { id: 'a', siteId: 's', key: 'k1', tags: ['x', 'y'], note: null, at },
      { id: 'b', siteId: 's', key: 'k2', tags: [], note: 'two', at },
    ]);
    expect(rows).toEqual([
      { id: 'a', siteId: 's', key: 'k1', count: 7, done: false, tags: ['x', 'y'], note: null, at, seq: 1 },
      { id: 'b', siteId: 's', key: 'k2', count: 7, done: false, tags: [], note: 'two', at, seq: 2 },
    ]);
    const inside = await db().db.transaction((tx) => insertNotes(tx, [{ id: 'c', siteId: 's', key: 'k3', count: 2, done: true, at }]));
    expect(inside).toEqual([{ id: 'c', siteId: 's', key: 'k3', count: 2, done: true, tags: [], note: null, at, seq: 3 }]);
    const [stored] = await db().query<{ tags: string[]; at: Date }>(`select tags, at from test_fixed_insert_notes where id = 'a'`);
    expect(stored).toEqual({ tags: ['x', 'y'], at });
  });

  it('issue 15 §2 a row conflicting on the named columns is skipped; rows must give the same columns', async () => {
    await table();
    expect(await insertNotes(db().db, [{ id: 'a', siteId: 's', key: 'k', at }])).toHaveLength(1);
    expect(await insertNotes(db().db, [{ id: 'b', siteId: 's', key: 'k', at }])).toEqual([]);
    expect(await db().db.transaction((tx) => insertNotes(tx, [{ id: 'c', siteId: 's', key: 'k', at }]))).toEqual([]);
    await expect(insertNotes(db().db, [{ id: 'd', siteId: 's', key: 'd', note: 'x', at }, { id: 'e', siteId: 's', key: 'e', at }])).rejects.toThrow('note is missing');
    expect(await insertNotes(db().db, [])).toEqual([]);
  });

  it('issue 15 §2 a second write in the same statement reads the rows inserted; a skipped row makes none', async () => {
    await table();
    await replies();
    const before = db().statements.count;
    const rows = await insertNotesWithReplies(db().db, [{ id: 'a', siteId: 's', key: 'k', at }], [['one', 'two']]);
    expect(db().statements.count - before).toBe(1);
    expect(rows).toEqual([{ id: 'a', siteId: 's', key: 'k', count: 7, done: false, tags: [], note: null, at, seq: 1 }]);
    expect(await repliesOf('a')).toEqual(['one', 'two']);
    // The same key again: the note is skipped, so no reply is written either.
    expect(await db().db.transaction((tx) => insertNotesWithReplies(tx, [{ id: 'b', siteId: 's', key: 'k', at }], [['three']]))).toEqual([]);
    expect(await repliesOf('b')).toEqual([]);
    expect(await insertNotesWithReplies(db().db, [{ id: 'c', siteId: 's', key: 'k2', at }], [[]])).toHaveLength(1);
    expect(await repliesOf('c')).toEqual([]);
  });
});
