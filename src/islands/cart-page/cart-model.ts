/**
 * The cart page's cart model (spec §4 Cart model): a read fires `loading` then `loaded`
 * (CART-12); every change (quantity, removal, form answers, coupons, shipping) is a
 * recalculation that fires `recalculate-start` then `recalculate-end` (CART-13), and the cart
 * is `recalculating` from the first start to the last end (CART-14: editing an entry's form
 * answers shows it until the response). Changes run one after another, so answers arrive in
 * the order the visitor made them and the last one shown is the newest cart.
 *
 * The events reach the page as `stoa:cart-model` DOM events (detail `{type}`), and the cart
 * page's additional-fields form records `open`, `close` and `submit` as `stoa:cart-form`
 * events (CART-24), for theme scripts and analytics.
 */

export type CartModelEventType = 'loading' | 'loaded' | 'recalculate-start' | 'recalculate-end';
export type CartFormAction = 'open' | 'close' | 'submit';

export const CART_MODEL_EVENT = 'stoa:cart-model';
export const CART_FORM_EVENT = 'stoa:cart-form';

export interface CartModel {
  /** A cart read: `loading`, the call, `loaded` (also when it fails). */
  read<T>(load: () => Promise<T>): Promise<T>;
  /** A change: queued after earlier ones; `recalculate-start`, the call, `recalculate-end`. */
  recalculate<T>(change: () => Promise<T>): Promise<T>;
  /** True while any change is queued or running. */
  recalculating(): boolean;
}

export function createCartModel(emit: (type: CartModelEventType) => void): CartModel {
  let queue: Promise<unknown> = Promise.resolve();
  let pending = 0;
  return {
    async read(load) {
      emit('loading');
      try {
        return await load();
      } finally {
        emit('loaded');
      }
    },
    recalculate(change) {
      pending++;
      emit('recalculate-start');
      const run = queue.then(change);
      const done = run.finally(() => {
        pending--;
        emit('recalculate-end');
      });
      queue = done.catch(() => undefined);
      return done;
    },
    recalculating: () => pending > 0,
  };
}

/** Emits model events on `target` (the document) as `stoa:cart-model`. */
export function domCartModelEmitter(target: EventTarget): (type: CartModelEventType) => void {
  return (type) => target.dispatchEvent(new CustomEvent(CART_MODEL_EVENT, { detail: { type } }));
}

/** CART-24: records an event of the cart page's product form. */
export function recordCartFormEvent(target: EventTarget, action: CartFormAction, entry: { id: string; itemId: string }): void {
  target.dispatchEvent(new CustomEvent(CART_FORM_EVENT, { detail: { action, entryId: entry.id, itemId: entry.itemId } }));
}
