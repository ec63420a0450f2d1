import { describe, expect, it } from 'vitest';
import { ContributorRole } from '../../shared/enums';
import { CONTRIBUTOR_ROLES, PERMISSIONS, permissionsOf, readablePermissionsOf, roleAllows, roleCovers } from './permissions';

describe('contributor permissions (GAP-10)', () => {
  it('USER-08 knows every contributor role code of the spec', () => {
    expect([...CONTRIBUTOR_ROLES].sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15]);
  });

  it('GAP-10 admin has everything; none (14) has nothing, not even reads', () => {
    expect([...permissionsOf(ContributorRole.ADMIN)].sort()).toEqual([...PERMISSIONS].sort());
    expect(permissionsOf(ContributorRole.NONE).size).toBe(0);
    expect(readablePermissionsOf(ContributorRole.NONE).size).toBe(0);
    expect(permissionsOf(99).size).toBe(0);
  });

  it('GAP-10 website manager has everything except billing and managing contributors', () => {
    const held = permissionsOf(ContributorRole.WEBSITE_MANAGER);
    expect(held.has('billing.manage')).toBe(false);
    expect(held.has('contributors.manage')).toBe(false);
    expect(held.size).toBe(PERMISSIONS.length - 2);
  });

  it('GAP-10 billing, reporting, editor, store manager, moderator and commenter hold their own areas', () => {
    expect([...permissionsOf(ContributorRole.BILLING)]).toEqual(['billing.manage']);
    expect([...permissionsOf(ContributorRole.REPORTING)]).toEqual(['analytics.read']);
    expect([...permissionsOf(ContributorRole.EDITOR)].sort()).toEqual(['content.edit', 'content.publish', 'media.edit']);
    expect([...permissionsOf(ContributorRole.STORE_MANAGER)].sort()).toEqual([
      'commerce.inventory',
      'commerce.orders',
      'commerce.products',
      'media.edit',
      'restock.manage',
    ]);
    expect([...permissionsOf(ContributorRole.MODERATOR)]).toEqual(['comments.moderate']);
    expect([...permissionsOf(ContributorRole.COMMENTER)]).toEqual(['comments.moderate']);
  });

  it('GAP-10 viewer reads but changes nothing, and cannot see contributors, billing or restock lists', () => {
    expect(permissionsOf(ContributorRole.VIEWER).size).toBe(0);
    expect(roleAllows(ContributorRole.VIEWER, 'commerce.products', 'read')).toBe(true);
    expect(roleAllows(ContributorRole.VIEWER, 'commerce.products', 'write')).toBe(false);
    expect(roleAllows(ContributorRole.VIEWER, 'site.settings', 'read')).toBe(true);
    for (const p of ['contributors.manage', 'billing.manage', 'restock.manage'] as const) expect(roleAllows(ContributorRole.VIEWER, p, 'read')).toBe(false);
  });

  it('GAP-12 restock management: admin, website manager and store manager only', () => {
    const allowed = CONTRIBUTOR_ROLES.filter((role) => roleAllows(role, 'restock.manage', 'write'));
    expect(allowed.sort((a, b) => a - b)).toEqual([ContributorRole.ADMIN, ContributorRole.STORE_MANAGER, ContributorRole.WEBSITE_MANAGER]);
    const readers = CONTRIBUTOR_ROLES.filter((role) => roleAllows(role, 'restock.manage', 'read'));
    expect(readers.sort((a, b) => a - b)).toEqual(allowed);
  });

  it('GAP-72 mailing list management: admin, website manager and campaigns editor; a viewer cannot read subscribers', () => {
    const allowed = CONTRIBUTOR_ROLES.filter((role) => roleAllows(role, 'mailing-lists.manage', 'write'));
    expect(allowed.sort((a, b) => a - b)).toEqual([ContributorRole.ADMIN, ContributorRole.WEBSITE_MANAGER, ContributorRole.CAMPAIGNS_EDITOR].sort((a, b) => a - b));
    expect(roleAllows(ContributorRole.VIEWER, 'mailing-lists.manage', 'read')).toBe(false);
  });

  it('roleCovers: admin covers every role; a role covers itself; no role covers one with a permission it lacks', () => {
    for (const role of CONTRIBUTOR_ROLES) {
      expect(roleCovers(ContributorRole.ADMIN, role)).toBe(true);
      expect(roleCovers(role, role)).toBe(true);
    }
    expect(roleCovers(ContributorRole.STORE_MANAGER, ContributorRole.ADMIN)).toBe(false);
    expect(roleCovers(ContributorRole.WEBSITE_MANAGER, ContributorRole.EDITOR)).toBe(true);
    expect(roleCovers(ContributorRole.EDITOR, ContributorRole.STORE_MANAGER)).toBe(false);
    // The viewer changes nothing but reads areas an editor cannot.
    expect(roleCovers(ContributorRole.EDITOR, ContributorRole.VIEWER)).toBe(false);
    expect(roleCovers(ContributorRole.VIEWER, ContributorRole.NONE)).toBe(true);
  });
});
