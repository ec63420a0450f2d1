/** The contributor roles' names (USER-08, GAP-10), as the invitation email and page name them too. */
import { ContributorRole } from '../../../shared/enums';

const ROLE_NAMES: Record<ContributorRole, string> = {
  [ContributorRole.ADMIN]: 'Admin',
  [ContributorRole.WEBSITE_MANAGER]: 'Website manager',
  [ContributorRole.BILLING]: 'Billing',
  [ContributorRole.REPORTING]: 'Reporting',
  [ContributorRole.EDITOR]: 'Editor',
  [ContributorRole.STORE_MANAGER]: 'Store manager',
  [ContributorRole.MODERATOR]: 'Moderator',
  [ContributorRole.COMMENTER]: 'Commenter',
  [ContributorRole.SCHEDULING]: 'Scheduling',
  [ContributorRole.SCHEDULING_EDITOR]: 'Scheduling editor',
  [ContributorRole.SCHEDULING_VIEWER]: 'Scheduling viewer',
  [ContributorRole.CAMPAIGNS_EDITOR]: 'Campaigns editor',
  [ContributorRole.VIEWER]: 'Viewer',
  [ContributorRole.NONE]: 'None',
};

/** A role's name; an unknown code says so rather than showing a number. */
export function roleName(code: number): string {
  return (ROLE_NAMES as Record<number, string>)[code] ?? 'Unknown role';
}

/** The roles one can give, in the order of the list: "none" is not something to invite to. */
export const ASSIGNABLE_ROLES: readonly { code: number; name: string }[] = Object.entries(ROLE_NAMES)
  .map(([code, name]) => ({ code: Number(code), name }))
  .filter((role) => role.code !== ContributorRole.NONE)
  .sort((a, b) => (a.code === ContributorRole.ADMIN ? -1 : b.code === ContributorRole.ADMIN ? 1 : a.name.localeCompare(b.name)));
