/** The site-users module: a site's customer accounts and their sessions (spec §1, §6, §7). */
import { readMigrations } from '../../db/migrations';

export { createSiteUsersService, xsrfTokenMatches, type SiteUsersService, type SiteUsersDeps } from './site-users.service';
export { SITE_USER_LIMITS, SITE_USER_SESSION_MS, SITE_USER_REMEMBER_MS } from './site-users.types';
export type { SiteUser, NewSiteUserSession, ActiveSiteUserSession, SignUpInput, SignInInput, PasswordHasher } from './site-users.types';

export const SITE_USERS_MIGRATIONS = readMigrations('site-users', new URL('./migrations/', import.meta.url));
