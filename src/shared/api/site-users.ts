/**
 * Site users' (customers') account calls' contract (spec §7; USER-04..06, GAP-65, GAP-60):
 * sign up, sign in and out, the signed-in customer and their order history. The routes
 * validate and document with these schemas; the answers' types are the DTOs' types.
 */
import { z } from 'zod';
import { BuyerOrder } from './checkout';

// ── What the calls take ────────────────────────────────────────────────────────────────────

/** JSON sends a boolean; a plain form sends text. */
const flag = z.union([z.boolean(), z.enum(['true', 'false', 'on']).transform((v) => v !== 'false')]).optional();
export const SiteUserSignInBody = z.object({ email: z.string().max(1024), password: z.string().max(4096), rememberMe: flag });
export const SiteUserSignUpBody = SiteUserSignInBody.extend({ name: z.string().max(1000).optional() });
export const SiteUserSignOutQuery = z.looseObject({
  cloneCart: z.enum(['true', 'false']).optional().meta({ description: 'true: the browser keeps a copy of the cart in a new ss_cart (USER-06).' }),
});
export const SiteUserOrdersQuery = z.looseObject({
  limit: z.coerce.number().int().min(1).max(100).optional(),
  before: z.coerce.number().int().min(1).optional().meta({ description: 'The nextCursor of the previous page.' }),
});

// ── Answers ────────────────────────────────────────────────────────────────────────────────

/** What the page learns about the signed-in customer (checkout prefills the email). */
export const SiteUserInfo = z.object({ id: z.string(), email: z.string(), name: z.string(), created: z.number() }).meta({ id: 'SiteUserInfo' });
export type SiteUserInfo = z.infer<typeof SiteUserInfo>;

/** Sign-in: the session's token for the `X-SiteUser-XSRF-Token` header of later writes. */
export const SiteUserSignInAnswer = z.object({ xsrfToken: z.string() });
export type SiteUserSignInAnswer = z.infer<typeof SiteUserSignInAnswer>;
export const SiteUserSignUpAnswer = z.object({ xsrfToken: z.string(), siteUser: SiteUserInfo });
export type SiteUserSignUpAnswer = z.infer<typeof SiteUserSignUpAnswer>;

/** An order of the customer's history, with its status page's link. */
export const SiteUserOrder = BuyerOrder.extend({ orderStatusPageUrl: z.string() }).meta({ id: 'SiteUserOrder' });
export const SiteUserOrdersAnswer = z.object({
  orders: z.array(SiteUserOrder),
  nextCursor: z.number().nullable().meta({ description: 'Pass as `before` for the next (older) page; null on the last.' }),
});
export type SiteUserOrdersAnswer = z.infer<typeof SiteUserOrdersAnswer>;
