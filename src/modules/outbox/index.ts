/** The outbox module: every outgoing email recorded, delivered over SMTP when configured, retried with backoff. */
import { readMigrations } from '../../db/migrations';

export { createOutboxService, createOutboxWorker, backoffMs, type OutboxService, type OutboxDeps } from './outbox.service';
export { createSmtpTransport } from './smtp-transport';
export { OUTBOX_LIMITS, SECRET_BODY_NOTE } from './outbox.types';
export type { OutboxMessage, NewMessage, MailTransport, MessageStatus } from './outbox.types';

export const OUTBOX_MIGRATIONS = readMigrations('outbox', new URL('./migrations/', import.meta.url));
