/**
 * Entry of the product-form island: every `data-island="product-form"` mount on the page
 * (product pages, product blocks) gets a ProductForm over its server-rendered markup. The
 * island's own root is a visually hidden element, so hydrating moves nothing on the page.
 */
import { createRoot } from 'react-dom/client';
import { hydrateIslands } from './hydrate';
import { findPageParts } from './product-form/page-parts';
import { ProductForm } from './product-form/ProductForm';
import type { ProductFormProps } from './product-form/product-form.types';

hydrateIslands<ProductFormProps>('product-form', (mount, product) => {
  const root = document.createElement('div');
  root.className = 'visually-hidden';
  root.setAttribute('data-island-root', 'product-form');
  mount.append(root);
  createRoot(root).render(<ProductForm product={product} parts={findPageParts(mount)} expressCheckout={mount.dataset.expressCheckout === 'true'} />);
});
