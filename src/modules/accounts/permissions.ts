/**
 * What each contributor role may do (GAP-10). A permission names an area of the owner APIs;
 * holding it means reading and changing that area. Read-only roles (viewer) read areas they
 * cannot change, except the private ones listed in PRIVATE_AREAS.
 */
import { ContributorRole } from '../../shared/enums';

export const PERMISSIONS = [
  'site.settings',
  'content.edit',
  'content.publish',
  'commerce.products',
  'commerce.inventory',
  'commerce.orders',
  'commerce.settings',
  'media.edit',
  'contributors.manage',
  'billing.manage',
  'analytics.read',
  'comments.moderate',
  'restock.manage',
  'mailing-lists.manage',
] as const;
export type Permission = (typeof PERMISSIONS)[number];

/** Every role code of the spec (USER-08). */
export const CONTRIBUTOR_ROLES: readonly number[] = Object.values(ContributorRole);

export function isContributorRole(code: number): code is ContributorRole {
  return CONTRIBUTOR_ROLES.includes(code);
}

/**
 * Areas a read-only role still may not read: who the contributors are, billing, the
 * restock sign-up lists (visitors' emails; GAP-12 names the roles allowed to see them) and
 * mailing-list subscribers (visitors' emails too).
 */
const PRIVATE_AREAS: ReadonlySet<Permission> = new Set(['contributors.manage', 'billing.manage', 'restock.manage', 'mailing-lists.manage']);

const ALL: readonly Permission[] = PERMISSIONS;
const except = (...excluded: Permission[]) => ALL.filter((p) => !excluded.includes(p));

/**
 * Role → permissions. The scheduling roles have areas Stoa does not have yet, so they hold
 * nothing here until those areas exist; the campaigns editor manages the mailing lists.
 */
const ROLE_PERMISSIONS: Record<ContributorRole, readonly Permission[]> = {
  [ContributorRole.ADMIN]: ALL,
  [ContributorRole.WEBSITE_MANAGER]: except('billing.manage', 'contributors.manage'),
  [ContributorRole.BILLING]: ['billing.manage'],
  [ContributorRole.REPORTING]: ['analytics.read'],
  [ContributorRole.EDITOR]: ['content.edit', 'content.publish', 'media.edit'],
  // Product pages need pictures, so store managers may upload media (docs/decisions.md).
  [ContributorRole.STORE_MANAGER]: ['commerce.products', 'commerce.inventory', 'commerce.orders', 'restock.manage', 'media.edit'],
  [ContributorRole.MODERATOR]: ['comments.moderate'],
  [ContributorRole.COMMENTER]: ['comments.moderate'],
  [ContributorRole.SCHEDULING]: [],
  [ContributorRole.SCHEDULING_EDITOR]: [],
  [ContributorRole.SCHEDULING_VIEWER]: [],
  [ContributorRole.CAMPAIGNS_EDITOR]: ['mailing-lists.manage'],
  [ContributorRole.VIEWER]: [],
  [ContributorRole.NONE]: [],
};

/** Roles that may read every area except the private ones without changing anything. */
const READ_ONLY_ROLES: ReadonlySet<number> = new Set([ContributorRole.VIEWER]);

/** The permissions a role holds (empty for an unknown code). */
export function permissionsOf(role: number): ReadonlySet<Permission> {
  return new Set(isContributorRole(role) ? ROLE_PERMISSIONS[role] : []);
}

/** The areas a role may read: those it holds, plus every non-private area for read-only roles. */
export function readablePermissionsOf(role: number): ReadonlySet<Permission> {
  const held = permissionsOf(role);
  if (!READ_ONLY_ROLES.has(role)) return held;
  return new Set([...held, ...ALL.filter((p) => !PRIVATE_AREAS.has(p))]);
}

/** True when `role` may change (`write`) or see (`read`) the area `permission` names. */
export function roleAllows(role: number, permission: Permission, access: 'read' | 'write'): boolean {
  return (access === 'read' ? readablePermissionsOf(role) : permissionsOf(role)).has(permission);
}

/**
 * True when `holder` may do everything `role` may (reads and changes): roles are not ranked in
 * a line, so "not above" means "no permission the holder lacks". API keys use it: a key never
 * gets more than its creator has.
 */
export function roleCovers(holder: number, role: number): boolean {
  const within = (inner: ReadonlySet<Permission>, outer: ReadonlySet<Permission>) => [...inner].every((p) => outer.has(p));
  return within(permissionsOf(role), permissionsOf(holder)) && within(readablePermissionsOf(role), readablePermissionsOf(holder));
}
