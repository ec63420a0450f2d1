/** The accounts module: owners and contributors, their roles and permissions per site, invitations, sessions. */
import { readMigrations } from '../../db/migrations';

export { createAccountsService, type AccountsService, type AccountsDeps } from './accounts.service';
export { PASSWORD_MIN_LENGTH, PASSWORD_MAX_LENGTH } from './contributors';
export { SESSION_SHORT_MS, SESSION_REMEMBER_MS } from './sessions';
export { INVITATION_TTL_MS } from './invitations';
export {
  SIGN_IN_WINDOW_MS,
  SIGN_IN_FAILURES_PER_EMAIL,
  SIGN_IN_FAILURES_PER_IP,
  type SignInAttempt,
  type SignInAudience,
  type SignInReservation,
} from './sign-in-throttle';
/** Password hashing for other account kinds (site users) to use through injection. */
export { hashPassword, verifyPassword, STANDARD_COST, FAST_TEST_COST, type ScryptCost } from './password-hashing';
export {
  PERMISSIONS,
  CONTRIBUTOR_ROLES,
  isContributorRole,
  permissionsOf,
  readablePermissionsOf,
  roleAllows,
  type Permission,
} from './permissions';
export type {
  OwnerUser,
  Contributor,
  OwnerIdentity,
  OwnerSession,
  CreateUserInput,
  LoginInput,
  Invitation,
  IssuedInvitation,
  InviteInput,
  InvitationDetails,
  AcceptInvitationInput,
} from './accounts.types';

export const ACCOUNTS_MIGRATIONS = readMigrations('accounts', new URL('./migrations/', import.meta.url));
