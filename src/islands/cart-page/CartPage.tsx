/**
 * The cart page (show cart 200) once scripts run: the server's cart made live. Each change
 * (quantity, removal, an entry's form answers, codes, shipping) goes through the cart model
 * (recalculating until its answer, CART-13/14), then the answered cart replaces the shown one
 * and is published to the page's other islands (the header indicators follow, CART-21). A
 * failure shows where it happened with the spec's wording (GAP-56, GAP-100); a visually hidden
 * status line says what changed; after a removal focus moves to the next line's Remove button
 * (or the empty text).
 */
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { AdditionalFieldsDialog } from '../product-form/AdditionalFieldsDialog';
import type { FormDefinition } from '../product-form/product-form.types';
import { loadCart, onCartChange, publishCart } from '../cart-events';
import { createCartModel, domCartModelEmitter, recordCartFormEvent } from './cart-model';
import type { ShoppingCartEntry as CartEntry, ShoppingCart } from '../../shared/api/cart';
import type { CartPageProps, CartProduct } from './cart-page.types';
import { answersOf, CART_EMPTY, centsText, FORM_INVALID, focusAfterRemoval, type FailureNotice } from './cart-page-rules';
import { cartCalls, isShoppingCart, type CartCallResult } from './cart-calls';
import { CartEntryRow } from './CartEntryRow';
import { CartTotals } from './CartSummary';
import { CouponForm } from './CouponForm';
import { ShippingEstimate } from './ShippingEstimate';

interface Editing {
  entry: CartEntry;
  form: FormDefinition;
}

/** An entry's answers as label and text, labels from the form when it is known (spec: 'N/A' for no answer). */
function answerList(entry: CartEntry, product: CartProduct | undefined): { label: string; value: string }[] {
  const fields = product?.form?.fields ?? [];
  return Object.entries(answersOf(entry.additionalFields)).map(([id, value]) => {
    const field = fields.find((f) => f.id === id);
    const text = Array.isArray(value) ? value.map(String).join(', ') : value === null || value === undefined || value === '' ? 'N/A' : String(value);
    return { label: field?.title ?? field?.label ?? id, value: text };
  });
}

export function CartPage({ props, mount }: { props: CartPageProps; mount: HTMLElement }) {
  const { currency, locale, checkoutUrl } = props;
  const [cart, setCart] = useState<ShoppingCart | null>(props.cart);
  const [products, setProducts] = useState<Record<string, CartProduct>>(props.products);
  const [recalculating, setRecalculating] = useState(false);
  const [notices, setNotices] = useState<Record<string, FailureNotice | null>>({});
  const [status, setStatus] = useState('');
  const [editing, setEditing] = useState<Editing | null>(null);
  const focusIndex = useRef<number | null | undefined>(undefined);

  const model = useMemo(() => {
    const emit = domCartModelEmitter(document);
    const m = createCartModel((type) => {
      emit(type);
      setRecalculating(m.recalculating());
    });
    return m;
  }, []);
  const calls = useMemo(() => cartCalls(navigator.cookieEnabled), []);

  useEffect(() => {
    const stop = onCartChange((published) => {
      if (isShoppingCart(published)) setCart(published);
    });
    // A page restored from the back-forward cache shows an old cart: read it again (CART-12).
    const restored = (event: PageTransitionEvent) => {
      if (event.persisted) void model.read(loadCart);
    };
    window.addEventListener('pageshow', restored);
    return () => {
      stop();
      window.removeEventListener('pageshow', restored);
    };
  }, [model]);

  useLayoutEffect(() => {
    const index = focusIndex.current;
    if (index === undefined) return;
    focusIndex.current = undefined;
    const target = index === null ? mount.querySelector<HTMLElement>('.CartPage-empty') : mount.querySelectorAll<HTMLElement>('.CartEntry-remove')[index];
    target?.focus();
  }, [cart, mount]);

  const setNotice = (key: string, notice: FailureNotice | null) => setNotices((all) => ({ ...all, [key]: notice }));

  /** Runs a change as a recalculation; shows its answer or its failure under `key`. */
  const change = useCallback(
    async (key: string, call: () => Promise<CartCallResult>, said: (next: ShoppingCart) => string, before?: (next: ShoppingCart) => void): Promise<ShoppingCart | null> => {
      setNotice(key, null);
      const result = await model.recalculate(call);
      if (!result.ok) {
        setNotice(key, result.notice);
        return null;
      }
      // Before the new cart renders (renders are not synchronous): e.g. where focus goes next.
      before?.(result.cart);
      setCart(result.cart);
      publishCart(result.cart);
      setStatus(said(result.cart));
      return result.cart;
    },
    [model],
  );

  const money = (cents: number) => centsText(cents, currency, locale);
  const subtotalSaid = (next: ShoppingCart) => (next.entries.length === 0 ? CART_EMPTY : `Subtotal ${money(next.subtotalCents)}.`);

  const onQuantity = async (entry: CartEntry, quantity: number) =>
    (await change(entry.id, () => calls.quantity(entry.id, quantity), (next) => `Quantity of ${entry.title} is now ${quantity}. ${subtotalSaid(next)}`)) !== null;

  const onRemove = async (entry: CartEntry) => {
    const index = cart?.entries.findIndex((e) => e.id === entry.id) ?? -1;
    await change(
      entry.id,
      () => calls.remove(entry.id),
      (after) => `${entry.title} removed from your cart. ${subtotalSaid(after)}`,
      (after) => (focusIndex.current = focusAfterRemoval(index, after.entries.length)),
    );
  };

  const onEdit = async (entry: CartEntry) => {
    setNotice(entry.id, null);
    let product = products[entry.itemId];
    if (product?.form == null) {
      const fetched = await calls.products();
      if (!fetched.ok) return setNotice(entry.id, fetched.notice);
      setProducts((all) => ({ ...all, ...fetched.products }));
      product = fetched.products[entry.itemId];
    }
    const form = product?.form ?? null;
    if (form === null || !Array.isArray(form.fields) || form.fields.length === 0) return setNotice(entry.id, calls.cannotOpen());
    recordCartFormEvent(document, 'open', entry);
    setEditing({ entry, form });
  };

  const onFormDone = useCallback(
    (answers: Record<string, unknown> | null) => {
      const current = editing;
      setEditing(null);
      if (current === null) return;
      const { entry } = current;
      if (answers === null) return recordCartFormEvent(document, 'close', entry);
      recordCartFormEvent(document, 'submit', entry);
      recordCartFormEvent(document, 'close', entry);
      void change(entry.id, () => calls.answers(entry, JSON.stringify(answers)), () => `Details of ${entry.title} updated.`);
    },
    [editing, change, calls],
  );

  const onApplyCode = async (code: string) => {
    const next = await change('coupon', () => calls.addCode(code), (after) => {
      const held = after.coupons.find((c) => c.code.toLowerCase() === code.toLowerCase());
      return held === undefined || held.valid ? `Discount code ${held?.code ?? code} applied. Total ${money(after.grandTotalCents)}.` : (held.message ?? '');
    });
    return next !== null;
  };
  const onRemoveCode = (code: string) => void change('coupon', () => calls.removeCode(code), (after) => `Discount code ${code} removed. Total ${money(after.grandTotalCents)}.`);

  const hasEntries = cart !== null && cart.entries.length > 0;
  return (
    <div className={recalculating ? 'CartPage-live is-recalculating' : 'CartPage-live'} data-cart-state={recalculating ? 'recalculating' : 'ready'}>
      <p className="visually-hidden" role="status" data-cart-status>
        {status}
      </p>
      {!hasEntries ? (
        <p className="CartPage-empty" tabIndex={-1}>
          {CART_EMPTY}
        </p>
      ) : (
        <div className="CartPage-layout">
          <ul className="CartEntries" aria-label="Items in your cart">
            {cart.entries.map((entry) => {
              const product = products[entry.itemId];
              return (
                <CartEntryRow
                  key={entry.id}
                  entry={entry}
                  url={product?.url ?? null}
                  hasForm={(product?.form ?? null) !== null || entry.additionalFields !== null}
                  answers={answerList(entry, product)}
                  currency={currency}
                  locale={locale}
                  notice={notices[entry.id] ?? null}
                  onQuantity={onQuantity}
                  onRemove={(e) => void onRemove(e)}
                  onEdit={(e) => void onEdit(e)}
                />
              );
            })}
          </ul>
          <div className="CartSummary">
            <CartTotals cart={cart} currency={currency} locale={locale} checkoutUrl={checkoutUrl} recalculating={recalculating} />
            <CouponForm cart={cart} currency={currency} locale={locale} notice={notices.coupon ?? null} onApply={onApplyCode} onRemove={onRemoveCode} />
            {cart.requiresShipping && (
              <ShippingEstimate
                cart={cart}
                currency={currency}
                locale={locale}
                notice={notices.shipping ?? null}
                onEstimate={(location) =>
                  void change('shipping', () => calls.location(location), (after) => (after.shippingOptions.length === 0 ? 'No shipping options are available for this address.' : `${after.shippingOptions.length} shipping options available.`))
                }
                onChoose={(optionId) => change('shipping', () => calls.option(optionId), (after) => `Shipping ${money(after.shippingCostCents)}. Total ${money(after.grandTotalCents)}.`)}
              />
            )}
          </div>
        </div>
      )}
      {editing !== null && (
        <AdditionalFieldsDialog form={editing.form} submitLabel="Update" initialAnswers={answersOf(editing.entry.additionalFields)} invalidSummary={FORM_INVALID} onDone={onFormDone} />
      )}
    </div>
  );
}
