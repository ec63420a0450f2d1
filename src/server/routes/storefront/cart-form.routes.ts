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
import { escapeHtml } from '../../render/seo';
import { CART_ADDS_PER_MINUTE, setCartCookie, visitorOf, visitorRateLimit } from '../api/commerce-cart.routes';

export const CART_FORM_PATH = '/cart/add';

const FormBody = z.looseObject({
  itemId: z.string().min(1).max(64),
  sku: z.string().max(200).optional(),
  quantity: z.string().max(12).optional(),
});

/** True when the browser says the post came from a page of this same site. */
export function isSameOriginPost(request: FastifyRequest): boolean {
  const site = request.headers['sec-fetch-site'];
  if (typeof site === 'string') return site === 'same-origin';
  const origin = request.headers.origin;
  if (typeof origin !== 'string') return false;
  try {
    return new URL(origin).host === request.host;
  } catch {
    return false;
  }
}

/** What a refused form post answers: the spec's alert title, the reason, and the way back. */
export interface FormRefusal {
  title: string;
  message: string;
  back: string;
  backText: string;
}

/** A small page standing in for the island's alert when a no-script form post is refused. */
export function sendFormRefusal(reply: FastifyReply, status: number, refusal: FormRefusal): FastifyReply {
  const title = escapeHtml(refusal.title);
  const html =
    '<!doctype html>\n<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">' +
    `<meta name="robots" content="noindex"><title>${title}</title></head><body><main>` +
    `<h1>${title}</h1><p>${escapeHtml(refusal.message)}</p><p><a href="${escapeHtml(refusal.back)}">${escapeHtml(refusal.backText)}</a></p></main></body></html>`;
  return reply.status(status).type('text/html; charset=utf-8').send(html);
}

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
