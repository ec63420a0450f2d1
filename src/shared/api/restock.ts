/**
 * Restock (back-in-stock) notification calls' contract (RSTK-11..RSTK-22, spec §7): the
 * visitor's sign-up and the owner's lists and sends. The routes validate and document with
 * these schemas; the restock island sends the sign-up body's type.
 */
import { z } from 'zod';

/** What one request may name (the restock module keeps its other limits). */
export const RESTOCK_REQUEST_LIMITS = {
  /** Pairs one send/all may name (GAP-31). */
  maxSendRequests: 100,
  maxIdLength: 100,
  maxLanguageLength: 35,
} as const;

// ── What the calls take ────────────────────────────────────────────────────────────────────

const id = z.string().trim().min(1).max(RESTOCK_REQUEST_LIMITS.maxIdLength);
/** RSTK-11: `siteVisitorEmail` is an `{email}` value; a bare string is read the same way. */
export const RestockVisitorEmail = z.union([z.object({ email: z.string().max(1024).optional() }), z.string().max(1024)]).optional();
export const RestockSignUpBody = z.object({
  productId: id,
  variantId: id,
  siteVisitorEmail: RestockVisitorEmail,
  isJoinMailingList: z.boolean().optional(),
  captchaToken: z.string().max(4096).optional().meta({ description: 'The solved captcha, when the site has a captcha key (RSTK-13).' }),
  recaptchaEnterpriseV3Token: z.string().max(4096).optional(),
  language: z
    .string()
    .max(RESTOCK_REQUEST_LIMITS.maxLanguageLength)
    .regex(/^[A-Za-z]{2,3}([-_][A-Za-z0-9]{1,8})*$/, 'Not a language tag such as en or fr-CA.')
    .optional()
    .meta({ description: 'RSTK-12: the language of the back-in-stock email.' }),
});
export const RestockGroupsQuery = z.looseObject({ cursor: z.string().max(500).optional() });
export const RestockSignUpsQuery = z.looseObject({ productId: id, variantId: id, cursor: z.string().max(500).optional() });
/** A product/variant pair (RSTK-20, RSTK-21). */
export const RestockPair = z.object({ productId: id, variantId: id });
export type RestockSendRequest = z.infer<typeof RestockPair>;
export const RestockSendAllBody = z.object({ sendRequests: z.array(RestockPair).min(1).max(RESTOCK_REQUEST_LIMITS.maxSendRequests) });

// ── Answers ────────────────────────────────────────────────────────────────────────────────

export const RestockSignUpAnswer = z.object({ success: z.literal(true) });
export type RestockSignUpAnswer = z.infer<typeof RestockSignUpAnswer>;

/** GAP-28: one group of the groups list. */
export const RestockGroup = z
  .object({
    productId: z.string(),
    variantId: z.string(),
    productName: z.string(),
    variantLabel: z.string(),
    count: z.number().meta({ description: 'Pending sign-ups.' }),
    inStock: z.boolean(),
  })
  .meta({ id: 'RestockGroup' });
export type RestockGroup = z.infer<typeof RestockGroup>;
const pageOf = { hasNextPage: z.boolean(), nextPageCursor: z.string().nullable() };
export const RestockGroupsAnswer = z.object({ signUpGroups: z.array(RestockGroup), ...pageOf });
export type RestockGroupsAnswer = z.infer<typeof RestockGroupsAnswer>;

/** GAP-29: one visitor's sign-up. */
export const RestockSignUpEntry = z
  .object({ email: z.string(), createdOn: z.number(), isJoinMailingList: z.boolean(), language: z.string().nullable() })
  .meta({ id: 'RestockSignUp' });
export const RestockSignUpsAnswer = z.object({ signUps: z.array(RestockSignUpEntry), ...pageOf });
export type RestockSignUpsAnswer = z.infer<typeof RestockSignUpsAnswer>;

/** RSTK-20: how many back-in-stock emails were queued. */
export const RestockSendAnswer = z.object({ queued: z.number() });
export type RestockSendAnswer = z.infer<typeof RestockSendAnswer>;
/** RSTK-21, GAP-31: each pair's count, or its refusal's message. */
export const RestockSendResult = z.union([
  z.object({ productId: z.string(), variantId: z.string(), queued: z.number() }),
  z.object({ productId: z.string(), variantId: z.string(), error: z.string() }),
]);
export type RestockSendResult = z.infer<typeof RestockSendResult>;
export const RestockSendAllAnswer = z.object({ results: z.array(RestockSendResult) });
export type RestockSendAllAnswer = z.infer<typeof RestockSendAllAnswer>;
