/**
 * The visitor's cart calls (spec §7): add to cart, change a line's additional fields, read
 * the cart, a product's stock, and the calls the cart page implies (GAP-56: change quantity,
 * remove). The cart is found by the `ss_cart` cookie (httpOnly: page scripts never need the
 * token) and the request's site, or for a signed-in site user by the user (CART-15). Writes
 * need the crumb (crumb plugin: `{crumbFail: true}`) and are limited per visitor (GAP-75);
 * failures keep the spec's `{status, message}` with `code`.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { DomainError } from '../../../shared/errors';
import {
  AddToCartAnswer,
  AddToCartBody,
  AdditionalFieldsBody,
  bodyOrEmpty,
  CartQuery,
  ChangeAdditionalFieldsAnswer,
  EntryParams,
  IdempotencyKey,
  QuantityBody,
  ShoppingCart,
  ShoppingCartAnswer,
  StockAnswer,
  StockQuery,
} from '../../../shared/api/cart';
import type { CartVisitor } from '../../../flows/cart';
import { CART_ADDS_PER_MINUTE, CART_CHANGES_PER_MINUTE, setCartCookie, visitorOf, visitorRateLimit } from '../../http/cart-visitor';
import { withCheckedTextParsers } from '../../plugins/checked-text-parsers';


/** A new cart's token goes to the cookie; a site user's cart has none (null). */
function keepToken(request: FastifyRequest, reply: FastifyReply, visitor: CartVisitor, token: string | null): void {
  if (token === null || token === visitor.token) return;
  setCartCookie(request, reply, token);
}

/** The routes' small JSON bodies are checked as UTF-8 by their parsers (checked-text-parsers.ts). */
export function registerCommerceCartRoutes(parent: FastifyInstance): void {
  withCheckedTextParsers(parent, registerRoutes);
}

function registerRoutes(fastify: FastifyInstance): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { cartFlows } = app.services;
  const adds = { preHandler: visitorRateLimit(app, CART_ADDS_PER_MINUTE) };
  const changes = { preHandler: visitorRateLimit(app, CART_CHANGES_PER_MINUTE) };

  const addSchema = { body: bodyOrEmpty(AddToCartBody), response: { 200: AddToCartAnswer } };
  app.post('/api/commerce/shopping-cart/entries', { ...adds, schema: addSchema }, async (request, reply) => {
    // A retried add (lost answer) sends the same key and adds nothing twice (lessons: Medusa).
    const idempotencyKey = IdempotencyKey.parse(request.headers['idempotency-key']);
    const visitor = visitorOf(request);
    const { token, ...answer } = await cartFlows.addToCart(visitor, { ...request.body, idempotencyKey });
    keepToken(request, reply, visitor, token);
    return answer;
  });

  const fieldsSchema = { params: EntryParams, body: bodyOrEmpty(AdditionalFieldsBody), response: { 200: ChangeAdditionalFieldsAnswer } };
  app.put('/api/commerce/shopping-cart/entries/:entryId/additionalFields', { ...changes, schema: fieldsSchema }, async (request) => {
    return cartFlows.changeEntryAdditionalFields(visitorOf(request), request.params.entryId, request.body);
  });

  const quantitySchema = { params: EntryParams, body: bodyOrEmpty(QuantityBody), response: { 200: ShoppingCartAnswer } };
  app.put('/api/commerce/shopping-cart/entries/:entryId', { ...changes, schema: quantitySchema }, async (request) => {
    return cartFlows.changeEntryQuantity(visitorOf(request), request.params.entryId, request.body.quantity);
  });

  app.delete('/api/commerce/shopping-cart/entries/:entryId', { ...changes, schema: { params: EntryParams, response: { 200: ShoppingCartAnswer } } }, async (request) => {
    return cartFlows.removeEntry(visitorOf(request), request.params.entryId);
  });

  // `timecode` only defeats caches; the subtotal is always calculated (it is one sum).
  app.get('/api/commerce/shopping-cart', { schema: { querystring: CartQuery, response: { 200: ShoppingCart } } }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return cartFlows.getShoppingCart(visitorOf(request), { mock: request.query.mock === 'true' });
  });

  const stockSchema = { querystring: StockQuery, response: { 200: StockAnswer } };
  const stock = async (request: FastifyRequest<{ Querystring: { itemId: string } }>, reply: FastifyReply) => {
    const site = request.site;
    if (site === null) throw new DomainError('SITE_NOT_FOUND');
    reply.header('cache-control', 'no-store');
    return cartFlows.itemStock(site.id, request.query.itemId);
  };
  app.get('/api/commerce/inventory/stock/', { schema: stockSchema }, stock);
  app.get('/api/commerce/inventory/stock', { schema: stockSchema }, stock);
}
