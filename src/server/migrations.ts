/**
 * Every module's migrations in dependency order: the one schema of the database. A module
 * adds its list here when it adds its first table.
 */
import type { Migration } from '../db/migrations';
import { ACCOUNTS_MIGRATIONS } from '../modules/accounts';
import { CATALOG_MIGRATIONS } from '../modules/catalog';
import { CART_MIGRATIONS } from '../modules/cart';
import { CONTENT_MIGRATIONS } from '../modules/content';
import { INVENTORY_MIGRATIONS } from '../modules/inventory';
import { MEDIA_MIGRATIONS } from '../modules/media';
import { ORDERS_MIGRATIONS } from '../modules/orders';
import { OUTBOX_MIGRATIONS } from '../modules/outbox';
import { PAYMENTS_MIGRATIONS } from '../modules/payments';
import { PRICING_RULES_MIGRATIONS } from '../modules/pricing-rules';
import { SITES_MIGRATIONS } from '../modules/sites';
import { SITE_USERS_MIGRATIONS } from '../modules/site-users';
import { STORE_SETTINGS_MIGRATIONS } from '../modules/store-settings';
import { SUBSCRIPTIONS_MIGRATIONS } from '../modules/subscriptions';
import { GIFT_CARDS_MIGRATIONS } from '../modules/gift-cards';
import { CAPTCHA_MIGRATIONS } from '../modules/captcha';
import { RESTOCK_MIGRATIONS } from '../modules/restock';
import { FORMS_MIGRATIONS } from '../modules/forms';
import { MAILING_LISTS_MIGRATIONS } from '../modules/mailing-lists';
import { ANALYTICS_MIGRATIONS } from '../modules/analytics';
import { COORDINATION_MIGRATIONS } from '../modules/coordination';

export const ALL_MIGRATIONS: Migration[] = [...SITES_MIGRATIONS, ...ACCOUNTS_MIGRATIONS, ...MEDIA_MIGRATIONS, ...CATALOG_MIGRATIONS, ...INVENTORY_MIGRATIONS, ...STORE_SETTINGS_MIGRATIONS, ...CONTENT_MIGRATIONS, ...CART_MIGRATIONS, ...PAYMENTS_MIGRATIONS, ...ORDERS_MIGRATIONS, ...OUTBOX_MIGRATIONS, ...SITE_USERS_MIGRATIONS, ...SUBSCRIPTIONS_MIGRATIONS, ...PRICING_RULES_MIGRATIONS, ...GIFT_CARDS_MIGRATIONS, ...CAPTCHA_MIGRATIONS, ...RESTOCK_MIGRATIONS, ...FORMS_MIGRATIONS, ...MAILING_LISTS_MIGRATIONS, ...ANALYTICS_MIGRATIONS, ...COORDINATION_MIGRATIONS];
