/**
 * Contributor invitations in HTTP tests. The invitation link travels only by email, and the
 * site's outbox listing hides it, so `invitationLink` reads the latest invitation email to an
 * address straight from the outbox table, as the recipient's mailbox would receive it.
 * `visitorHeaders(host)` are a signed-out browser's (a crumb cookie and the same crumb).
 */
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../src/db/database';

export interface InvitationMail {
  subject: string;
  text: string;
  html: string;
  link: string;
  token: string;
}

/** The latest invitation email sent to `email` by a site, with its link and token. */
export async function invitationMail(database: Database, websiteId: string, email: string): Promise<InvitationMail> {
  const rows = await database.query<{ subject: string; text_body: string; html_body: string }>(
    'select subject, text_body, html_body from outbox_messages where website_id = $1 and to_address = $2 order by created_at desc, id desc limit 1',
    [websiteId, email],
  );
  const row = rows[0];
  const match = row?.text_body.match(/(https?:\/\/\S+\/config\/invitation\?token=([A-Za-z0-9_-]{43}))/);
  if (row === undefined || match === null || match === undefined) throw new Error(`invitationMail: no invitation to ${email}`);
  return { subject: row.subject, text: row.text_body, html: row.html_body, link: match[1]!, token: match[2]! };
}

/** A signed-out browser on `host`: a crumb cookie and the same value in the header. */
export function visitorHeaders(host: string): Record<string, string> {
  const crumb = randomBytes(18).toString('base64url');
  return { host, cookie: `crumb=${crumb}`, 'x-csrf-token': crumb };
}

/** POST /api/admin/invitations/:token/accept as a signed-out visitor of `host`. */
export function acceptInvitation(app: FastifyInstance, host: string, token: string, password: string) {
  return app.inject({ method: 'POST', url: `/api/admin/invitations/${token}/accept`, headers: visitorHeaders(host), payload: { password } });
}
