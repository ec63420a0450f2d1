/**
 * The visitor's cart calls (spec §7): add to cart, change a line's additional fields, read
 * the cart, a product's stock, and the calls the cart page implies (GAP-56: change quantity,
 * remove). The cart is found by the `ss_cart` cookie (httpOnly: page scripts never need the
 * token) and the request's site, or for a signed-in site user by the user (CART-15). Writes
 * need the crumb (crumb plugin: `{crumbFail: true}`) and are limited per visitor (GAP-75);
 * failures keep the spec's `{status, message}` with `code`.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { DomainError } from '../../../shared/errors';
import type { CartVisitor } from '../../../flows/cart-entries';
import { CART_ADDS_PER_MINUTE, CART_CHANGES_PER_MINUTE, setCartCookie, visitorOf, visitorRateLimit } from '../../http/cart-visitor';

const id = z.string().min(1).max(64);
const EntryParams = z.object({ entryId: id });
const AddBody = z.looseObject({ itemId: id, sku: z.string().max(200).nullable().optional(), quantity: z.unknown().optional(), additionalFields: z.unknown().optional() });
/** A retried add (lost answer) sends the same key and adds nothing twice (lessons: Medusa). */
const IdempotencyKey = z.string().min(8).max(200).regex(/^[\x21-\x7e]+$/).optional();
const FieldsBody = z.looseObject({ itemId: id, sku: z.string().min(1).max(200), additionalFields: z.unknown().optional() });
const QuantityBody = z.looseObject({ quantity: z.unknown().optional() });
const flag = z.enum(['true', 'false']).optional();
const CartQuery = z.looseObject({ mock: flag, calculateSubtotal: flag, timecode: z.string().max(64).optional() });
const StockQuery = z.looseObject({ itemId: id });

/** A new cart's token goes to the cookie; a site user's cart has none (null). */
function keepToken(request: FastifyRequest, reply: FastifyReply, visitor: CartVisitor, token: string | null): void {
  if (token === null || token === visitor.token) return;
  setCartCookie(request, reply, token);
}

export function registerCommerceCartRoutes(app: FastifyInstance): void {
  const { cartFlows } = app.services;
  const adds = { preHandler: visitorRateLimit(app, CART_ADDS_PER_MINUTE) };
  const changes = { preHandler: visitorRateLimit(app, CART_CHANGES_PER_MINUTE) };

  app.post('/api/commerce/shopping-cart/entries', adds, async (request, reply) => {
    const body = AddBody.parse(request.body ?? {});
    const idempotencyKey = IdempotencyKey.parse(request.headers['idempotency-key']);
    const visitor = visitorOf(request);
    const { token, ...answer } = await cartFlows.addToCart(visitor, { ...body, idempotencyKey });
    keepToken(request, reply, visitor, token);
    return answer;
  });

  app.put('/api/commerce/shopping-cart/entries/:entryId/additionalFields', changes, async (request) => {
    const { entryId } = EntryParams.parse(request.params);
    const body = FieldsBody.parse(request.body ?? {});
    return cartFlows.changeEntryAdditionalFields(visitorOf(request), entryId, body);
  });

  app.put('/api/commerce/shopping-cart/entries/:entryId', changes, async (request) => {
    const { entryId } = EntryParams.parse(request.params);
    const { quantity } = QuantityBody.parse(request.body ?? {});
    return cartFlows.changeEntryQuantity(visitorOf(request), entryId, quantity);
  });

  app.delete('/api/commerce/shopping-cart/entries/:entryId', changes, async (request) => {
    const { entryId } = EntryParams.parse(request.params);
    return cartFlows.removeEntry(visitorOf(request), entryId);
  });

  // `timecode` only defeats caches; the subtotal is always calculated (it is one sum).
  app.get('/api/commerce/shopping-cart', async (request, reply) => {
    const query = CartQuery.parse(request.query ?? {});
    reply.header('cache-control', 'no-store');
    return cartFlows.getShoppingCart(visitorOf(request), { mock: query.mock === 'true' });
  });

  const stock = async (request: FastifyRequest, reply: FastifyReply) => {
    const { itemId } = StockQuery.parse(request.query ?? {});
    const site = request.site;
    if (site === null) throw new DomainError('SITE_NOT_FOUND');
    reply.header('cache-control', 'no-store');
    return cartFlows.itemStock(site.id, itemId);
  };
  app.get('/api/commerce/inventory/stock/', stock);
  app.get('/api/commerce/inventory/stock', stock);
}
