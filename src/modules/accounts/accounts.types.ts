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

export interface AddContributorInput {
  websiteId: string;
  email: string;
  role: number;
  /** Needed only when no account has this email yet; an existing account keeps its password. */
  password?: string;
  displayName?: string;
}

export interface LoginInput {
  email: string;
  password: string;
  websiteId: string;
  rememberMe?: boolean;
}
