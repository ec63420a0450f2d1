/**
 * Signed-in owners for HTTP tests: `ownerSession(app, {websiteId, role?, email?})` creates the
 * account and its membership through the accounts service, signs in through
 * POST /api/admin/session, and returns the headers later requests need: `host` (the site's
 * address), `cookie` (session + crumb), `x-csrf-token` (the visitor crumb) and
 * `x-stoa-owner-crumb` (the session's owner crumb from the sign-in answer). Spread them into
 * `app.inject`, and override `host` to aim the same session at another site.
 */
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { ContributorRole } from '../../src/shared/enums';
import { isDomainError } from '../../src/shared/errors';

export const TEST_OWNER_PASSWORD = 'correct horse battery staple';

export interface OwnerSessionResult {
  headers: Record<string, string>;
  userId: string;
  email: string;
  password: string;
}

let ownerCounter = 0;

/** The host a site answers on in tests. */
export async function siteHost(app: FastifyInstance, websiteId: string): Promise<string> {
  const site = await app.services.sites.get(websiteId);
  if (site === null) throw new Error(`ownerSession: no site ${websiteId}`);
  const host = `${site.identifier}.${app.config.baseDomain}`;
  // A site created a moment ago may not be in the host index yet (it refreshes on an event).
  if (app.services.siteDirectory.resolve(host)?.id !== websiteId) await app.services.siteDirectory.refresh();
  return host;
}

/** Signs a contributor (admin unless `role` says otherwise) in to a site; see the file comment. */
export async function ownerSession(
  app: FastifyInstance,
  options: { websiteId: string; role?: number; email?: string },
): Promise<OwnerSessionResult> {
  const accounts = app.services.accounts;
  const email = options.email ?? `owner${++ownerCounter}-${randomBytes(4).toString('hex')}@example.com`;
  const user = (await accounts.findUserByEmail(email)) ?? (await accounts.createUser({ email, password: TEST_OWNER_PASSWORD }));
  try {
    await accounts.addMember(options.websiteId, user.id, options.role ?? ContributorRole.ADMIN);
  } catch (e) {
    if (!isDomainError(e, 'CONTRIBUTOR_EXISTS')) throw e;
  }
  const host = await siteHost(app, options.websiteId);
  const preLoginCrumb = randomBytes(18).toString('base64url');
  const res = await app.inject({
    method: 'POST',
    url: '/api/admin/session',
    headers: { host, cookie: `crumb=${preLoginCrumb}`, 'x-csrf-token': preLoginCrumb },
    payload: { email, password: TEST_OWNER_PASSWORD },
  });
  if (res.statusCode !== 200) throw new Error(`ownerSession: sign-in answered ${res.statusCode} ${res.body}`);
  const token = res.cookies.find((c) => c.name === 'stoa_owner')?.value;
  const ownerCrumb: unknown = res.json().ownerCrumb;
  if (token === undefined || typeof ownerCrumb !== 'string') throw new Error('ownerSession: sign-in set no session cookie or answered no ownerCrumb');
  return {
    headers: { host, cookie: `stoa_owner=${token}; crumb=${preLoginCrumb}`, 'x-csrf-token': preLoginCrumb, 'x-stoa-owner-crumb': ownerCrumb },
    userId: user.id,
    email,
    password: TEST_OWNER_PASSWORD,
  };
}
