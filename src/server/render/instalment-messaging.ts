/**
 * `{@|product-instalments}` on product pages (BNPL-01): the instalment message under the price,
 * rendered by the server for the product's price before any variant is chosen (the lowest,
 * 'from' when variants differ), with the info button that opens the provider's popup, as the
 * `instalments` island's mount. The island only retexts it for the chosen variant, so nothing
 * moves when it starts. Nothing is rendered for products that show no instalments.
 */
import type { RenderContext } from '../../template-engine';
import { instalmentMessage, type InstalmentsIslandProps } from '../../shared/instalment-messaging';
import type { InstalmentContext } from '../../shared/instalments';
import { SCRIPT_NONCE } from './script-nonce';
import { escapeHtml } from '../../shared/html';
import { jsonForScript } from './storefront-formatters';

function field(value: unknown, key: string): unknown {
  return typeof value === 'object' && value !== null && Object.hasOwn(value, key) ? (value as Record<string, unknown>)[key] : undefined;
}

/** The current prices of a product's variants, minor units. */
function currentPrices(item: unknown): number[] {
  const variants = field(field(item, 'structuredContent'), 'variants');
  if (!Array.isArray(variants)) return [];
  return variants
    .map((v) => (field(v, 'onSale') === true ? field(v, 'salePrice') : field(v, 'price')))
    .filter((p): p is number => typeof p === 'number' && Number.isFinite(p));
}

/** The mount's HTML for `item`, or '' when the product shows no instalments. */
export function productInstalmentsMarkup(item: unknown, ctx: RenderContext): string {
  const itemId = field(item, 'id');
  if (typeof itemId !== 'string') return '';
  const context = field(ctx.resolve(['productInstalmentContext']), itemId) as InstalmentContext | undefined;
  const currency = field(field(ctx.resolve(['websiteSettings']), 'storeSettings'), 'selectedCurrency');
  const prices = currentPrices(item);
  if (context === undefined || typeof currency !== 'string' || prices.length === 0) return '';
  const lowest = Math.min(...prices);
  const locale = ctx.locale === 'none' ? 'en' : ctx.locale;
  const message = instalmentMessage(lowest, context, currency, { moneyLocale: locale, from: prices.some((p) => p !== lowest) });
  if (message === null) return '';
  const props: InstalmentsIslandProps = { itemId, context, currency, locale, modalUrl: '/api/commerce/instalments/modal' };
  return (
    `<div class="ProductInstalments" data-island="instalments" data-item-id="${escapeHtml(itemId)}">` +
    `<p class="ProductInstalments-message"><span class="ProductInstalments-text" aria-live="polite">${escapeHtml(message.text)}</span> ` +
    `<button type="button" class="ProductInstalments-info" aria-haspopup="dialog" aria-label="${escapeHtml(`About paying with ${message.brand}`)}">` +
    // A drawn "i" in a circle: fonts may lack the ⓘ character.
    '<svg class="ProductInstalments-icon" viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false">' +
    '<circle cx="8" cy="8" r="7" fill="none" stroke="currentColor" stroke-width="1.5"/><path d="M8 7.2v4.3M8 4.6v.2" stroke="currentColor" stroke-width="1.6" stroke-linecap="round"/></svg>' +
    '</button></p>' +
    `<script${SCRIPT_NONCE} type="application/json" data-island-props="instalments">${jsonForScript(props)}</script></div>`
  );
}
