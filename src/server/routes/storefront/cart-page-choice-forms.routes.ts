/**
 * Discount codes and the shipping estimate before (or without) JavaScript (GAP-54, GAP-55):
 * the cart page's forms post, form-encoded, to
 * - `POST /cart/coupons` {code}: apply a code (an unusable one is kept with its reason, as the API does);
 * - `POST /cart/coupons/remove` {code}: take a code off;
 * - `POST /cart/shipping-location` {country, region?, postalCode?}: where the cart ships;
 * - `POST /cart/shipping-option` {optionId}: one of the options offered there.
 * Each parses with the JSON endpoints' own schemas and runs the same cart flow, on the visitor's
 * own cart only, then sends the browser back to `/cart` (303), where the cart shows the outcome.
 * A refusal that leaves no trace in the cart (no crumb, a missing country, an option not
 * offered) answers the small page `/cart/update` answers: the island's title for that failure,
 * the reason, and a link back to the cart.
 *
 * Unlike the product page, /cart is rendered for one visitor (never cached), so its forms carry
 * the visitor's crumb as a field, and it is checked like the API's; the post must also be
 * same-origin, as the other cart form posts must.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { describeError } from '../../../shared/error-catalog';
import { isDomainError } from '../../../shared/errors';
import { presentsCrumb } from '../../plugins/crumb';
import { CART_CHANGES_PER_MINUTE, visitorOf, visitorRateLimit } from '../../http/cart-visitor';
import { CouponBody, LocationBody, OptionBody } from '../../../shared/api/cart';
import { isSameOriginPost, sendFormRefusal } from '../../http/form-post';
import { CART_PAGE_PATH } from '../../http/storefront-paths';

export const CART_COUPON_FORM_PATH = '/cart/coupons';
export const CART_COUPON_REMOVE_FORM_PATH = '/cart/coupons/remove';
export const CART_SHIPPING_LOCATION_FORM_PATH = '/cart/shipping-location';
export const CART_SHIPPING_OPTION_FORM_PATH = '/cart/shipping-option';

/** The island's titles for these failures (cart-page-rules.ts), so both ways read alike. */
export const APPLY_CODE_FAILED = 'Unable to apply discount code';
export const REMOVE_CODE_FAILED = 'Unable to remove discount code';
export const SHIPPING_FAILED = 'Unable to estimate shipping';
/** What the island says when no country is chosen. */
export const COUNTRY_REQUIRED = 'Choose a country.';

type FormFields = Record<string, unknown>;

/** The posted fields, with the named ones present (empty when left out), so a missing field reads as the schema's own "enter it" message. */
function fieldsOf(request: FastifyRequest, names: string[]): FormFields {
  const body = request.body;
  const fields: FormFields = typeof body === 'object' && body !== null && !Array.isArray(body) ? { ...(body as FormFields) } : {};
  for (const name of names) fields[name] ??= '';
  return fields;
}

/** A refused field as the visitor reads it: the schema's wording, or the catalogue's for a malformed post (a field sent twice, say). */
function problemOf(error: z.ZodError): string {
  const issue = error.issues[0];
  return issue === undefined || issue.code === 'invalid_type' ? describeError('VALIDATION_FAILED').message : issue.message;
}

/** Checks origin and crumb, parses, runs the change; answers the redirect to /cart or the refusal page. */
async function cartChoiceChange<T>(request: FastifyRequest, reply: FastifyReply, title: string, parse: () => T | string, change: (input: T) => Promise<unknown>): Promise<FastifyReply> {
  const refuse = (status: number, message: string) => sendFormRefusal(reply, status, { title, message, back: CART_PAGE_PATH, backText: 'Back to the cart' });
  if (!isSameOriginPost(request) || !presentsCrumb(request)) return refuse(403, describeError('CRUMB_INVALID').message);
  const input = parse();
  if (typeof input === 'string') return refuse(400, input);
  try {
    await change(input);
    return reply.redirect(CART_PAGE_PATH, 303);
  } catch (error) {
    if (!isDomainError(error)) throw error;
    const { status, message } = describeError(error.code, error.details);
    return refuse(status, message);
  }
}

/** `schema` applied to the post's fields: the input, or the problem to show. */
function parseWith<S extends z.ZodType>(request: FastifyRequest, schema: S, names: string[]): () => z.output<S> | string {
  return () => {
    const parsed = schema.safeParse(fieldsOf(request, names));
    return parsed.success ? parsed.data : problemOf(parsed.error);
  };
}

export function registerCartPageChoiceFormRoutes(app: FastifyInstance): void {
  const { cartFlows } = app.services;
  const changes = { preHandler: visitorRateLimit(app, CART_CHANGES_PER_MINUTE) };

  app.post(CART_COUPON_FORM_PATH, changes, (request, reply) =>
    cartChoiceChange(request, reply, APPLY_CODE_FAILED, parseWith(request, CouponBody, ['code']), ({ code }) => cartFlows.addCoupon(visitorOf(request), code)),
  );

  app.post(CART_COUPON_REMOVE_FORM_PATH, changes, (request, reply) =>
    cartChoiceChange(request, reply, REMOVE_CODE_FAILED, parseWith(request, CouponBody, ['code']), ({ code }) => cartFlows.removeCoupon(visitorOf(request), code)),
  );

  app.post(CART_SHIPPING_LOCATION_FORM_PATH, changes, (request, reply) => {
    const parse = parseWith(request, LocationBody, ['country']);
    // The form's first choice is "Choose a country" (empty): said as the island says it.
    const parseLocation = () => {
      const country = fieldsOf(request, ['country']).country;
      return typeof country === 'string' && country.trim() === '' ? COUNTRY_REQUIRED : parse();
    };
    return cartChoiceChange(request, reply, SHIPPING_FAILED, parseLocation, (location) =>
      cartFlows.setShippingLocation(visitorOf(request), { country: location.country, region: location.region, postalCode: location.postalCode }),
    );
  });

  app.post(CART_SHIPPING_OPTION_FORM_PATH, changes, (request, reply) =>
    cartChoiceChange(request, reply, SHIPPING_FAILED, parseWith(request, OptionBody, ['optionId']), ({ optionId }) => cartFlows.chooseShippingOption(visitorOf(request), optionId)),
  );
}
