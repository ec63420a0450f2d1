/**
 * Items with an additional-fields form (PDP-22..PDP-24): first the stock check (ATC-16,
 * ATC-17: the variant's live stock from ATC-21 must be unlimited or strictly above the units
 * the cart already holds; GAP-77: otherwise the not-enough message), then the form in a modal
 * lightbox; its answers travel with the add as JSON text.
 */
import { createElement } from 'react';
import { createRoot } from 'react-dom/client';
import { cartEndpoints } from '../../shared/api/cart-endpoints';
import { callEndpoint } from '../api-client';
import { quantityInCart } from '../cart-events';
import { AdditionalFieldsDialog } from './AdditionalFieldsDialog';
import { failureMessage } from './purchase-request';
import { NOT_ENOUGH_STOCK, stockAllowsForm } from './purchase-rules';
import type { ProductFormProps, VariantView } from './product-form.types';

export const STOCK_PATH = cartEndpoints.itemStock.path;

export type AdditionalFieldsResult = { ok: true; json: string | null } | { ok: false; message: string | null };

/** ATC-16 with live figures: null when the add may go on, else the message to show. */
export async function checkStockForForm(product: ProductFormProps, variant: VariantView): Promise<string | null> {
  const [stock, cart] = await Promise.all([
    callEndpoint(cartEndpoints.itemStock, { query: { itemId: product.itemId } }),
    callEndpoint(cartEndpoints.getCart, {}),
  ]);
  if (!stock.ok) return failureMessage(stock.failure, navigator.cookieEnabled);
  const level = stock.data.results.find((r) => r.variantId === variant.id || r.sku === variant.sku);
  if (level === undefined) return NOT_ENOUGH_STOCK;
  const inCart = quantityInCart(cart.ok ? cart.data : null, product.itemId, variant.sku);
  return stockAllowsForm(level, inCart) ? null : NOT_ENOUGH_STOCK;
}

/** Runs the check, then asks for the answers; `{ok: false, message: null}` when the visitor closed the form. */
export async function openAdditionalFields(product: ProductFormProps, variant: VariantView, _quantity: number): Promise<AdditionalFieldsResult> {
  const problem = await checkStockForForm(product, variant);
  if (problem !== null) return { ok: false, message: problem };
  const form = product.additionalFieldsForm ?? null;
  // No definition to show (the site has not published the form): the add goes on without answers.
  if (form === null || !Array.isArray(form.fields) || form.fields.length === 0) return { ok: true, json: null };
  return new Promise((resolve) => {
    const host = document.createElement('div');
    document.body.append(host);
    const root = createRoot(host);
    const done = (answers: Record<string, unknown> | null) => {
      root.unmount();
      host.remove();
      resolve(answers === null ? { ok: false, message: null } : { ok: true, json: JSON.stringify(answers) });
    };
    root.render(createElement(AdditionalFieldsDialog, { form, submitLabel: 'Add To Cart', onDone: done }));
  });
}
