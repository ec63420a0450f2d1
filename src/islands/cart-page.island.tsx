/**
 * Entry of the cart-page island, on /cart: takes over the server-rendered cart (the theme's
 * `pages/cart.page`, with the visitor's cart in the props) and makes it live. Its styles come
 * with it (linked in the head of this page only).
 */
import { createRoot } from 'react-dom/client';
import { currentCart, publishCart } from './cart-events';
import { CartPage } from './cart-page/CartPage';
import type { CartPageProps } from './cart-page/cart-page.types';
import { hydrateIslands } from './hydrate';
import './cart-page/cart-page.css';

hydrateIslands<CartPageProps>('cart-page', (mount, props) => {
  const body = mount.querySelector<HTMLElement>('[data-cart-body]');
  if (body === null) return;
  // The page's cart is the freshest there is: the header indicators show it without a read.
  if (props.cart !== null && currentCart() === null) publishCart(props.cart);
  body.replaceChildren();
  createRoot(body).render(<CartPage props={props} mount={mount} />);
});
