/** The accounts module's public shapes: owners and contributors, their roles and sessions. */
import type { Permission } from './permissions';

/** A person who signs in to the editor (spec §6: site owners and contributors). */
export interface OwnerUser {
  id: string;
  email: string;
  displayName: string;
  createdAt: number;
}

/** A user's role on one site (spec §3 contributor roles, codes in shared/enums ContributorRole). */
export interface Contributor {
  userId: string;
  email: string;
  displayName: string;
  role: number;
  createdAt: number;
}

/** Who is signed in for a request, on which site, and what they may do there. */
export interface OwnerIdentity {
  userId: string;
  email: string;
  websiteId: string;
  role: number;
  permissions: ReadonlySet<Permission>;
}

/** A new session: the token goes into the cookie and is never stored as is. */
export interface OwnerSession {
  token: string;
  /** Milliseconds since the epoch. */
  expiresAt: number;
  rememberMe: boolean;
  owner: OwnerIdentity;
}

export interface CreateUserInput {
  email: string;
  password: string;
  displayName?: string;
}

/** An invitation to join a site that nobody has accepted yet. */
export interface Invitation {
  id: string;
  websiteId: string;
  email: string;
  role: number;
  /** Past `expiresAt` the link no longer works; inviting again refreshes it. */
  status: 'pending' | 'expired';
  /** When it was (last) sent, ms. */
  invitedAt: number;
  expiresAt: number;
}

/** A freshly made or refreshed invitation and its link's token (shown once, stored hashed). */
export interface IssuedInvitation {
  invitation: Invitation;
  token: string;
}

export interface InviteInput {
  websiteId: string;
  email: string;
  role: number;
  /** The admin who invites (null from operator tools). */
  invitedBy: string | null;
}

/** What the holder of an invitation link learns about it. */
export interface InvitationDetails {
  websiteId: string;
  email: string;
  role: number;
  /** True when no account has this email yet: accepting then sets its password. */
  mustSetPassword: boolean;
  expiresAt: number;
}

export interface AcceptInvitationInput {
  websiteId: string;
  token: string;
  /** The new account's password, or the existing account's current one. */
  password: string;
}

export interface LoginInput {
  email: string;
  password: string;
  websiteId: string;
  rememberMe?: boolean;
}

/** An owner API key as its site's admins see it: never the secret. Times in ms. */
export interface ApiKey {
  id: string;
  websiteId: string;
  name: string;
  role: number;
  /** The start of the secret, to recognise the key by. */
  prefix: string;
  createdAt: number;
  /** The user who made it; the key acts on their behalf. */
  createdBy: string;
  lastUsedAt: number | null;
  revokedAt: number | null;
}

/** A new key and its secret, which is shown this once and stored only hashed. */
export interface IssuedApiKey {
  apiKey: ApiKey;
  secret: string;
}

export interface CreateApiKeyInput {
  websiteId: string;
  name: string;
  role: number;
  /** Who makes it, with their current role on the site: the key's role may not reach beyond it. */
  creator: { userId: string; role: number };
}

/** Who a request made with a key acts as: its creator, with the key's role, marked as the key. */
export interface ApiKeyIdentity extends OwnerIdentity {
  apiKey: { id: string; name: string };
}

export interface RecordApiKeyUseInput {
  keyId: string;
  websiteId: string;
  method: string;
  /** The route pattern (`/api/admin/orders/:orderId`), not the URL. */
  route: string;
  status: number;
}

/** One logged call made with a key. */
export interface ApiKeyUse {
  id: number;
  method: string;
  route: string;
  status: number;
  at: number;
}

export interface ApiKeyUsePage {
  uses: ApiKeyUse[];
  /** Pass back as `cursor` for the next (older) page; null on the last page. */
  nextCursor: number | null;
}
