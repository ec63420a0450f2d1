/**
 * Entry of the cart pill island, on every page of a site with a store: reads the visitor's
 * cart once, then keeps the pill (absent on /cart, NAV-02) and the theme's cart indicators in
 * step with every change the page's islands publish.
 */
import { createRoot } from 'react-dom/client';
import { loadCart, onCartChange } from './cart-events';
import { syncCartIndicators } from './cart-pill/cart-indicators';
import { CartPill } from './cart-pill/CartPill';
import { hydrateIslands } from './hydrate';

onCartChange((cart) => syncCartIndicators(document, cart));

hydrateIslands<{ cartUrl?: string }>('cart-pill', (mount, props) => {
  createRoot(mount).render(<CartPill mount={mount} cartUrl={props.cartUrl ?? '/cart'} locale={document.documentElement.lang || 'en'} />);
});

void loadCart();
