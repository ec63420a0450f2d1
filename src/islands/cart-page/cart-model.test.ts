import { describe, expect, it } from 'vitest';
import { CART_FORM_EVENT, CART_MODEL_EVENT, createCartModel, domCartModelEmitter, recordCartFormEvent, type CartModelEventType } from './cart-model';

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((ok, fail) => ((resolve = ok), (reject = fail)));
  return { promise, resolve, reject };
}

describe('the cart page\'s cart model', () => {
  it('CART-12 a read fires loading, then loaded (also when it fails)', async () => {
    const events: CartModelEventType[] = [];
    const model = createCartModel((e) => events.push(e));
    const load = deferred<string>();
    const read = model.read(() => load.promise);
    expect(events).toEqual(['loading']);
    load.resolve('cart');
    expect(await read).toBe('cart');
    expect(events).toEqual(['loading', 'loaded']);
    await expect(model.read(() => Promise.reject(new Error('offline')))).rejects.toThrow('offline');
    expect(events).toEqual(['loading', 'loaded', 'loading', 'loaded']);
  });

  it('CART-13 CART-14 a change fires start and end, and the cart is recalculating until its answer arrives', async () => {
    const events: CartModelEventType[] = [];
    const model = createCartModel((e) => events.push(e));
    const answer = deferred<string>();
    const change = model.recalculate(() => answer.promise);
    expect(events).toEqual(['recalculate-start']);
    expect(model.recalculating()).toBe(true);
    answer.resolve('updated');
    expect(await change).toBe('updated');
    expect(events).toEqual(['recalculate-start', 'recalculate-end']);
    expect(model.recalculating()).toBe(false);
  });

  it('CART-13 changes run one after another in the order made; a failed one does not stop the next', async () => {
    const model = createCartModel(() => {});
    const order: string[] = [];
    const first = deferred<string>();
    const a = model.recalculate(async () => {
      order.push('a starts');
      return first.promise;
    });
    const b = model.recalculate(async () => {
      order.push('b starts');
      return 'b';
    });
    await Promise.resolve();
    expect(order).toEqual(['a starts']);
    first.reject(new Error('a failed'));
    await expect(a).rejects.toThrow('a failed');
    expect(await b).toBe('b');
    expect(order).toEqual(['a starts', 'b starts']);
    expect(model.recalculating()).toBe(false);
  });

  it('CART-12 CART-13 CART-24 the model and the cart page form events reach the page as DOM events', () => {
    const target = new EventTarget();
    const seen: unknown[] = [];
    target.addEventListener(CART_MODEL_EVENT, (e) => seen.push((e as CustomEvent).detail));
    target.addEventListener(CART_FORM_EVENT, (e) => seen.push((e as CustomEvent).detail));
    domCartModelEmitter(target)('recalculate-start');
    for (const action of ['open', 'submit', 'close'] as const) recordCartFormEvent(target, action, { id: 'e1', itemId: 'i1' });
    expect(seen).toEqual([
      { type: 'recalculate-start' },
      { action: 'open', entryId: 'e1', itemId: 'i1' },
      { action: 'submit', entryId: 'e1', itemId: 'i1' },
      { action: 'close', entryId: 'e1', itemId: 'i1' },
    ]);
  });
});
