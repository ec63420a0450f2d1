/**
 * A site's contributors' calls' contract (spec §3 contributor roles): the members, the
 * pending invitations, inviting, changing a role; and accepting an invitation, which a person
 * does before they have a session (`/api/admin/invitations/:token`).
 */
import { z } from 'zod';
import { ContributorRole } from '../enums';
import { OwnerCrumb } from './owner-session';

const ROLE_CODES: readonly number[] = Object.values(ContributorRole);
const Role = z
  .number()
  .int()
  .refine((code) => ROLE_CODES.includes(code), 'Not a contributor role.')
  .meta({ description: 'A contributor role code (USER-08).' });

// ── What the calls take ────────────────────────────────────────────────────────────────────

/** No password: the person joins by accepting the emailed link. */
export const InviteContributorBody = z.strictObject({ email: z.string().max(256), role: Role });
export const ContributorRoleBody = z.strictObject({ role: Role });
export const ContributorParams = z.object({ userId: z.string().min(1).max(64) });
export const InvitationParams = z.object({ invitationId: z.string().min(1).max(64) });
export const InvitationTokenParams = z.object({ token: z.string().max(128) });
export const AcceptInvitationBody = z.object({
  password: z.string().max(4096).meta({ description: "The new account's password, or the existing account's current one." }),
});

// ── Answers ────────────────────────────────────────────────────────────────────────────────

export const ContributorView = z
  .object({ userId: z.string(), email: z.string(), displayName: z.string(), role: z.number().int(), createdAt: z.number() })
  .meta({ id: 'Contributor' });
export type ContributorView = z.infer<typeof ContributorView>;

export const InvitationView = z
  .object({
    id: z.string(),
    email: z.string(),
    role: z.number().int(),
    status: z.enum(['pending', 'expired']).meta({ description: 'Past expiresAt the link no longer works; inviting again refreshes it.' }),
    invitedAt: z.number().meta({ description: 'When it was (last) sent, ms.' }),
    expiresAt: z.number(),
  })
  .meta({ id: 'Invitation' });
export type InvitationView = z.infer<typeof InvitationView>;

export const ContributorsAnswer = z.object({ contributors: z.array(ContributorView), invitations: z.array(InvitationView) });
export type ContributorsAnswer = z.infer<typeof ContributorsAnswer>;
export const InvitationAnswer = z.object({ invitation: InvitationView });
export type InvitationAnswer = z.infer<typeof InvitationAnswer>;
export const ContributorAnswer = z.object({ contributor: ContributorView });
export type ContributorAnswer = z.infer<typeof ContributorAnswer>;

/** What the person invited learns before accepting. */
export const InvitationDetailsAnswer = z.object({
  site: z.object({ title: z.string() }),
  email: z.string(),
  role: z.number().int(),
  mustSetPassword: z.boolean().meta({ description: 'True when no account has this email yet: accepting sets its password.' }),
  expiresAt: z.number(),
});
export type InvitationDetailsAnswer = z.infer<typeof InvitationDetailsAnswer>;

/** An invitation accepted: the new contributor is signed in to this site. */
export const InvitationAcceptAnswer = z.object({
  user: z.object({ id: z.string(), email: z.string() }),
  websiteId: z.string(),
  role: z.number().int(),
  ownerCrumb: OwnerCrumb,
});
export type InvitationAcceptAnswer = z.infer<typeof InvitationAcceptAnswer>;
