/**
 * The product form for browsers without JavaScript: a real `<form>` posting to `/cart/add`
 * (cart-form.routes.ts) inside `<noscript>`, with one select of the variants (their options and
 * price; sold-out ones disabled), the quantity where the product has one, and the button's
 * label. Themes hide the engine's script-driven form under `@media (scripting: none)` when
 * this one is there. Subscriptions, items with an additional-fields form and paywalled
 * items have no such form: they need the product-form island.
 */
import { ProductType } from '../../shared/enums';
import { formatMoney, isCurrency, parseDecimal } from '../../shared/money';
import { escapeHtml } from '../../shared/html';

interface NoscriptVariant {
  sku: string;
  priceMoney?: { value: string; currency: string };
  salePriceMoney?: { value: string; currency: string };
  onSale?: boolean;
  qtyInStock?: number;
  unlimited?: boolean;
  attributes?: Record<string, string>;
}

interface NoscriptProduct {
  productType?: number;
  isSubscribable?: boolean;
  additionalFieldsFormId?: string | null;
  variantOptionOrdering?: string[];
  variants?: NoscriptVariant[];
  useCustomAddButtonText?: boolean;
  customAddButtonText?: string;
}

const { PHYSICAL, SERVICE, GIFT_CARD } = ProductType;

function priceText(money: { value: string; currency: string } | undefined, locale: string): string {
  if (money === undefined) return '';
  const amount = isCurrency(money.currency) ? parseDecimal(money.value, money.currency) : null;
  if (amount === null || !isCurrency(money.currency)) return `${money.value} ${money.currency}`;
  return formatMoney({ amount, currency: money.currency }, locale.replace('_', '-'));
}

/** The `<noscript>` form for one product, or '' when it cannot be bought without the island. */
export function noscriptPurchaseForm(
  itemId: string,
  content: NoscriptProduct,
  options: { locale: string; multipleQuantityAllowedForServices: boolean },
): string {
  const type = content.productType ?? 0;
  if (content.isSubscribable === true || (content.additionalFieldsFormId ?? null) !== null || type < PHYSICAL || type > GIFT_CARD) return '';
  const variants = content.variants ?? [];
  const countsStock = type === PHYSICAL || type === SERVICE;
  const available = (v: NoscriptVariant) => !countsStock || v.unlimited === true || (v.qtyInStock ?? 0) > 0;
  if (variants.length === 0 || !variants.some(available)) return '';
  const id = escapeHtml(itemId);
  const names = content.variantOptionOrdering?.length ? content.variantOptionOrdering : Object.keys(variants[0]?.attributes ?? {});

  let choice: string;
  if (variants.length === 1) {
    choice = `<input type="hidden" name="sku" value="${escapeHtml(variants[0]!.sku)}">`;
  } else {
    const label = type === GIFT_CARD ? 'Value' : names.join(' / ') || 'Option';
    const optionTags = variants.map((v) => {
      const values = names.map((n) => v.attributes?.[n] ?? '').filter((x) => x !== '');
      const price = priceText(v.onSale === true ? v.salePriceMoney : v.priceMoney, options.locale);
      const text = [values.join(' / '), price].filter((x) => x !== '').join(' — ') + (available(v) ? '' : ' (sold out)');
      return `<option value="${escapeHtml(v.sku)}"${available(v) ? '' : ' disabled'}>${escapeHtml(text)}</option>`;
    });
    choice =
      `<div class="variant-option"><label class="variant-option-title" for="noscript-sku-${id}">${escapeHtml(label)}</label>` +
      `<div class="variant-select-wrapper"><select id="noscript-sku-${id}" name="sku" required><option value="">Select ${escapeHtml(label)}</option>${optionTags.join('')}</select></div></div>`;
  }
  const hasQuantity = type === PHYSICAL || (type === SERVICE && options.multipleQuantityAllowedForServices);
  const quantity = hasQuantity
    ? `<div class="ProductForm-noscriptQuantity"><label class="quantity-label" for="noscript-quantity-${id}">Quantity</label>` +
      `<input id="noscript-quantity-${id}" type="number" name="quantity" min="1" max="9999" step="1" value="1" size="4"></div>`
    : '';
  const buttonLabel = content.useCustomAddButtonText === true && (content.customAddButtonText ?? '') !== '' ? content.customAddButtonText! : 'Add To Cart';
  return (
    `<noscript><form class="ProductForm-noscript" method="post" action="/cart/add">` +
    `<input type="hidden" name="itemId" value="${id}">${choice}${quantity}` +
    `<button type="submit" class="sqs-add-to-cart-button sqs-button-element--primary">${escapeHtml(buttonLabel)}</button></form></noscript>`
  );
}
