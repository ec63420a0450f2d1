/**
 * Entry of the gift card page's island (GIFT-01, GAP-61): the form inside the page's
 * `data-island="gift-card"` mount, from the props the server rendered (no fetch).
 */
import { createRoot } from 'react-dom/client';
import './components/forms.css';
import './gift-card/gift-card.css';
import { hydrateIslands } from './hydrate';
import { GiftCardForm } from './gift-card/GiftCardForm';
import type { GiftCardPageProps } from './gift-card/gift-card-form';

hydrateIslands<GiftCardPageProps>('gift-card', (mount, props) => {
  const root = document.createElement('div');
  root.setAttribute('data-island-root', 'gift-card');
  mount.querySelector('noscript')?.remove();
  mount.prepend(root);
  createRoot(root).render(<GiftCardForm props={props} />);
});
