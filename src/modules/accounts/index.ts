/** The accounts module: owners and contributors, their roles and permissions per site, invitations, sessions, API keys. */
import { readMigrations } from '../../db/migrations';

export { createAccountsService, type AccountsService, type AccountsDeps } from './accounts.service';
export { PASSWORD_MIN_LENGTH, PASSWORD_MAX_LENGTH } from './contributors';
export { SESSION_SHORT_MS, SESSION_REMEMBER_MS } from './sessions';
export { INVITATION_TTL_MS } from './invitations';
export {
  API_KEY_LABEL,
  API_KEY_NAME_MAX_LENGTH,
  API_KEY_LAST_USED_PRECISION_MS,
  API_KEY_USE_RETENTION_MS,
  API_KEY_USES_PER_KEY,
  API_KEY_USES_PAGE_MAX,
} from './api-keys';
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
  roleCovers,
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
  ApiKey,
  IssuedApiKey,
  CreateApiKeyInput,
  ApiKeyIdentity,
  RecordApiKeyUseInput,
  ApiKeyUse,
  ApiKeyUsePage,
} from './accounts.types';

export const ACCOUNTS_MIGRATIONS = readMigrations('accounts', new URL('./migrations/', import.meta.url));
