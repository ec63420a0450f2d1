/**
 * The back-in-stock use cases bound to their dependencies: a visitor's sign-up with the
 * captcha, the owner's groups and the sends through the outbox.
 */
import type { Bound } from '../bound';
import { listRestockGroups, sendAllRestockEmails, sendRestockEmails, type RestockNotificationDeps } from './restock-notifications';
import { signUpForRestock, type RestockSignUpDeps } from './restock-sign-up';

/** The restock use cases, each one call for a route. */
export interface RestockFlows {
  signUp: Bound<typeof signUpForRestock>;
  listGroups: Bound<typeof listRestockGroups>;
  send: Bound<typeof sendRestockEmails>;
  sendAll: Bound<typeof sendAllRestockEmails>;
}

export type RestockFlowsDeps = RestockSignUpDeps & RestockNotificationDeps;

export function createRestockFlows(deps: RestockFlowsDeps): RestockFlows {
  return {
    signUp: (...args) => signUpForRestock(deps, ...args),
    listGroups: (...args) => listRestockGroups(deps, ...args),
    send: (...args) => sendRestockEmails(deps, ...args),
    sendAll: (...args) => sendAllRestockEmails(deps, ...args),
  };
}
