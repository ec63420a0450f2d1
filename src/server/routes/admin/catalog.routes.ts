/**
 * The store's owner APIs: products with variants ('commerce.products'), stock changes with an
 * expected quantity or a delta and their history ('commerce.inventory'), store settings
 * ('commerce.settings'), product import from a Shopify CSV ('commerce.products') and store
 * creation ('content.edit', STORE-17). The site is always the request's site.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { productInputSchema } from '../../../modules/catalog';
import { INVENTORY_LIMITS } from '../../../modules/inventory';
import { requirePermission } from '../../plugins/owner-auth';
import { siteOf } from '../../http/site-of';

const ItemParams = z.object({ itemId: z.string().min(1).max(64) });
const VariantParams = z.object({ variantId: z.string().min(1).max(64) });

const count = z.number().int().min(0).max(INVENTORY_LIMITS.maxQuantity);
const reason = z.string().trim().max(INVENTORY_LIMITS.maxReasonLength).optional();
/** A stock change: a delta, the quantity the owner saw → a new one, or unlimited on/off. */
const StockChangeBody = z.union([
  z.strictObject({ delta: z.number().int().refine((n) => n !== 0, 'Enter a number of units other than 0.'), reason }),
  z.strictObject({ expected: count, quantity: count, reason }),
  z.strictObject({ unlimited: z.boolean(), reason }),
]);
const HistoryQuery = z.object({
  limit: z.coerce.number().int().min(1).max(200).optional(),
  before: z.coerce.number().int().min(0).optional(),
});

const NewProductBody = z.strictObject({
  collectionId: z.string().min(1).max(64).optional(),
  // The content module checks the item fields themselves.
  item: z.looseObject({ title: z.string() }),
  product: productInputSchema,
  stock: z.array(z.union([z.strictObject({ quantity: count }), z.strictObject({ unlimited: z.literal(true) })])).optional(),
});
const ProductUpdateBody = z.strictObject({ product: productInputSchema, expectedVersion: z.number().int().min(1).optional() });

const StoreBody = z.strictObject({
  storeTitle: z.string().trim().max(200),
  addToMainNav: z.boolean(),
  fallbackStoreTitle: z.string().trim().min(1).max(200),
  allCategoryDisplayName: z.string().trim().min(1).max(200),
  // GAP-84: the site is the request's; a websiteId in the body is ignored.
  websiteId: z.string().optional(),
  templateId: z.string().max(64).nullable().optional(),
  isSevenOne: z.boolean().optional(),
  storeUrls: z.array(z.string().max(200)).max(10_000).optional(),
  publish: z.boolean().optional(),
});
const ImportJsonBody = z.strictObject({ csv: z.string() });

function actorOf(request: FastifyRequest): string | null {
  return request.owner?.userId ?? null;
}

export function registerAdminCatalogRoutes(app: FastifyInstance): void {
  const { storeFlows, storeSettings, inventory } = app.services;
  const products = { preHandler: requirePermission('commerce.products') };
  const stock = { preHandler: requirePermission('commerce.inventory') };
  const settings = { preHandler: requirePermission('commerce.settings') };

  // Shopify exports are text/csv; the import reads the body as text.
  if (!app.hasContentTypeParser('text/csv')) {
    app.addContentTypeParser('text/csv', { parseAs: 'string' }, (_request, body, done) => done(null, body));
  }

  app.get('/api/admin/catalog/products', products, async (request) => ({ products: await storeFlows.listProducts(siteOf(request).id) }));

  app.post('/api/admin/catalog/products', products, async (request, reply) => {
    const body = NewProductBody.parse(request.body ?? {});
    const product = await storeFlows.createProduct(siteOf(request).id, { ...body, actor: actorOf(request) ?? undefined });
    return reply.status(201).send({ product });
  });

  app.get('/api/admin/catalog/products/:itemId', products, async (request) => {
    const { itemId } = ItemParams.parse(request.params);
    return { product: await storeFlows.getProduct(siteOf(request).id, itemId) };
  });

  app.put('/api/admin/catalog/products/:itemId', products, async (request) => {
    const { itemId } = ItemParams.parse(request.params);
    const body = ProductUpdateBody.parse(request.body ?? {});
    const options = body.expectedVersion === undefined ? {} : { expectedVersion: body.expectedVersion };
    return { product: await storeFlows.updateProduct(siteOf(request).id, itemId, body.product, options) };
  });

  app.delete('/api/admin/catalog/products/:itemId', products, async (request, reply) => {
    const { itemId } = ItemParams.parse(request.params);
    await storeFlows.deleteProduct(siteOf(request).id, itemId);
    return reply.status(204).send();
  });

  app.post('/api/admin/catalog/stock/:variantId', stock, async (request) => {
    const { variantId } = VariantParams.parse(request.params);
    const { reason: why, ...change } = StockChangeBody.parse(request.body ?? {});
    return { stock: await storeFlows.adjustStock(siteOf(request).id, variantId, change, { reason: why, actor: actorOf(request) }) };
  });

  app.get('/api/admin/catalog/stock/:variantId/history', stock, async (request) => {
    const { variantId } = VariantParams.parse(request.params);
    const query = HistoryQuery.parse(request.query ?? {});
    return inventory.listAdjustments(siteOf(request).id, variantId, query);
  });

  app.get('/api/admin/catalog/settings', settings, async (request) => ({ storeSettings: await storeSettings.getStoreSettings(siteOf(request).id) }));

  app.put('/api/admin/catalog/settings', settings, async (request) => ({
    storeSettings: await storeSettings.updateStoreSettings(siteOf(request).id, request.body ?? {}),
  }));

  app.post('/api/admin/catalog/import', { ...products, bodyLimit: 10 * 1024 * 1024 }, async (request, reply) => {
    const csv = typeof request.body === 'string' ? request.body : ImportJsonBody.parse(request.body ?? {}).csv;
    const site = siteOf(request);
    const result = await storeFlows.importProducts({ websiteId: site.id, currency: site.currency, csv, actor: actorOf(request) ?? 'owner' });
    return reply.status(201).send({ import: result });
  });

  app.post('/api/admin/catalog/stores', { preHandler: requirePermission('content.edit') }, async (request, reply) => {
    const { websiteId: _ignored, ...inputs } = StoreBody.parse(request.body ?? {});
    const store = await storeFlows.createStore({ ...inputs, websiteId: siteOf(request).id });
    return reply.status(201).send({ store });
  });
}
