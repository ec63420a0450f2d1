/**
 * The owner's sign-in calls' contract (docs/decisions.md "Owner API and storefront scripts"):
 * `POST /api/admin/session` answers who signed in and the session's `ownerCrumb`, which every
 * other owner call sends in `X-Stoa-Owner-Crumb`; `GET /api/admin/me` answers who is signed in,
 * never the crumb.
 */
import { z } from 'zod';

export const OwnerSignInBody = z.object({
  email: z.string().max(1024),
  password: z.string().max(4096),
  rememberMe: z.boolean().optional(),
});

const permissionList = (description: string) => z.array(z.string()).meta({ description });

/** Who is signed in to this site and what they may do (permissions in a stable order). */
export const OwnerInfo = z
  .object({
    user: z.object({ id: z.string(), email: z.string() }),
    websiteId: z.string(),
    role: z.number().int().meta({ description: 'The contributor role code (USER-08).' }),
    permissions: permissionList('The areas this role may change.'),
    readPermissions: permissionList('The areas this role may read.'),
    apiKey: z
      .object({ id: z.string(), name: z.string() })
      .optional()
      .meta({ description: 'Only for calls made with an API key: which key.' }),
  })
  .meta({ id: 'OwnerInfo' });
export type OwnerInfo = z.infer<typeof OwnerInfo>;

/** The session's owner crumb: send it in `X-Stoa-Owner-Crumb` with every owner call. */
export const OwnerCrumb = z.string().meta({ description: 'Send in X-Stoa-Owner-Crumb with every later owner call; only this answer carries it.' });
export const OwnerSignInAnswer = OwnerInfo.extend({ ownerCrumb: OwnerCrumb }).meta({ id: 'OwnerSignInAnswer' });
export type OwnerSignInAnswer = z.infer<typeof OwnerSignInAnswer>;
