/**
 * Entry of the checkout island (GAP-51): on `/checkout` with something in the cart, the form
 * takes the place of the server's "Loading checkout…" line beside the server-rendered order
 * summary. Its styles (the shared form fields and the checkout layout) load only on this page.
 */
import { createRoot } from 'react-dom/client';
import './components/forms.css';
import './checkout/checkout.css';
import { Checkout } from './checkout/Checkout';
import type { CheckoutProps } from './checkout/checkout.types';
import { hydrateIslands } from './hydrate';

hydrateIslands<CheckoutProps>('checkout', (mount, props) => {
  const cart = props.cart;
  if (cart === null || cart.entries.length === 0) return;
  mount.querySelector('.CheckoutPage-loading')?.remove();
  const root = document.createElement('div');
  root.setAttribute('data-island-root', 'checkout');
  mount.prepend(root);
  createRoot(root).render(<Checkout props={props} initialCart={cart} />);
});
