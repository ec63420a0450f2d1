/**
 * The tracking pixel on storefront pages (ANL-41, GAP-05): when the store has a pixel ID, every
 * page mounts the `tracking-pixel` island with the events the page itself stands for —
 * ViewContent on a product page, Search on the search page, Purchase on the order confirmation
 * (not for test orders, GAP-58; once per order, GAP-64). Never on the owner's preview.
 */
import type { ProductStructuredContent } from '../../modules/catalog';
import { pixelValue, type PixelEvent, type TrackingPixelProps } from '../../shared/tracking-pixel';
import type { PageRequest } from './page-context';
import type { PageRoute } from './page-resolver';
import { SCRIPT_NONCE } from './script-nonce';
import type { Json } from './site-model';

export const TRACKING_PIXEL_ISLAND = 'tracking-pixel';

/** Longest search text sent. */
const MAX_SEARCH = 200;

function viewContent(item: Json): PixelEvent | null {
  const content = item.structuredContent as ProductStructuredContent | undefined;
  if (content === undefined || content.variants.length === 0) return null;
  const current = content.variants.map((v) => (v.onSale ? v.salePriceMoney : v.priceMoney));
  const lowest = current.reduce((low, money) => (Number(money.value) < Number(low.value) ? money : low));
  return {
    name: 'ViewContent',
    data: {
      content_ids: content.variants.map((v) => v.sku),
      content_name: String(item.title ?? ''),
      content_type: 'product',
      value: pixelValue(lowest.value),
      currency: lowest.currency,
    },
  };
}

function purchase(order: Json): PixelEvent | null {
  if (order.testMode === true) return null;
  const items = order.items as { sku: string; quantity: number }[];
  const grandTotal = order.grandTotal as { value: string; currency: string };
  return {
    name: 'Purchase',
    data: {
      content_ids: items.map((i) => i.sku),
      contents: items.map((i) => ({ id: i.sku, quantity: i.quantity })),
      content_type: 'product',
      num_items: items.reduce((sum, i) => sum + i.quantity, 0),
      value: pixelValue(grandTotal.value),
      currency: grandTotal.currency,
    },
    onceKey: `purchase:${String(order.id)}`,
  };
}

/** The pixel events a page stands for when it is rendered. */
export function pagePixelEvents(route: Exclude<PageRoute, { kind: 'redirect' }>, request: Pick<PageRequest, 'query'>): PixelEvent[] {
  let event: PixelEvent | null = null;
  if (route.kind === 'item') event = viewContent(route.item.json);
  else if (route.kind === 'search') {
    const q = (request.query.q ?? '').trim().slice(0, MAX_SEARCH);
    if (q !== '') event = { name: 'Search', data: { search_string: q } };
  } else if (route.kind === 'order' && route.name === 'order-confirmed') event = purchase(route.order);
  return event === null ? [] : [event];
}

/** The island's mount and props (JSON inside a script element, `<` escaped so no value can close it). */
export function trackingPixelTags(props: TrackingPixelProps): string {
  const json = JSON.stringify(props).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
  return `<div data-island="${TRACKING_PIXEL_ISLAND}" hidden></div><script${SCRIPT_NONCE} type="application/json" data-island-props="${TRACKING_PIXEL_ISLAND}">${json}</script>`;
}
