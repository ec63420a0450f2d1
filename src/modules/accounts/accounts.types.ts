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
