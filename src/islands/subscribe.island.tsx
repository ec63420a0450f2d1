/**
 * Entry of the subscription page's island (SUB-02, GAP-62): the checkout form inside the
 * page's `data-island="subscribe"` mount, from the props the server rendered (no fetch).
 */
import { createRoot } from 'react-dom/client';
import './components/forms.css';
import { hydrateIslands } from './hydrate';
import { SubscribeForm } from './subscribe/SubscribeForm';
import type { SubscribePageProps } from './subscribe/subscribe-request';

hydrateIslands<SubscribePageProps>('subscribe', (mount, props) => {
  const root = document.createElement('div');
  root.setAttribute('data-island-root', 'subscribe');
  mount.querySelector('noscript')?.remove();
  mount.prepend(root);
  createRoot(root).render(<SubscribeForm props={props} />);
});
