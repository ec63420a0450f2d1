/**
 * LISTEN on a dedicated PostgreSQL connection (a pooled one would be handed to other queries
 * and miss notifications). A dropped connection is opened again after a short, growing pause;
 * `onReconnect` then tells the caller that notifications may have been missed meanwhile.
 */
import pg from 'pg';
import type { ChannelListener, ListenOptions } from './database';

const FIRST_RETRY_MS = 50;
const MAX_RETRY_MS = 2_000;

export async function listenOnPostgres(
  url: string,
  channel: string,
  onPayload: (payload: string) => void,
  options: ListenOptions = {},
): Promise<ChannelListener> {
  let client: pg.Client | null = null;
  let closed = false;
  let retry: NodeJS.Timeout | null = null;

  const connect = async (): Promise<pg.Client> => {
    // keepAlive: a connection that silently died (a dropped network) is noticed, not waited on forever.
    const c = new pg.Client({ connectionString: url, keepAlive: true, application_name: 'stoa-listener' });
    c.on('notification', (message) => {
      if (message.channel === channel && message.payload !== undefined) onPayload(message.payload);
    });
    c.on('error', (error) => {
      if (client === c) options.onError?.(error);
      dropped(c);
    });
    c.on('end', () => dropped(c));
    try {
      await c.connect();
      await c.query(`LISTEN "${channel}"`);
    } catch (error) {
      await c.end().catch(() => {});
      throw error;
    }
    return c;
  };

  const reconnect = (delay: number) => {
    retry = setTimeout(() => {
      retry = null;
      connect().then(
        (c) => {
          if (closed) return void c.end().catch(() => {});
          client = c;
          options.onReconnect?.();
        },
        (error: unknown) => {
          if (closed) return;
          options.onError?.(error);
          reconnect(Math.min(delay * 2, MAX_RETRY_MS));
        },
      );
    }, delay);
  };

  function dropped(c: pg.Client): void {
    if (client !== c) return;
    client = null;
    c.end().catch(() => {});
    if (!closed) reconnect(FIRST_RETRY_MS);
  }

  client = await connect();
  return {
    close: async () => {
      closed = true;
      if (retry !== null) clearTimeout(retry);
      const c = client;
      client = null;
      await c?.end().catch(() => {});
    },
  };
}
