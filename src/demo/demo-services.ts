/**
 * What seeding the demo site needs from the app: the services and flows an owner's actions
 * use. The server passes its own services (they have all of this and more); the demo never
 * imports the server.
 */
import type { CreatedStore, StoreCreationInputs } from '../flows/store';
import type { NewStoreProduct, ProductWithStock } from '../flows/store';
import type { AccountsService } from '../modules/accounts';
import type { ContentService } from '../modules/content';
import type { FormsService } from '../modules/forms';
import type { MailingListsService } from '../modules/mailing-lists';
import type { MediaService } from '../modules/media';
import type { PricingRulesService } from '../modules/pricing-rules';
import type { SitesService } from '../modules/sites';
import type { StoreSettingsService } from '../modules/store-settings';

export interface DemoServices {
  sites: SitesService;
  /** The host index; refreshed once the demo site exists so it answers at once. */
  siteDirectory: { refresh(): Promise<void> };
  accounts: AccountsService;
  content: ContentService;
  media: MediaService;
  forms: FormsService;
  mailingLists: Pick<MailingListsService, 'createList'>;
  storeSettings: StoreSettingsService;
  /** The owner's shipping zones, tax rules and coupons. */
  pricingRules: Pick<PricingRulesService, 'createShippingZone' | 'createTaxRule' | 'createCoupon'>;
  storeFlows: {
    createStore(inputs: StoreCreationInputs): Promise<CreatedStore>;
    createProduct(websiteId: string, input: NewStoreProduct): Promise<ProductWithStock>;
    updateProduct(websiteId: string, itemId: string, input: unknown, options?: { expectedVersion?: number }): Promise<ProductWithStock>;
    listProducts(websiteId: string): Promise<ProductWithStock[]>;
    getProduct(websiteId: string, itemId: string): Promise<ProductWithStock>;
  };
}
