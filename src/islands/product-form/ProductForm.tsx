/**
 * The product form island (PDP, ATC): takes over the server-rendered variant selects, quantity
 * input and add-to-cart button where they are (nothing is re-rendered, so nothing moves),
 * follows the chosen variant around the page, runs the checks and the button's states, and
 * shows failures in an alert dialog. It renders only a status line for screen readers and
 * the dialog. Its effects are layout effects: the page's own nodes change in the same task as
 * the render, never a frame later (a background tab or a test's paused clock cannot delay them).
 */
import { useCallback, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { AlertDialog } from '../AlertDialog';
import { publishCart } from '../cart-events';
import { ADDED_TO_CART_EVENT, type AddedToCartDetail } from '../../shared/tracking-pixel';
import { addButtonLabel, createAddButtonMachine, type AddButtonState } from './add-button-machine';
import { openAdditionalFields } from './additional-fields';
import { labelRestockInputs, showVariantImage, showVariantNotices, showVariantPrice, type PageParts } from './page-parts';
import { alertTitleOf, failureMessage, giftCardPageUrl, purchaseModeOf, sendPurchase } from './purchase-request';
import { checkPurchase, findVariant, optionNames, soldOutLabel } from './purchase-rules';
import type { ProductFormProps, VariantView } from './product-form.types';

export interface ProductFormIslandProps {
  product: ProductFormProps;
  parts: PageParts;
  expressCheckout: boolean;
}

interface Alert {
  title: string;
  message: string;
}

const browserTimers = {
  now: () => Date.now(),
  setTimeout: (run: () => void, ms: number) => window.setTimeout(run, ms),
  clearTimeout: (handle: unknown) => window.clearTimeout(handle as number),
};

function selectionOf(selects: readonly HTMLSelectElement[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const select of selects) out[select.getAttribute('data-variant-option-name') ?? ''] = select.value;
  return out;
}

export function ProductForm({ product, parts, expressCheckout }: ProductFormIslandProps) {
  const names = useMemo(() => optionNames(product), [product]);
  const [selection, setSelection] = useState(() => selectionOf(parts.variantSelects));
  const [buttonState, setButtonState] = useState<AddButtonState>('idle');
  const [alert, setAlert] = useState<Alert | null>(null);
  const machine = useMemo(() => createAddButtonMachine(browserTimers, setButtonState), []);
  // True while the stock check or the additional-fields form runs, before the button is busy.
  const preparing = useRef(false);
  const mode = purchaseModeOf(product, expressCheckout);
  const title = alertTitleOf(product, mode);
  const variant = useMemo(() => findVariant(product.variants, names, selection), [product, names, selection]);

  useLayoutEffect(() => () => machine.dispose(), [machine]);

  // The selects stay the server's: the island listens to them.
  useLayoutEffect(() => {
    const changed = () => setSelection(selectionOf(parts.variantSelects));
    for (const select of parts.variantSelects) select.addEventListener('change', changed);
    labelRestockInputs(parts);
    return () => {
      for (const select of parts.variantSelects) select.removeEventListener('change', changed);
    };
  }, [parts]);

  useLayoutEffect(() => {
    showVariantPrice(parts, product, variant);
    showVariantImage(parts, product, variant);
    showVariantNotices(parts, variant);
  }, [parts, product, variant]);

  const fail = useCallback((message: string) => setAlert({ title, message }), [title]);

  const purchase = useCallback(async () => {
    if (machine.state !== 'idle' || preparing.current) return; // ATC-06
    const check = checkPurchase(product, selection, parts.quantityInput?.value ?? null);
    if (!check.ok) return fail(check.message); // ATC-08: nothing is sent
    let additionalFields: string | null = null;
    if (product.additionalFieldsFormId !== null) {
      preparing.current = true;
      const answers = await openAdditionalFields(product, check.variant, check.quantity).finally(() => (preparing.current = false));
      if (!answers.ok) {
        if (answers.message !== null) fail(answers.message);
        return;
      }
      additionalFields = answers.json;
    }
    machine.click(async () => {
      const outcome = await sendPurchase(mode, { itemId: product.itemId, sku: check.variant.sku, quantity: check.quantity, additionalFields });
      if (!outcome.ok) {
        fail(failureMessage(outcome.failure, navigator.cookieEnabled));
        return 'failed';
      }
      if (mode === 'gift-card') {
        window.location.assign(giftCardPageUrl(product, check.variant.sku));
        return 'left';
      }
      if (outcome.cartToken !== null) {
        window.location.assign(`${product.subscriptionUrl ?? '/checkout/subscribe'}?cartToken=${encodeURIComponent(outcome.cartToken)}`);
        return 'left';
      }
      if (outcome.shoppingCart !== null) publishCart(outcome.shoppingCart);
      announceAddedToCart(product, check.variant, check.quantity);
      if (mode === 'express') {
        window.location.assign(product.checkoutUrl ?? '/checkout');
        return 'left';
      }
      return 'added';
    });
  }, [machine, product, selection, parts, mode, fail]);

  // The button stays the server's too: its label and disabled state follow the machine.
  useLayoutEffect(() => {
    const button = parts.buttonWrapper?.querySelector<HTMLElement>('.sqs-add-to-cart-button');
    if (button === null || button === undefined) return;
    const inner = button.querySelector<HTMLElement>('.sqs-add-to-cart-button-inner') ?? button;
    if (!button.hasAttribute('data-original-label')) button.setAttribute('data-original-label', inner.textContent?.trim() ?? '');
    const idleLabel = button.getAttribute('data-original-label') ?? '';
    // A sold-out choice says so on the button before any click.
    const soldOut = buttonState === 'idle' ? soldOutLabel(product, variant) : null;
    inner.textContent = soldOut ?? addButtonLabel(buttonState, idleLabel);
    // It stays pressable: a click explains in the alert that there is not enough of it.
    button.setAttribute('aria-disabled', String(buttonState !== 'idle'));
  }, [parts, buttonState, product, variant]);

  useLayoutEffect(() => {
    const button = parts.buttonWrapper?.querySelector<HTMLElement>('.sqs-add-to-cart-button');
    if (button === null || button === undefined) return;
    const onClick = (event: Event) => {
      event.preventDefault();
      void purchase();
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Enter' && event.key !== ' ') return;
      event.preventDefault();
      void purchase();
    };
    button.addEventListener('click', onClick);
    button.addEventListener('keydown', onKey);
    return () => {
      button.removeEventListener('click', onClick);
      button.removeEventListener('keydown', onKey);
    };
  }, [parts, purchase]);

  const closeAlert = useCallback(() => setAlert(null), []);
  return (
    <>
      <span role="status">{buttonState === 'added' ? addButtonLabel('added', '') : ''}</span>
      {alert !== null && createPortal(<AlertDialog title={alert.title} message={alert.message} onClose={closeAlert} />, document.body)}
    </>
  );
}

/** Tells the page a line was added (the tracking pixel's AddToCart, ANL-41). */
function announceAddedToCart(product: ProductFormProps, variant: VariantView, quantity: number): void {
  const price = variant.onSale ? variant.salePriceMoney : variant.priceMoney;
  const detail: AddedToCartDetail = { itemId: product.itemId, title: product.title, sku: variant.sku, quantity, unitPrice: price.value, currency: price.currency };
  document.dispatchEvent(new CustomEvent(ADDED_TO_CART_EVENT, { detail }));
}
