/**
 * Wiring of the site-users module (a site's customers) and their sign-in flows with carts
 * (src/flows/accounts/site-user-session.ts): created once in app.ts. Passwords are hashed with the
 * platform's scrypt hashing from the accounts module, cheap in tests.
 */
import type { Database } from '../db/database';
import { signInSiteUser, signOutSiteUser, signUpSiteUser, type SiteUserSessionDeps } from '../flows/accounts';
import { FAST_TEST_COST, hashPassword, STANDARD_COST, verifyPassword } from '../modules/accounts';
import type { CartService } from '../modules/cart';
import { createSiteUsersService, type SiteUsersService } from '../modules/site-users';
import type { Clock } from '../shared/clock';
import type { IdSource } from '../shared/ids';
import type { StoreServices } from './store-services';

type WithoutDeps<F> = F extends (deps: SiteUserSessionDeps, ...rest: infer A) => infer R ? (...args: A) => R : never;

/** The site-user use cases, each one call for a route. */
export interface SiteUserFlows {
  signUp: WithoutDeps<typeof signUpSiteUser>;
  signIn: WithoutDeps<typeof signInSiteUser>;
  signOut: WithoutDeps<typeof signOutSiteUser>;
}

export interface SiteUserServices {
  siteUsers: SiteUsersService;
  siteUserFlows: SiteUserFlows;
}

export function createSiteUserServices(
  { database, clock, ids, fastPasswordHashing }: { database: Database; clock: Clock; ids: IdSource; fastPasswordHashing: boolean },
  store: Pick<StoreServices, 'catalog' | 'inventory' | 'storeSettings'>,
  cart: CartService,
): SiteUserServices {
  const cost = fastPasswordHashing ? FAST_TEST_COST : STANDARD_COST;
  const siteUsers = createSiteUsersService({
    db: database.db,
    ids,
    clock,
    passwords: { hash: (password) => hashPassword(password, cost), verify: verifyPassword },
  });
  const deps: SiteUserSessionDeps = { siteUsers, cart, catalog: store.catalog, inventory: store.inventory, storeSettings: store.storeSettings };
  return {
    siteUsers,
    siteUserFlows: {
      signUp: (...args) => signUpSiteUser(deps, ...args),
      signIn: (...args) => signInSiteUser(deps, ...args),
      signOut: (...args) => signOutSiteUser(deps, ...args),
    },
  };
}
