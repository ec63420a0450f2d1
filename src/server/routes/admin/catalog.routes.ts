/**
 * The store's owner APIs: products with variants ('commerce.products'), stock changes with an
 * expected quantity or a delta and their history ('commerce.inventory'), store settings
 * ('commerce.settings'), product import from a Shopify CSV ('commerce.products') and store
 * creation ('content.edit', STORE-17). The site is always the request's site. Inputs and
 * answers are the contract's (`src/shared/api/catalog.ts`, `store-settings.ts`); the settings
 * patch is checked by the store-settings module, the import's text/csv body by the flow.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { bodyOrEmpty } from '../../../shared/api/cart';
import {
  ImportJsonBody,
  NewProductBody,
  ProductAnswer,
  ProductParams,
  ProductsAnswer,
  ProductUpdateBody,
  StockAnswer,
  StockChangeBody,
  StockHistory,
  StockHistoryQuery,
  StoreBody,
  VariantParams,
} from '../../../shared/api/catalog';
import { CreatedStoreAnswer, ImportAnswer, StoreSettingsAnswer } from '../../../shared/api/store-settings';
import { requirePermission } from '../../plugins/owner-auth';
import { siteOf } from '../../http/site-of';

function actorOf(request: FastifyRequest): string | null {
  return request.owner?.userId ?? null;
}

export function registerAdminCatalogRoutes(fastify: FastifyInstance): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { storeFlows, storeSettings, inventory } = app.services;
  const products = { preHandler: requirePermission('commerce.products') };
  const stock = { preHandler: requirePermission('commerce.inventory') };
  const settings = { preHandler: requirePermission('commerce.settings') };

  // Shopify exports are text/csv; the import reads the body as text.
  if (!app.hasContentTypeParser('text/csv')) {
    app.addContentTypeParser('text/csv', { parseAs: 'string' }, (_request, body, done) => done(null, body));
  }

  app.get('/api/admin/catalog/products', { ...products, schema: { response: { 200: ProductsAnswer } } }, async (request) => ({
    products: await storeFlows.listProducts(siteOf(request).id),
  }));

  app.post('/api/admin/catalog/products', { ...products, schema: { body: bodyOrEmpty(NewProductBody), response: { 201: ProductAnswer } } }, async (request, reply) => {
    const product = await storeFlows.createProduct(siteOf(request).id, { ...request.body, actor: actorOf(request) ?? undefined });
    return reply.status(201).send({ product });
  });

  app.get('/api/admin/catalog/products/:itemId', { ...products, schema: { params: ProductParams, response: { 200: ProductAnswer } } }, async (request) => {
    return { product: await storeFlows.getProduct(siteOf(request).id, request.params.itemId) };
  });

  const updateSchema = { params: ProductParams, body: bodyOrEmpty(ProductUpdateBody), response: { 200: ProductAnswer } };
  app.put('/api/admin/catalog/products/:itemId', { ...products, schema: updateSchema }, async (request) => {
    const { product, expectedVersion, stock: changes } = request.body;
    const options = { expectedVersion, stock: changes, actor: actorOf(request) };
    return { product: await storeFlows.updateProduct(siteOf(request).id, request.params.itemId, product, options) };
  });

  app.delete('/api/admin/catalog/products/:itemId', { ...products, schema: { params: ProductParams } }, async (request, reply) => {
    await storeFlows.deleteProduct(siteOf(request).id, request.params.itemId);
    return reply.status(204).send();
  });

  const stockSchema = { params: VariantParams, body: bodyOrEmpty(StockChangeBody), response: { 200: StockAnswer } };
  app.post('/api/admin/catalog/stock/:variantId', { ...stock, schema: stockSchema }, async (request) => {
    const { reason: why, ...change } = request.body;
    return { stock: await storeFlows.adjustStock(siteOf(request).id, request.params.variantId, change, { reason: why, actor: actorOf(request) }) };
  });

  const historySchema = { params: VariantParams, querystring: StockHistoryQuery, response: { 200: StockHistory } };
  app.get('/api/admin/catalog/stock/:variantId/history', { ...stock, schema: historySchema }, async (request) => {
    return inventory.listAdjustments(siteOf(request).id, request.params.variantId, request.query);
  });

  app.get('/api/admin/catalog/settings', { ...settings, schema: { response: { 200: StoreSettingsAnswer } } }, async (request) => ({ storeSettings: await storeSettings.getStoreSettings(siteOf(request).id) }));

  app.put('/api/admin/catalog/settings', { ...settings, schema: { response: { 200: StoreSettingsAnswer } } }, async (request) => ({
    storeSettings: await storeSettings.updateStoreSettings(siteOf(request).id, request.body ?? {}),
  }));

  app.post('/api/admin/catalog/import', { ...products, bodyLimit: 10 * 1024 * 1024, schema: { response: { 201: ImportAnswer } } }, async (request, reply) => {
    const csv = typeof request.body === 'string' ? request.body : ImportJsonBody.parse(request.body ?? {}).csv;
    const site = siteOf(request);
    const result = await storeFlows.importProducts({ websiteId: site.id, currency: site.currency, csv, actor: actorOf(request) ?? 'owner' });
    return reply.status(201).send({ import: result });
  });

  app.post('/api/admin/catalog/stores', { preHandler: requirePermission('content.edit'), schema: { body: bodyOrEmpty(StoreBody), response: { 201: CreatedStoreAnswer } } }, async (request, reply) => {
    const { websiteId: _ignored, ...inputs } = request.body;
    const store = await storeFlows.createStore({ ...inputs, websiteId: siteOf(request).id });
    return reply.status(201).send({ store });
  });
}
