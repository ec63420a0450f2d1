/**
 * The restock sign-up request (RSTK-11, RSTK-12) and how its answer reads (RSTK-09: the
 * server's message; a crumb failure, 429 or a lost connection in the islands' usual words).
 */
import { callEndpoint } from '../api-client';
import { failureMessage } from '../product-form/purchase-request';
import type { BodyOf } from '../../shared/api/endpoint';
import { restockEndpoints } from '../../shared/api/restock-endpoints';

/** The sign-up's body, as the route's schema takes it. */
export type RestockPayload = BodyOf<typeof restockEndpoints.signUp>;

export interface RestockInput {
  productId: string;
  variantId: string;
  email: string;
  isJoinMailingList: boolean;
  captchaToken: string | null;
}

/**
 * RSTK-12: `language` goes only to sites with multilingual transactional emails and a
 * translation tool; Stoa has neither yet, so pages pass `multilingualEmails: false`.
 */
export function restockPayload(input: RestockInput, options: { multilingualEmails: boolean; language: string }): RestockPayload {
  return {
    productId: input.productId,
    variantId: input.variantId,
    siteVisitorEmail: { email: input.email.trim() },
    isJoinMailingList: input.isJoinMailingList,
    ...(input.captchaToken !== null && { captchaToken: input.captchaToken }),
    ...(options.multilingualEmails && { language: options.language }),
  };
}

/** Sends a sign-up; null on success, else the message to show. */
export async function sendRestockSignUp(payload: RestockPayload): Promise<string | null> {
  const result = await callEndpoint(restockEndpoints.signUp, { body: payload });
  return result.ok ? null : failureMessage(result.failure, navigator.cookieEnabled);
}
