/**
 * Wiring of the store's modules (catalog, inventory, store settings) and of the flows that
 * span them and content: created once in app.ts. Flows that write several modules get a
 * transaction runner that binds fresh services to one database transaction, announces their
 * events to other processes at its commit and delivers them here after it (event-relay.ts).
 */
import type { Database, Db } from '../db/database';
import { createStore, type CreatedStore, type StoreCreationInputs } from '../flows/store';
import { importProducts, type ImportProductsRequest, type ImportProductsResult } from '../flows/store';
import {
  adjustVariantStock,
  createStoreProduct,
  deleteStoreProduct,
  getStoreProduct,
  listStoreProducts,
  type NewStoreProduct,
  type ProductWithStock,
  type StoreProductsDeps,
  updateStoreProduct,
} from '../flows/store';
import { loadStorefrontProducts, type ProductSurface, type StorefrontProducts } from '../flows/store';
import { createCatalogService, type CatalogService } from '../modules/catalog';
import { createContentService } from '../modules/content';
import { createInventoryService, type AdjustmentMeta, type InventoryService, type StockChange, type StockLevel } from '../modules/inventory';
import { createSitesService } from '../modules/sites';
import { createStoreSettingsService, type StoreSettingsService } from '../modules/store-settings';
import type { Clock } from '../shared/clock';
import { DomainError } from '../shared/errors';
import type { EventBus } from '../shared/events';
import type { IdSource } from '../shared/ids';
import type { Currency } from '../shared/money';
import { runAnnounced } from './event-relay';

interface StoreWiringDeps {
  database: Database;
  clock: Clock;
  ids: IdSource;
  events: EventBus;
}

/** The store use cases, each one call for a route or the CLI. */
export interface StoreFlows {
  createStore(inputs: StoreCreationInputs): Promise<CreatedStore>;
  importProducts(request: ImportProductsRequest): Promise<ImportProductsResult>;
  createProduct(websiteId: string, input: NewStoreProduct): Promise<ProductWithStock>;
  updateProduct(websiteId: string, itemId: string, input: unknown, options?: { expectedVersion?: number }): Promise<ProductWithStock>;
  deleteProduct(websiteId: string, itemId: string): Promise<void>;
  listProducts(websiteId: string): Promise<ProductWithStock[]>;
  getProduct(websiteId: string, itemId: string): Promise<ProductWithStock>;
  adjustStock(websiteId: string, variantId: string, change: StockChange, meta: AdjustmentMeta): Promise<StockLevel>;
  /** The store part of the storefront snapshot (structured content, merchandising, store settings). */
  storefrontProducts(websiteId: string, surface?: ProductSurface): Promise<StorefrontProducts>;
}

export interface StoreServices {
  catalog: CatalogService;
  inventory: InventoryService;
  storeSettings: StoreSettingsService;
  storeFlows: StoreFlows;
}

function moduleServices(db: Db, ids: IdSource, clock: Clock, events: EventBus) {
  const sites = createSitesService({ db, ids, clock, events });
  const currencyOf = async (websiteId: string): Promise<Currency> => {
    const site = await sites.get(websiteId);
    if (site === null) throw new DomainError('SITE_NOT_FOUND', { websiteId });
    return site.currency;
  };
  return {
    content: createContentService({ db, ids, clock, events }),
    catalog: createCatalogService({ db, ids, clock, events, currencyOf }),
    inventory: createInventoryService({ db, ids, clock, events }),
    storeSettings: createStoreSettingsService({ db, clock, events, currencyOf }),
  };
}

/** Creates the store services and flows over the app's database. */
export function createStoreServices({ database, clock, ids, events }: StoreWiringDeps): StoreServices {
  const main = moduleServices(database.db, ids, clock, events);
  // Every service inside is bound to the transaction (PGlite has one connection: a query on
  // the outer handle would wait for this transaction forever).
  const inTransaction = <T>(work: (services: ReturnType<typeof moduleServices>) => Promise<T>): Promise<T> =>
    runAnnounced(database, events, (tx, held) => work(moduleServices(tx, ids, clock, held)));
  const productDeps: StoreProductsDeps = { inTransaction, catalog: main.catalog, inventory: main.inventory };
  const storeFlows: StoreFlows = {
    createStore: (inputs) => createStore({ inTransaction }, inputs),
    importProducts: (request) => importProducts({ inTransaction, catalog: main.catalog, content: main.content }, request),
    createProduct: (websiteId, input) => createStoreProduct(productDeps, websiteId, input),
    updateProduct: (websiteId, itemId, input, options) => updateStoreProduct(productDeps, websiteId, itemId, input, options),
    deleteProduct: (websiteId, itemId) => deleteStoreProduct(productDeps, websiteId, itemId),
    listProducts: (websiteId) => listStoreProducts(productDeps, websiteId),
    getProduct: (websiteId, itemId) => getStoreProduct(productDeps, websiteId, itemId),
    adjustStock: (websiteId, variantId, change, meta) => adjustVariantStock(productDeps, websiteId, variantId, change, meta),
    storefrontProducts: (websiteId, surface) => loadStorefrontProducts(main, websiteId, surface),
  };
  return { catalog: main.catalog, inventory: main.inventory, storeSettings: main.storeSettings, storeFlows };
}
