/**
 * The restock sign-up request (RSTK-11, RSTK-12) and how its answer reads (RSTK-09: the
 * server's message; a crumb failure, 429 or a lost connection in the islands' usual words).
 */
import { callApi } from '../api-client';
import { failureMessage } from '../product-form/purchase-request';

export const RESTOCK_PATH = '/api/site-users/account/notifications/restock';

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
export function restockPayload(input: RestockInput, options: { multilingualEmails: boolean; language: string }): Record<string, unknown> {
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
export async function sendRestockSignUp(payload: Record<string, unknown>): Promise<string | null> {
  const result = await callApi<unknown>('POST', RESTOCK_PATH, payload);
  return result.ok ? null : failureMessage(result.failure, navigator.cookieEnabled);
}
