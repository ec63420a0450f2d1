/**
 * Notifications through the Database: delivered to listeners, sent by a transaction only at its
 * commit, and (PostgreSQL) a listener whose connection is killed comes back and says so.
 */
import { expect, it, vi } from 'vitest';
import { describeDatabase } from '../../test/support/database';
import { channelName } from './database';

const received = () => {
  const payloads: string[] = [];
  return { payloads, push: (p: string) => void payloads.push(p) };
};

describeDatabase('database notifications', (db, engine) => {
  it('delivers a payload sent on the channel to its listener, not to other channels', async () => {
    const a = received();
    const b = received();
    const listenA = await db().listen('test_a', a.push);
    const listenB = await db().listen('test_b', b.push);
    await db().notify('test_a', '{"n":1}');
    await vi.waitFor(() => expect(a.payloads).toEqual(['{"n":1}']));
    expect(b.payloads).toEqual([]);
    await listenA.close();
    await listenB.close();
  });

  it('inside a transaction: sent at commit, never after a rollback', async () => {
    const got = received();
    const listener = await db().listen('test_tx', got.push);
    await expect(
      db().db.transaction(async (tx) => {
        await db().notify('test_tx', 'rolled back', tx);
        throw new Error('abort');
      }),
    ).rejects.toThrow('abort');
    await db().db.transaction(async (tx) => {
      await db().notify('test_tx', 'committed', tx);
    });
    await db().notify('test_tx', 'after');
    await vi.waitFor(() => expect(got.payloads).toEqual(['committed', 'after']));
    await listener.close();
  });

  it('refuses channel names that are not plain identifiers', async () => {
    await expect(db().notify('Bad"name', 'x')).rejects.toThrow('Invalid channel name');
    expect(channelName('stoa_events', 'x'.repeat(80))).toHaveLength(63);
  });

  if (engine === 'postgres') {
    it('a killed listening connection is opened again, says so, and receives what comes after', async () => {
      const got = received();
      const onReconnect = vi.fn();
      const onError = vi.fn();
      const listener = await db().listen('test_reconnect', got.push, { onReconnect, onError });
      const [{ schema }] = await db().query<{ schema: string }>('select current_schema() as schema');
      const query = `LISTEN "${channelName('test_reconnect', schema)}"`;
      const killed = await db().query<{ ok: boolean }>(
        "select pg_terminate_backend(pid) as ok from pg_stat_activity where application_name = 'stoa-listener' and query = $1",
        [query],
      );
      expect(killed).toEqual([{ ok: true }]);
      await vi.waitFor(() => expect(onReconnect).toHaveBeenCalledTimes(1), { timeout: 5_000 });
      expect(onError).toHaveBeenCalled();
      await db().notify('test_reconnect', 'after reconnect');
      await vi.waitFor(() => expect(got.payloads).toEqual(['after reconnect']));
      await listener.close();
    });
  }
});
