/**
 * The server-rendered parts around a product form that follow the chosen variant: the price
 * (the variant's, or the page's own text while no variant is chosen), the variant's main image
 * (PDP-02), the scarcity message of a low-stock variant (PDP-17) and the restock sign-up of a
 * sold-out one. The engine rendered them; the island only shows, hides or retexts them.
 */
import { moneyText } from '../money-text';
import type { ProductFormProps, VariantView } from './product-form.types';

export interface PageParts {
  /** The product page's article or the product block around the form. */
  container: HTMLElement;
  variantSelects: HTMLSelectElement[];
  quantityInput: HTMLInputElement | null;
  buttonWrapper: HTMLElement | null;
  price: HTMLElement | null;
  originalPrice: string;
}

export function findPageParts(mount: HTMLElement): PageParts {
  const container = mount.closest<HTMLElement>('.Product, .ProductBlock, [data-product-container]') ?? mount;
  const price = container.querySelector<HTMLElement>('.product-price');
  return {
    container,
    variantSelects: [...mount.querySelectorAll<HTMLSelectElement>('select[data-variant-option-name]')],
    quantityInput: mount.querySelector<HTMLInputElement>('.product-quantity-input input'),
    buttonWrapper: mount.querySelector<HTMLElement>('.sqs-add-to-cart-button-wrapper'),
    price,
    originalPrice: price?.innerHTML ?? '',
  };
}

function hiddenText(text: string): HTMLSpanElement {
  const span = document.createElement('span');
  span.className = 'visually-hidden v6-visually-hidden';
  span.textContent = text;
  return span;
}

/** The price block for one variant, shaped like the engine's `product-price` markup. */
export function showVariantPrice(parts: PageParts, product: ProductFormProps, variant: VariantView | null): void {
  const el = parts.price;
  if (el === null || product.isSubscribable) return;
  if (variant === null) {
    if (el.innerHTML !== parts.originalPrice) el.innerHTML = parts.originalPrice;
    return;
  }
  const money = (m: { value: string; currency: string }) => moneyText(m.value, m.currency, product.locale);
  if (variant.onSale) {
    const original = document.createElement('span');
    original.className = 'original-price';
    original.textContent = money(variant.priceMoney);
    el.replaceChildren(hiddenText('Sale Price:'), `${money(variant.salePriceMoney)} `, hiddenText('Original Price:'), original);
  } else {
    el.replaceChildren(money(variant.priceMoney));
  }
}

/**
 * PDP-02: the chosen variant's main image shows; the image shown before it (any other
 * variant's main image) hides. Images no variant names stay as they are.
 */
export function showVariantImage(parts: PageParts, product: ProductFormProps, next: VariantView | null): void {
  const nextId = next?.mainImage?.id;
  if (nextId === undefined) return;
  const image = (id: string) => parts.container.querySelector<HTMLElement>(`[data-image-id="${CSS.escape(id)}"]`);
  const shown = image(nextId);
  if (shown === null) return;
  for (const v of product.variants) {
    const id = v.mainImage?.id;
    if (id === undefined || id === nextId) continue;
    const other = image(id);
    if (other !== null) other.hidden = true;
  }
  shown.hidden = false;
}

function sameAttributes(json: string | null, attributes: Record<string, string>): boolean {
  try {
    const parsed = JSON.parse(json ?? 'null') as Record<string, string> | null;
    if (parsed === null) return false;
    const keys = Object.keys(parsed);
    return keys.length === Object.keys(attributes).length && keys.every((k) => parsed[k] === attributes[k]);
  } catch {
    return false;
  }
}

/** Scarcity text and restock sign-up for the chosen variant; the server's state while none is chosen. */
export function showVariantNotices(parts: PageParts, variant: VariantView | null): void {
  if (variant === null) return;
  for (const el of parts.container.querySelectorAll<HTMLElement>('.product-scarcity[data-variant-attributes]')) {
    el.hidden = !sameAttributes(el.getAttribute('data-variant-attributes'), variant.attributes);
  }
  const soldOut = !variant.unlimited && variant.qtyInStock <= 0;
  for (const el of parts.container.querySelectorAll<HTMLElement>('.product-restock-notification[data-variant-id]')) {
    const active = soldOut && el.getAttribute('data-variant-id') === variant.id;
    el.hidden = !active;
    el.classList.toggle('is-active', active);
  }
}

/** The engine's restock email input has a placeholder but no label: give it one. */
export function labelRestockInputs(parts: PageParts): void {
  for (const input of parts.container.querySelectorAll<HTMLInputElement>('.product-restock-form input[name="email"]')) {
    if (!input.hasAttribute('aria-label')) input.setAttribute('aria-label', input.placeholder || 'Email');
  }
}
