/**
 * The outbox: emails are written as rows (inside the transaction of the change that causes
 * them) and delivered afterwards by `deliverDue`, which claims each message with a
 * conditional update, sends it outside any transaction, and on failure schedules a retry
 * with exponential backoff until the last attempt. Without a transport messages are only
 * recorded, which is what owners and tests read.
 */
import { and, asc, desc, eq, inArray, like, lt, lte, or } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database';
import { fixedInsert } from '../../db/fixed-insert';
import type { Clock } from '../../shared/clock';
import { isValidEmail } from '../../shared/email';
import { DomainError } from '../../shared/errors';
import type { IdSource } from '../../shared/ids';
import { messages } from './outbox.tables';
import { OUTBOX_LIMITS, SECRET_BODY_NOTE, type MailTransport, type MessageStatus, type NewMessage, type OutboxMessage } from './outbox.types';

export interface OutboxDeps {
  db: DbOrTx;
  ids: IdSource;
  clock: Clock;
  /** null: no mail server, messages are only recorded. */
  transport: MailTransport | null;
  /** The sender address of every message. */
  from: string;
}

type MessageRow = typeof messages.$inferSelect;

function toMessage(row: MessageRow): OutboxMessage {
  return {
    id: row.id,
    websiteId: row.websiteId,
    to: row.toAddress,
    subject: row.subject,
    text: row.textBody,
    html: row.htmlBody,
    status: row.status as MessageStatus,
    attempts: row.attempts,
    lastError: row.lastError,
    created: row.createdAt.getTime(),
    sent: row.sentAt?.getTime() ?? null,
    notBefore: row.notBefore?.getTime() ?? null,
    secret: row.secret,
  };
}

/** A message as site owners may read it: a secret body is left out. */
function forOwners(message: OutboxMessage): OutboxMessage {
  return message.secret ? { ...message, text: SECRET_BODY_NOTE, html: null } : message;
}

/** The wait before attempt `attempts + 1`. */
export function backoffMs(attempts: number): number {
  return Math.min(OUTBOX_LIMITS.firstBackoffMs * 2 ** Math.max(attempts - 1, 0), OUTBOX_LIMITS.maxBackoffMs);
}

export type OutboxService = ReturnType<typeof createOutboxService>;

// Every order queues its emails: a fixed statement (db/fixed-statements.ts). A message whose
// dedupe key was queued already is skipped and the first one read back.
const insertMessage = fixedInsert(messages, { name: 'outbox_insert_message', skipConflictsOn: 'any' });

export function createOutboxService({ db, ids, clock, transport, from }: OutboxDeps) {
  /**
   * Queues several messages in one statement (each once per dedupe key); returns them in the
   * order given, a message whose key was queued before as that first one.
   */
  async function enqueueAll(websiteId: string, batch: readonly NewMessage[]): Promise<OutboxMessage[]> {
    for (const message of batch) if (!isValidEmail(message.to)) throw new DomainError('EMAIL_INVALID', { to: message.to });
    const at = new Date(clock.now());
    const rows = batch.map((message) => {
      const notBefore = message.notBefore != null && message.notBefore > at.getTime() ? new Date(message.notBefore) : null;
      return {
        id: ids.next(),
        websiteId,
        dedupeKey: message.dedupeKey ?? null,
        toAddress: message.to,
        subject: message.subject,
        textBody: message.text,
        htmlBody: message.html ?? null,
        status: transport === null ? 'recorded' : 'queued',
        nextAttemptAt: transport === null ? null : (notBefore ?? at),
        notBefore,
        secret: message.secret === true,
        createdAt: at,
      };
    });
    const inserted = new Map((await insertMessage(db, rows)).map((row) => [row.id, row]));
    const queued: OutboxMessage[] = [];
    for (const row of rows) {
      const mine = inserted.get(row.id);
      if (mine !== undefined) {
        queued.push(toMessage(mine));
        continue;
      }
      const [existing] = await db.select().from(messages).where(and(eq(messages.websiteId, websiteId), eq(messages.dedupeKey, row.dedupeKey ?? '')));
      queued.push(toMessage(existing!));
    }
    return queued;
  }

  return {
    /** Queues a message (once per dedupe key); returns it. */
    async enqueue(websiteId: string, message: NewMessage): Promise<OutboxMessage> {
      const [queued] = await enqueueAll(websiteId, [message]);
      return queued!;
    },

    enqueueAll,

    /** The site's messages, newest first (secret bodies left out); pass `nextCursor` back as `before`. */
    async listMessages(websiteId: string, options: { limit?: number; before?: number } = {}): Promise<{ messages: OutboxMessage[]; nextCursor: number | null }> {
      const limit = Math.min(Math.max(options.limit ?? 50, 1), 200);
      const where =
        options.before === undefined
          ? eq(messages.websiteId, websiteId)
          : and(eq(messages.websiteId, websiteId), lt(messages.createdAt, new Date(options.before)));
      const rows = await db.select().from(messages).where(where).orderBy(desc(messages.createdAt), desc(messages.id)).limit(limit + 1);
      const page = rows.slice(0, limit).map(toMessage);
      return { messages: page.map(forOwners), nextCursor: rows.length > limit ? page[page.length - 1]!.created : null };
    },

    /**
     * The site's messages queued under these keys or key prefixes (an order's emails), oldest
     * first, as owners may read them.
     */
    async messagesByKeys(websiteId: string, keys: { exact?: string[]; prefixes?: string[] }): Promise<OutboxMessage[]> {
      const matches = [
        ...((keys.exact ?? []).length > 0 ? [inArray(messages.dedupeKey, keys.exact!)] : []),
        ...(keys.prefixes ?? []).map((p) => like(messages.dedupeKey, `${p.replace(/[\\%_]/g, (c) => `\\${c}`)}%`)),
      ];
      if (matches.length === 0) return [];
      const rows = await db
        .select()
        .from(messages)
        .where(and(eq(messages.websiteId, websiteId), or(...matches)))
        .orderBy(asc(messages.createdAt), asc(messages.id));
      return rows.map(toMessage).map(forOwners);
    },

    /** The message queued under a key, whole (for sending it again), or null. */
    async findByKey(websiteId: string, dedupeKey: string): Promise<OutboxMessage | null> {
      const [row] = await db.select().from(messages).where(and(eq(messages.websiteId, websiteId), eq(messages.dedupeKey, dedupeKey)));
      return row === undefined ? null : toMessage(row);
    },

    /**
     * Sends the messages that are due (of every site), each claimed first so two workers never
     * send one twice; a worker that died holding a claim is overtaken after the claim timeout.
     */
    async deliverDue(limit = 20): Promise<{ sent: number; failed: number }> {
      if (transport === null) return { sent: 0, failed: 0 };
      const now = new Date(clock.now());
      const due = await db
        .select({ id: messages.id })
        .from(messages)
        .where(and(inArray(messages.status, ['queued', 'sending']), lte(messages.nextAttemptAt, now)))
        .orderBy(messages.nextAttemptAt)
        .limit(limit);
      let sent = 0;
      let failed = 0;
      for (const { id } of due) {
        const [claimed] = await db
          .update(messages)
          .set({ status: 'sending', nextAttemptAt: new Date(now.getTime() + OUTBOX_LIMITS.claimTimeoutMs) })
          .where(and(eq(messages.id, id), or(eq(messages.status, 'queued'), eq(messages.status, 'sending')), lte(messages.nextAttemptAt, now)))
          .returning();
        if (claimed === undefined) continue;
        const attempts = claimed.attempts + 1;
        try {
          await transport.send({ from, to: claimed.toAddress, subject: claimed.subject, text: claimed.textBody, html: claimed.htmlBody ?? undefined });
          await db.update(messages).set({ status: 'sent', attempts, sentAt: new Date(clock.now()), nextAttemptAt: null, lastError: null }).where(eq(messages.id, id));
          sent++;
        } catch (e) {
          const last = attempts >= OUTBOX_LIMITS.maxAttempts;
          await db
            .update(messages)
            .set({
              status: last ? 'failed' : 'queued',
              attempts,
              nextAttemptAt: last ? null : new Date(clock.now() + backoffMs(attempts)),
              lastError: (e instanceof Error ? e.message : String(e)).slice(0, 500),
            })
            .where(eq(messages.id, id));
          failed++;
        }
      }
      return { sent, failed };
    },
  };
}

/** Runs `deliverDue` every `intervalMs` until stopped; errors go to `onError`, never up. */
export function createOutboxWorker(outbox: Pick<OutboxService, 'deliverDue'>, options: { intervalMs: number; onError: (e: unknown) => void }) {
  let timer: ReturnType<typeof setInterval> | null = null;
  let running = false;
  const tick = async () => {
    if (running) return;
    running = true;
    try {
      await outbox.deliverDue();
    } catch (e) {
      options.onError(e);
    } finally {
      running = false;
    }
  };
  return {
    runOnce: tick,
    start() {
      timer ??= setInterval(() => void tick(), options.intervalMs);
      timer.unref?.();
    },
    stop() {
      if (timer !== null) clearInterval(timer);
      timer = null;
    },
  };
}
