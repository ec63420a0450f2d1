/**
 * Markup the platform adds to every theme, or uses when a theme has none: the cart pill
 * mount (its island hydrates it), index folders, the cart, search and not-found pages of
 * themes that lack them, and the pages shown when no theme can render (500, unknown host).
 */
import { SCRIPT_NONCE } from './script-nonce';
import { escapeHtml } from '../../shared/html';
import { jsonForScript } from './storefront-formatters';
import type { Json } from './site-model';

/**
 * The floating cart pill (CART-16..CART-19), hidden until its island syncs the visitor's cart:
 * the server renders pages from a snapshot shared by every visitor, so it never knows the cart.
 */
export function cartPillMarkup(context: Json): string {
  const cart = context.shoppingCart as { items: number; subtotal: string };
  const props = { ...((context.islands as Json)['cart-pill'] as Json), count: cart.items, subtotal: cart.subtotal };
  return (
    `<a class="CartPill" href="/cart" data-island="cart-pill" hidden>` +
    `<span class="CartPill-count" data-cart-count>${cart.items}</span>` +
    `<span class="visually-hidden"> items in cart, subtotal </span>` +
    `<span class="CartPill-subtotal" data-cart-subtotal>${escapeHtml(cart.subtotal)}</span></a>` +
    `<script${SCRIPT_NONCE} type="application/json" data-island-props="cart-pill">${jsonForScript(props)}</script>`
  );
}

/** An index folder without an `index` template: its pages one after another. */
export function indexFolderHtml(children: Json[]): string {
  return children
    .map((c) => `<section class="IndexSection" id="${escapeHtml(String(c.urlId))}">${String(c.mainContent ?? '')}</section>`)
    .join('\n');
}

/** The order pages (202, 211) of themes without them: number, items, totals, address, test-mode note. */
function orderPageSource(heading: string, extra = ''): string {
  return (
    '{.if order.testMode}<p role="note"><strong>Test mode</strong> No real payment was taken.</p>{.end}' +
    `<h1>${heading}</h1><p>Order #{order.orderNumber|html}</p>${extra}` +
    '<table><thead><tr><th>Item</th><th>SKU</th><th>Quantity</th><th>Price</th></tr></thead><tbody>' +
    '{.repeated section order.items}<tr><td>{productName|html}{.repeated section optionsList}<br>{name|html}: {value|html}{.end}</td><td>{sku|html}</td><td>{quantity|html}</td><td>{unitPrice|money}</td></tr>{.end}</tbody></table>' +
    '<p>Subtotal {order.subtotal|money}{.if order.hasDiscount}<br>Discount &minus;{order.discountTotal|money}{.end}<br>Shipping {order.shippingTotal|money}' +
    '<br>Tax {order.taxTotal|money}<br>Total {order.grandTotal|money}</p>' +
    '{.if order.hasDownloads}<h2>Your downloads</h2><ul>{.repeated section order.downloads}<li>{.if url}<a href="{url|htmlattr}" download>Download {productName|html}</a>{.or}{productName|html}{.end} ({note|html})</li>{.end}</ul>{.end}' +
    '{.section order.shippingAddress}<address>{name|html}<br>{line1|html}<br>{cityLine|html}<br>{countryCode|html}</address>{.end}' +
    '{.if order.showBillingAddress}{.section order.billingAddress}<h2>Billing address</h2><address>{name|html}<br>{line1|html}<br>{cityLine|html}<br>{countryCode|html}</address>{.end}{.end}'
  );
}

const SYSTEM_PAGES = {
  cart:
    '<section class="CartPage" id="sqs-cart-root" data-island="cart-page"><div class="CartPage-container" id="sqs-cart-container">' +
    '<h1>Cart</h1><div data-cart-body aria-live="polite"></div></div>' +
    '<script type="application/json" data-island-props="cart-page">{islands.cart-page|json-script}</script></section>',
  search:
    '<section class="SearchPage"><h1>Search</h1><form role="search" action="/search" method="get">' +
    '<label for="search-q">Search this site</label> <input id="search-q" type="search" name="q" value="{search.query|htmlattr}"> ' +
    '<button type="submit">Search</button></form>{.if search.query}<p role="status">{search.total|html} {search.total|pluralize result results}</p>' +
    '<ol>{.repeated section search.results}<li><a href="{fullUrl|htmlattr}">{title|html}</a></li>{.end}</ol>{.end}</section>',
  '404': '<section class="NotFound"><h1>Page not found</h1><p><a href="/">Go to the home page</a></p></section>',
  'order-confirmed': `<section class="OrderPage">${orderPageSource('Thank you for your order')}</section>`,
  'order-status': `<section class="OrderPage">${orderPageSource('Order status', '<p>Payment: {order.statusLabel|html}. Delivery: {order.fulfillmentLabel|html}.</p>')}</section>`,
} as const;

/** JSON-T source of a system page for themes without `pages/NAME.page`. */
export function systemPageSource(name: keyof typeof SYSTEM_PAGES): string {
  return SYSTEM_PAGES[name];
}

function plainPage(title: string, message: string, stylesheetUrl: string | null): string {
  const css = stylesheetUrl === null ? '' : `<link rel="stylesheet" href="${escapeHtml(stylesheetUrl)}">`;
  return (
    `<!doctype html>\n<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">` +
    `<meta name="robots" content="noindex"><title>${escapeHtml(title)}</title>${css}</head>` +
    `<body><main id="main" class="Main"><div class="Container Container--narrow SystemPage">` +
    `<h1 class="SystemPage-title">${escapeHtml(title)}</h1><p>${escapeHtml(message)}</p></div></main></body></html>`
  );
}

/** Page type 101: something failed while making the page; the details are only in the log. */
export function errorPageHtml(stylesheetUrl: string | null, requestId: string): string {
  return plainPage('Something went wrong', `This page could not be shown. Please try again in a moment. (Reference: ${requestId})`, stylesheetUrl);
}

/** Titles of the pages a refused browser request answers, by status. */
const REQUEST_ERROR_TITLES: Record<number, string> = { 400: 'Bad request', 401: 'Please sign in', 403: 'Not allowed', 404: 'Page not found', 410: 'No longer available', 429: 'Too many requests' };

/** A browser's request the server refused (a 4xx): the catalogue's message, never details. */
export function requestErrorHtml(status: number, message: string): string {
  return plainPage(REQUEST_ERROR_TITLES[status] ?? 'Request not handled', message, null);
}

/** A host that names no site. */
export function siteNotFoundHtml(stylesheetUrl: string | null): string {
  return plainPage('No site here', 'No site is published at this address.', stylesheetUrl);
}
