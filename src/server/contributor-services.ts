/**
 * Wiring of the contributor invitation flows (accounts + outbox): created once in app.ts.
 */
import { inviteContributor, resendInvitation, type ContributorInvitationDeps } from '../flows/accounts';
import type { AccountsService } from '../modules/accounts';
import type { OutboxService } from '../modules/outbox';

type WithoutDeps<F> = F extends (deps: ContributorInvitationDeps, ...rest: infer A) => infer R ? (...args: A) => R : never;

/** The invitation use cases, each one call for a route. */
export interface ContributorFlows {
  invite: WithoutDeps<typeof inviteContributor>;
  resend: WithoutDeps<typeof resendInvitation>;
}

export interface ContributorServices {
  contributorFlows: ContributorFlows;
}

export function createContributorServices(accounts: AccountsService, outbox: OutboxService): ContributorServices {
  const deps: ContributorInvitationDeps = { accounts, outbox };
  return {
    contributorFlows: {
      invite: (...args) => inviteContributor(deps, ...args),
      resend: (...args) => resendInvitation(deps, ...args),
    },
  };
}
