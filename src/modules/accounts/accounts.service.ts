/**
 * The accounts service: owner and contributor accounts, their roles per site, invitations to
 * join a site, sessions, and owner API keys.
 * Created once in server/app.ts; the HTTP layer reaches it as `app.services.accounts`.
 */
import type { Db } from '../../db/database';
import type { Clock } from '../../shared/clock';
import type { IdSource } from '../../shared/ids';
import { createApiKeys } from './api-keys';
import { createContributors } from './contributors';
import { createInvitations } from './invitations';
import { FAST_TEST_COST, STANDARD_COST } from './password-hashing';
import { createSessions } from './sessions';
import { createSignInThrottle } from './sign-in-throttle';

export interface AccountsDeps {
  db: Db;
  ids: IdSource;
  clock: Clock;
  /** Tests only: cheap password hashing. Production always uses the standard cost. */
  fastPasswordHashing?: boolean;
}

export type AccountsService = ReturnType<typeof createAccountsService>;

export function createAccountsService({ db, ids, clock, fastPasswordHashing = false }: AccountsDeps) {
  const passwordCost = fastPasswordHashing ? FAST_TEST_COST : STANDARD_COST;
  return {
    ...createContributors({ db, ids, clock, passwordCost }),
    ...createSessions({ db, clock, passwordCost }),
    ...createInvitations({ db, ids, clock, passwordCost }),
    ...createSignInThrottle({ db, clock }),
    ...createApiKeys({ db, ids, clock }),
  };
}
