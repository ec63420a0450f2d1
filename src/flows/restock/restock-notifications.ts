/**
 * The owner's side of restock sign-ups (RSTK-15..RSTK-22, GAP-28..GAP-31): the groups with
 * the product's name, the variant's label and whether it is back in stock; and sending the
 * back-in-stock email to a variant's pending sign-ups.
 *
 * Sending is safe to repeat and to race without one transaction across the modules: each
 * email is queued with the dedupe key `restock:<sign-up id>` before the sign-up is marked
 * notified, so a send that stops half-way (or two at once) never mails anyone twice, and
 * whatever was not marked is sent by the next try.
 */
import type { CatalogService } from '../../modules/catalog';
import type { InventoryService } from '../../modules/inventory';
import type { NewMessage, OutboxService } from '../../modules/outbox';
import { RESTOCK_LIMITS, type RestockService, type RestockSignUp } from '../../modules/restock';
import type { RestockGroup, RestockGroupsAnswer, RestockSendAllAnswer, RestockSendAnswer, RestockSendRequest, RestockSendResult } from '../../shared/api/restock';
import { DomainError, isDomainError } from '../../shared/errors';
import { describeError } from '../../shared/error-catalog';

export interface RestockNotificationDeps {
  restock: Pick<RestockService, 'listGroups' | 'pendingBatch' | 'markNotified'>;
  catalog: Pick<CatalogService, 'getProduct'>;
  inventory: Pick<InventoryService, 'getStock'>;
  content: { getItem(websiteId: string, itemId: string): Promise<{ title: string; fullUrl: string }> };
  outbox: Pick<OutboxService, 'enqueue'>;
}

/** GAP-28 groups, RSTK-20/RSTK-21 pairs and results: the shapes the routes answer (src/shared/api/restock.ts). */
export type { RestockGroup, RestockSendRequest, RestockSendResult };

/** Where the email's link points and who signs it. */
export interface RestockStore {
  origin: string;
  storeName: string;
}

async function itemOf(deps: RestockNotificationDeps, websiteId: string, productId: string): Promise<{ title: string; fullUrl: string } | null> {
  try {
    return await deps.content.getItem(websiteId, productId);
  } catch (e) {
    if (isDomainError(e, 'CONTENT_ITEM_NOT_FOUND')) return null;
    throw e;
  }
}

/** The option values in the product's option order (stored attributes keep no order), or the SKU. */
function variantLabelOf(variant: { sku: string; attributes: Record<string, string> }, ordering: readonly string[] = []): string {
  const names = [...ordering.filter((n) => n in variant.attributes), ...Object.keys(variant.attributes).filter((n) => !ordering.includes(n))];
  return names.length > 0 ? names.map((n) => variant.attributes[n]).join(' / ') : variant.sku;
}

/** RSTK-15: a page of groups, each named and with its stock. */
export async function listRestockGroups(deps: RestockNotificationDeps, websiteId: string, cursor: string | undefined): Promise<RestockGroupsAnswer> {
  const page = await deps.restock.listGroups(websiteId, cursor);
  const stock = new Map((await deps.inventory.getStock(websiteId, page.entries.map((g) => g.variantId))).map((s) => [s.variantId, s]));
  const signUpGroups: RestockGroup[] = [];
  for (const group of page.entries) {
    const product = await deps.catalog.getProduct(websiteId, group.productId);
    const variant = product?.variants.find((v) => v.id === group.variantId);
    const level = stock.get(group.variantId);
    signUpGroups.push({
      ...group,
      productName: (await itemOf(deps, websiteId, group.productId))?.title ?? '',
      variantLabel: variant === undefined ? '' : variantLabelOf(variant, product?.variantOptionOrdering),
      inStock: level !== undefined && (level.unlimited || level.qtyInStock > 0),
    });
  }
  return { signUpGroups, hasNextPage: page.hasNextPage, nextPageCursor: page.nextPageCursor };
}

/** The back-in-stock email of one sign-up. */
export function restockEmail(signUp: RestockSignUp, product: { name: string; variantLabel: string; url: string }, storeName: string): NewMessage {
  const what = product.variantLabel === '' ? product.name : `${product.name} (${product.variantLabel})`;
  const text = [`Good news: ${what} is back in stock at ${storeName}.`, '', `Shop it now: ${product.url}`, '', 'You get this email because you asked to hear when it was back.'].join('\n');
  return { to: signUp.email, subject: `${product.name} is back in stock`, text, dedupeKey: `restock:${signUp.id}` };
}

/** RSTK-20, GAP-30: emails every pending sign-up of a variant that is back in stock; how many were queued. */
export async function sendRestockEmails(deps: RestockNotificationDeps, websiteId: string, request: RestockSendRequest, store: RestockStore): Promise<RestockSendAnswer> {
  const product = await deps.catalog.getProduct(websiteId, request.productId);
  const variant = product?.variants.find((v) => v.id === request.variantId);
  const item = product === null ? null : await itemOf(deps, websiteId, request.productId);
  if (product === null || variant === undefined || item === null) throw new DomainError('RESTOCK_VARIANT_NOT_FOUND', { variantId: request.variantId });
  const [level] = await deps.inventory.getStock(websiteId, [variant.id]);
  if (level === undefined || (!level.unlimited && level.qtyInStock <= 0)) throw new DomainError('RESTOCK_STILL_SOLD_OUT');
  const about = { name: item.title, variantLabel: product.variants.length > 1 ? variantLabelOf(variant, product.variantOptionOrdering) : '', url: `${store.origin}${item.fullUrl}` };
  let queued = 0;
  for (;;) {
    const batch = await deps.restock.pendingBatch(websiteId, product.id, variant.id, RESTOCK_LIMITS.sendBatch);
    if (batch.length === 0) break;
    for (const signUp of batch) await deps.outbox.enqueue(websiteId, restockEmail(signUp, about, store.storeName));
    queued += await deps.restock.markNotified(websiteId, batch.map((s) => s.id));
  }
  return { queued };
}

/** RSTK-21, GAP-31: every pair in turn; one pair's refusal is its result, not the whole call's. */
export async function sendAllRestockEmails(deps: RestockNotificationDeps, websiteId: string, requests: RestockSendRequest[], store: RestockStore): Promise<RestockSendAllAnswer> {
  const results: RestockSendResult[] = [];
  for (const request of requests) {
    try {
      results.push({ ...request, ...(await sendRestockEmails(deps, websiteId, request, store)) });
    } catch (e) {
      if (!isDomainError(e)) throw e;
      results.push({ ...request, error: describeError(e.code, e.details).message });
    }
  }
  return { results };
}
