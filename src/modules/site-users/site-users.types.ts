/** Site users as the rest of Stoa sees them: a site's customers with their own sign-in. */

/** A customer account of one site (spec §1, §6: authenticated visitors). */
export interface SiteUser {
  id: string;
  websiteId: string;
  /** Trimmed and lowercased. */
  email: string;
  name: string;
  created: number;
}

/**
 * A session just started: `token` goes into the httpOnly session cookie and `xsrfToken` to
 * the page (USER-04), which sends it back as X-SiteUser-XSRF-Token (USER-05). Neither is stored.
 */
export interface NewSiteUserSession {
  token: string;
  xsrfToken: string;
  rememberMe: boolean;
  /** Milliseconds since the epoch. */
  expiresAt: number;
  siteUser: SiteUser;
}

/** A live session found by its token. */
export interface ActiveSiteUserSession {
  siteUser: SiteUser;
  rememberMe: boolean;
  expiresAt: number;
  /** The stored hash of the session's XSRF token; compare with `xsrfTokenMatches`. */
  xsrfTokenHash: string;
}

export interface SignUpInput {
  email: string;
  password: string;
  name?: string | undefined;
  rememberMe?: boolean | undefined;
}

export interface SignInInput {
  email: string;
  password: string;
  rememberMe?: boolean | undefined;
}

/** How passwords are hashed and checked (the server injects the platform's scrypt hashing). */
export interface PasswordHasher {
  hash(password: string): Promise<string>;
  /** True when `password` matches `stored`; false for malformed text; constant time. */
  verify(password: string, stored: string): Promise<boolean>;
}

export const SITE_USER_LIMITS = {
  passwordMinLength: 8,
  passwordMaxLength: 1024,
  nameMaxLength: 200,
} as const;

/** Without "remember me" a session lasts a day (the cookies also end with the browser). */
export const SITE_USER_SESSION_MS = 24 * 60 * 60 * 1000;
/** "Remember me": thirty days. */
export const SITE_USER_REMEMBER_MS = 30 * 24 * 60 * 60 * 1000;
