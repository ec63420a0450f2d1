/**
 * The floating cart pill (CART-16..CART-20, NAV-03, NAV-04): the server's `<a href="/cart">`
 * mount stays hidden until the visitor's cart has something in it, then fades in; it shows
 * the count ('100+' above 100) and the subtotal. A click goes to the cart, or, when the page
 * is inside the owner's editing frame, sets that frame's URL instead.
 */
import { useLayoutEffect, useRef, useState } from 'react';
import { currentCart, onCartChange, type CartSummarySource } from '../cart-events';
import { moneyText } from '../money-text';
import { EDITOR_FRAME_ATTRIBUTE, PREVIEW_QUERY } from '../../shared/editor-frame-messages';
import { countText, FADE_IN_KEYFRAMES, FADE_IN_MS, pillShown, spokenCount } from './cart-count';

/** The editor marks the iframe it shows the site in with this attribute. */
export { EDITOR_FRAME_ATTRIBUTE };

/** The editor's frame around this page, when there is one (same origin only: frameElement is null otherwise). */
export function editorFrame(): HTMLIFrameElement | null {
  let frame: Element | null = null;
  try {
    frame = window.frameElement;
  } catch {
    return null;
  }
  // The frame element belongs to the parent's realm: `instanceof HTMLIFrameElement` of this one is false.
  return frame !== null && frame.tagName === 'IFRAME' && frame.hasAttribute(EDITOR_FRAME_ATTRIBUTE) ? (frame as HTMLIFrameElement) : null;
}

export interface CartPillProps {
  mount: HTMLElement;
  cartUrl: string;
  locale: string;
}

export function CartPill({ mount, cartUrl, locale }: CartPillProps) {
  const [cart, setCart] = useState<CartSummarySource | null>(currentCart);
  const wasShown = useRef(false);

  useLayoutEffect(() => {
    const latest = currentCart();
    if (latest !== null) setCart(latest);
    return onCartChange(setCart);
  }, []);

  const count = cart?.totalQuantity ?? 0;
  const shown = pillShown(count);

  useLayoutEffect(() => {
    mount.hidden = !shown;
    if (shown && !wasShown.current) mount.animate(FADE_IN_KEYFRAMES, { duration: FADE_IN_MS, easing: 'linear' });
    wasShown.current = shown;
  }, [mount, shown]);

  useLayoutEffect(() => {
    const onClick = (event: MouseEvent) => {
      const frame = editorFrame();
      if (frame === null) return;
      event.preventDefault();
      const target = new URL(cartUrl, window.location.href);
      // The frame shows the owner's draft preview: the cart page stays one.
      if (new URLSearchParams(window.location.search).get(PREVIEW_QUERY.name) === PREVIEW_QUERY.value) target.searchParams.set(PREVIEW_QUERY.name, PREVIEW_QUERY.value);
      frame.src = target.href;
    };
    mount.addEventListener('click', onClick);
    return () => mount.removeEventListener('click', onClick);
  }, [mount, cartUrl]);

  const subtotal = cart?.subtotalAmount === undefined ? '' : moneyText(cart.subtotalAmount.value, cart.subtotalAmount.currency, locale);
  return (
    <>
      <span className="CartPill-count" data-cart-count aria-hidden="true">
        {countText(count)}
      </span>
      <span className="visually-hidden">{`${spokenCount(count)}, subtotal `}</span>
      <span className="CartPill-subtotal" data-cart-subtotal>
        {subtotal}
      </span>
    </>
  );
}
