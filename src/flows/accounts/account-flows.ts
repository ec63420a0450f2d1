/**
 * The account use cases bound to their dependencies: a site's customers signing up, in and
 * out with their carts, and an admin's contributor invitations.
 */
import type { Bound } from '../bound';
import { inviteContributor, resendInvitation, type ContributorInvitationDeps } from './contributor-invitations';
import { signInSiteUser, signOutSiteUser, signUpSiteUser, type SiteUserSessionDeps } from './site-user-session';

/** The site-user use cases, each one call for a route. */
export interface SiteUserFlows {
  signUp: Bound<typeof signUpSiteUser>;
  signIn: Bound<typeof signInSiteUser>;
  signOut: Bound<typeof signOutSiteUser>;
}

export function createSiteUserFlows(deps: SiteUserSessionDeps): SiteUserFlows {
  return {
    signUp: (...args) => signUpSiteUser(deps, ...args),
    signIn: (...args) => signInSiteUser(deps, ...args),
    signOut: (...args) => signOutSiteUser(deps, ...args),
  };
}

/** The invitation use cases, each one call for a route. */
export interface ContributorFlows {
  invite: Bound<typeof inviteContributor>;
  resend: Bound<typeof resendInvitation>;
}

export function createContributorFlows(deps: ContributorInvitationDeps): ContributorFlows {
  return {
    invite: (...args) => inviteContributor(deps, ...args),
    resend: (...args) => resendInvitation(deps, ...args),
  };
}
