/**
 * Changing the cart before (or without) JavaScript: the cart page's no-script forms post
 * `entryId` and `quantity` to `/cart/update`, or `entryId` to `/cart/remove` (form-encoded).
 * They run the same flows as `PUT` / `DELETE /api/commerce/shopping-cart/entries/{entryId}`
 * (same validation, same messages, only the visitor's own cart: a signed-in site user's, or
 * the one the cart cookie names) and send the browser back to `/cart` (303). A refused change
 * answers a small page with the spec's alert title ('Unable to update quantity', CART-27;
 * 'Unable to remove item', CART-28), the reason, and a link back to the cart.
 *
 * Like `/cart/add`, these posts cannot carry a crumb, so only same-origin posts are taken.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { describeError } from '../../../shared/error-catalog';
import { isDomainError } from '../../../shared/errors';
import { CART_CHANGES_PER_MINUTE, visitorOf, visitorRateLimit } from '../../http/cart-visitor';
import { isSameOriginPost, sendFormRefusal } from '../../http/form-post';
import { CART_PAGE_PATH } from '../../http/storefront-paths';

export const CART_UPDATE_PATH = '/cart/update';
export const CART_REMOVE_PATH = '/cart/remove';

const UpdateBody = z.looseObject({ entryId: z.string().min(1).max(64), quantity: z.string().max(200).optional() });
const RemoveBody = z.looseObject({ entryId: z.string().min(1).max(64) });

/** Checks the post's origin and body, runs the change, and answers the redirect or the refusal page. */
async function cartFormChange<T>(request: FastifyRequest, reply: FastifyReply, title: string, body: z.ZodType<T>, change: (input: T) => Promise<unknown>): Promise<FastifyReply> {
  const refuse = (status: number, message: string) => sendFormRefusal(reply, status, { title, message, back: CART_PAGE_PATH, backText: 'Back to the cart' });
  if (!isSameOriginPost(request)) return refuse(403, describeError('CRUMB_INVALID').message);
  const parsed = body.safeParse(request.body ?? {});
  if (!parsed.success) return refuse(400, describeError('VALIDATION_FAILED').message);
  try {
    await change(parsed.data);
    return reply.redirect(CART_PAGE_PATH, 303);
  } catch (error) {
    if (!isDomainError(error)) throw error;
    const { status, message } = describeError(error.code, error.details);
    return refuse(status, message);
  }
}

export function registerCartPageFormRoutes(app: FastifyInstance): void {
  const { cartFlows } = app.services;
  const changes = { preHandler: visitorRateLimit(app, CART_CHANGES_PER_MINUTE) };

  app.post(CART_UPDATE_PATH, changes, (request, reply) =>
    cartFormChange(request, reply, 'Unable to update quantity', UpdateBody, ({ entryId, quantity }) => cartFlows.changeEntryQuantity(visitorOf(request), entryId, quantity)),
  );

  app.post(CART_REMOVE_PATH, changes, (request, reply) =>
    cartFormChange(request, reply, 'Unable to remove item', RemoveBody, ({ entryId }) => cartFlows.removeEntry(visitorOf(request), entryId)),
  );
}
