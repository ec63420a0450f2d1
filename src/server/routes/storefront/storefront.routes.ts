/** Everything a visitor's browser GETs from a site: pages, theme assets, island scripts, bundled fonts, robots.txt, sitemap.xml, digital downloads, the no-script form posts (the cart's add, update, remove, codes, shipping; form blocks), and the newsletter confirm and unsubscribe pages. */
import type { FastifyInstance } from 'fastify';
import type { Storefront } from '../../render/storefront';
import { registerCartFormRoutes } from './cart-form.routes';
import { registerCartPageChoiceFormRoutes } from './cart-page-choice-forms.routes';
import { registerCartPageFormRoutes } from './cart-page-forms.routes';
import { registerCartPageRoutes } from './cart-page.routes';
import { registerCheckoutPageRoutes } from './checkout-page.routes';
import { registerDownloadRoutes } from './download.routes';
import { registerFontAssetRoutes } from './font-assets.routes';
import { registerFormPostRoutes } from './form-post.routes';
import { registerIslandAssetRoutes } from './island-assets.routes';
import { registerNewsletterPageRoutes } from './newsletter-pages.routes';
import { registerOrderPageRoutes } from './order-pages.routes';
import { registerPurchasePageRoutes } from './purchase-pages.routes';
import { registerStorefrontPageRoutes } from './pages.routes';
import type { PageFastLane } from '../../http/page-fast-lane';
import { registerStorefrontSeoRoutes } from './seo.routes';
import { registerThemeAssetRoutes } from './theme-assets.routes';

export function registerStorefrontRoutes(app: FastifyInstance, storefront: Storefront, lane: PageFastLane | null = null): void {
  registerThemeAssetRoutes(app, storefront);
  registerIslandAssetRoutes(app, storefront);
  registerFontAssetRoutes(app);
  registerStorefrontSeoRoutes(app, storefront);
  registerOrderPageRoutes(app, storefront);
  registerDownloadRoutes(app);
  registerPurchasePageRoutes(app, storefront);
  registerCartFormRoutes(app);
  registerCartPageFormRoutes(app);
  registerCartPageChoiceFormRoutes(app);
  registerFormPostRoutes(app, storefront);
  registerCartPageRoutes(app, storefront);
  registerCheckoutPageRoutes(app, storefront);
  registerNewsletterPageRoutes(app, storefront);
  registerStorefrontPageRoutes(app, storefront, lane);
}
