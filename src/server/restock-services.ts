/**
 * Wiring of the captcha and restock modules and of the restock flows (visitor sign-up, the
 * owner's groups and sends): created once in app.ts. The captcha's signing key comes from the
 * config; without one a random key is made at start (challenges then die with the process,
 * and several processes behind one address must share STOA_CAPTCHA_SECRET).
 */
import { randomBytes, randomInt } from 'node:crypto';
import type { Database } from '../db/database';
import { signUpForRestock, type RestockSignUpDeps } from '../flows/restock';
import { listRestockGroups, sendAllRestockEmails, sendRestockEmails, type RestockNotificationDeps } from '../flows/restock';
import { createCaptchaService, type CaptchaService } from '../modules/captcha';
import type { ContentService } from '../modules/content';
import type { OutboxService } from '../modules/outbox';
import { createRestockService, type RestockService } from '../modules/restock';
import type { Clock } from '../shared/clock';
import type { IdSource } from '../shared/ids';
import type { StoreServices } from './store-services';

type WithoutDeps<F, D> = F extends (deps: D, ...rest: infer A) => infer R ? (...args: A) => R : never;

/** The restock use cases, each one call for a route. */
export interface RestockFlows {
  signUp: WithoutDeps<typeof signUpForRestock, RestockSignUpDeps>;
  listGroups: WithoutDeps<typeof listRestockGroups, RestockNotificationDeps>;
  send: WithoutDeps<typeof sendRestockEmails, RestockNotificationDeps>;
  sendAll: WithoutDeps<typeof sendAllRestockEmails, RestockNotificationDeps>;
}

export interface RestockServices {
  captcha: CaptchaService;
  restock: RestockService;
  restockFlows: RestockFlows;
}

export function createRestockServices(
  { database, clock, ids, captchaSecret }: { database: Database; clock: Clock; ids: IdSource; captchaSecret: string | undefined },
  store: Pick<StoreServices, 'catalog' | 'inventory'>,
  content: Pick<ContentService, 'getItem'>,
  outbox: OutboxService,
): RestockServices {
  const captcha = createCaptchaService({
    db: database.db,
    clock,
    hmacKey: captchaSecret ?? randomBytes(32).toString('hex'),
    randomHex: (bytes) => randomBytes(bytes).toString('hex'),
    randomInt: (max) => randomInt(0, max + 1),
  });
  const restock = createRestockService({ db: database.db, ids, clock });
  const signUpDeps: RestockSignUpDeps = { restock, captcha, catalog: store.catalog };
  const ownerDeps: RestockNotificationDeps = { restock, catalog: store.catalog, inventory: store.inventory, content, outbox };
  return {
    captcha,
    restock,
    restockFlows: {
      signUp: (...args) => signUpForRestock(signUpDeps, ...args),
      listGroups: (...args) => listRestockGroups(ownerDeps, ...args),
      send: (...args) => sendRestockEmails(ownerDeps, ...args),
      sendAll: (...args) => sendAllRestockEmails(ownerDeps, ...args),
    },
  };
}
