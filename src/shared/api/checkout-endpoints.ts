/**
 * The checkout calls as endpoint descriptors (no zod: safe for islands); the types come from
 * the schemas in `checkout.ts`, which the routes declare.
 */
import type { z } from 'zod';
import { endpoint, type In, type None } from './endpoint';
import type { BuyerOrderAnswer, CheckoutAnswer, CheckoutBody, ConfirmBody, OrderParams, OrderQuery } from './checkout';

export const checkoutEndpoints = {
  placeOrder: endpoint<None, None, In<typeof CheckoutBody>, CheckoutAnswer>('POST', '/api/commerce/checkout'),
  confirmPayment: endpoint<None, None, In<typeof ConfirmBody>, CheckoutAnswer>('POST', '/api/commerce/checkout/confirm'),
  buyerOrder: endpoint<z.output<typeof OrderParams>, In<typeof OrderQuery>, None, BuyerOrderAnswer>('GET', '/api/commerce/orders/:orderId'),
} as const;
