/**
 * Adding to the cart before (or without) JavaScript: the product page's `<noscript>` form
 * posts `itemId`, `sku` and `quantity` here (form-encoded), the same add flow as
 * `POST /api/commerce/shopping-cart/entries` runs, and the browser goes to `/cart` (303). A
 * refused add answers a small page titled 'Unable to Add Item' with the reason.
 *
 * The page cannot carry the visitor's crumb (pages are shared by all visitors), so forged
 * cross-site posts are refused by the browser's own fetch metadata instead: only a
 * same-origin post (`Sec-Fetch-Site: same-origin`, or an `Origin` naming this host) is taken.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { describeError } from '../../../shared/error-catalog';
import { isDomainError } from '../../../shared/errors';
import { CART_ADDS_PER_MINUTE, setCartCookie, visitorOf, visitorRateLimit } from '../../http/cart-visitor';
import { isSameOriginPost, sendFormRefusal } from '../../http/form-post';

export const CART_FORM_PATH = '/cart/add';

const FormBody = z.looseObject({
  itemId: z.string().min(1).max(64),
  sku: z.string().max(200).optional(),
  quantity: z.string().max(12).optional(),
});

function refusal(reply: FastifyReply, status: number, message: string, back: string): FastifyReply {
  return sendFormRefusal(reply, status, { title: 'Unable to Add Item', message, back, backText: 'Back to the product' });
}

/** The product page the form was on (same origin only), for the way back. */
function backLink(request: FastifyRequest): string {
  const referer = request.headers.referer;
  if (typeof referer !== 'string') return '/';
  try {
    const url = new URL(referer);
    return url.host === request.host ? url.pathname + url.search : '/';
  } catch {
    return '/';
  }
}

export function registerCartFormRoutes(app: FastifyInstance): void {
  const { cartFlows } = app.services;
  app.post(CART_FORM_PATH, { preHandler: visitorRateLimit(app, CART_ADDS_PER_MINUTE) }, async (request, reply) => {
    const back = backLink(request);
    if (!isSameOriginPost(request)) return refusal(reply, 403, describeError('CRUMB_INVALID').message, back);
    const parsed = FormBody.safeParse(request.body ?? {});
    if (!parsed.success) return refusal(reply, 400, describeError('VALIDATION_FAILED').message, back);
    const visitor = visitorOf(request);
    try {
      const { token }: { token: string | null } = await cartFlows.addToCart(visitor, {
        itemId: parsed.data.itemId,
        sku: parsed.data.sku === '' ? null : (parsed.data.sku ?? null),
        quantity: parsed.data.quantity,
      });
      if (token !== null && token !== visitor.token) setCartCookie(request, reply, token);
      return reply.redirect('/cart', 303);
    } catch (error) {
      if (!isDomainError(error)) throw error;
      const { status, message } = describeError(error.code, error.details);
      return refusal(reply, status, message, back);
    }
  });
}
