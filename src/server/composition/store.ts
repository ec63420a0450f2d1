/**
 * The store's modules (catalog, inventory, store settings) and its flows (src/flows/store),
 * created once by the composition root. Flows that write several modules get a transaction
 * runner that binds fresh services to one database transaction, announces their events to
 * other processes at its commit and delivers them here after it (event-relay.ts).
 */
import type { Database, Db } from '../../db/database';
import { createStoreFlows, type StoreFlows } from '../../flows/store';
import { createCatalogService, type CatalogService } from '../../modules/catalog';
import { createContentService } from '../../modules/content';
import { createInventoryService, type InventoryService } from '../../modules/inventory';
import { createSitesService } from '../../modules/sites';
import { createStoreSettingsService, type StoreSettingsService } from '../../modules/store-settings';
import type { Clock } from '../../shared/clock';
import { DomainError } from '../../shared/errors';
import type { EventBus } from '../../shared/events';
import type { IdSource } from '../../shared/ids';
import type { Currency } from '../../shared/money';
import { runAnnounced } from '../event-relay';

export interface StoreWiringDeps {
  database: Database;
  clock: Clock;
  ids: IdSource;
  events: EventBus;
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
  const storeFlows = createStoreFlows({ ...main, inTransaction });
  return { catalog: main.catalog, inventory: main.inventory, storeSettings: main.storeSettings, storeFlows };
}
