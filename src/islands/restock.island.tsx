/**
 * Entry of the restock island (RSTK): every back-in-stock box the engine rendered inside a
 * product form gets a RestockForm, reading the settings it needs from the product form's own
 * props (merchandising texts and views, the captcha key), so the page carries them once.
 */
import { createRoot } from 'react-dom/client';
import { islandProps } from './hydrate';
import { RestockForm } from './restock/RestockForm';
import type { RestockPageProps } from './restock/restock.types';
import './restock/restock.css';

const STARTED = 'data-restock-started';

function start(): void {
  for (const mount of document.querySelectorAll<HTMLElement>('[data-island="product-form"]')) {
    const page = islandProps<RestockPageProps>(mount, 'product-form');
    if (page === null) continue;
    for (const box of mount.querySelectorAll<HTMLElement>('.product-restock-notification[data-variant-id]')) {
      if (box.hasAttribute(STARTED)) continue;
      box.setAttribute(STARTED, '');
      const root = document.createElement('div');
      root.className = 'product-restock-status';
      box.append(root);
      createRoot(root).render(<RestockForm box={box} page={page} />);
    }
  }
}

if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', start, { once: true });
else start();
