/**
 * Entry of the instalments island (BNPL-01, BNPL-14..22): each `data-island="instalments"`
 * mount the server rendered under a product's price gets its message kept in step with the
 * chosen variant and its info button wired to the provider's popup.
 */
import { createRoot } from 'react-dom/client';
import { hydrateIslands } from './hydrate';
import { Instalments } from './instalments/Instalments';
import type { InstalmentsIslandProps } from '../shared/instalment-messaging';
import './instalments/instalments.css';

hydrateIslands<InstalmentsIslandProps>('instalments', (mount, props) => {
  const root = document.createElement('div');
  root.hidden = true;
  root.setAttribute('data-island-root', 'instalments');
  mount.append(root);
  createRoot(root).render(<Instalments mount={mount} props={props} />);
});
