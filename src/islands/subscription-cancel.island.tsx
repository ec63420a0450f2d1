/**
 * Entry of the subscription-confirmed page's island (206, GAP-62): the cancel button inside the
 * page's `data-island="subscription-cancel"` mount.
 */
import { createRoot } from 'react-dom/client';
import './components/forms.css';
import { hydrateIslands } from './hydrate';
import { SubscriptionCancel, type SubscriptionCancelProps } from './subscribe/SubscriptionCancel';

hydrateIslands<SubscriptionCancelProps>('subscription-cancel', (mount, props) => {
  const root = document.createElement('div');
  root.setAttribute('data-island-root', 'subscription-cancel');
  mount.prepend(root);
  createRoot(root).render(<SubscriptionCancel props={props} />);
});
