/**
 * The owner's product list ('commerce.products'): a keyset-paged page of the site's products
 * (search, filters, sort), bulk actions in one transaction, and the Shopify product CSV export
 * (the file POST /api/admin/catalog/import reads back). The site is always the request's.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { bodyOrEmpty } from '../../../shared/api/cart';
import { ProductBulkAnswer, ProductBulkBody, ProductIndexAnswer, ProductIndexQuery } from '../../../shared/api/catalog-index';
import { CATALOG_PATH } from '../../../shared/api/catalog-endpoints';
import { requirePermission } from '../../plugins/owner-auth';
import { siteOf } from '../../http/site-of';
import { requestOrigin } from '../../http/storefront-reply';

export function registerAdminProductIndexRoutes(fastify: FastifyInstance): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { storeFlows } = app.services;
  const guard = { preHandler: requirePermission('commerce.products') };

  app.get(`${CATALOG_PATH}/product-index`, { ...guard, schema: { querystring: ProductIndexQuery, response: { 200: ProductIndexAnswer } } }, async (request, reply) => {
    const page = await storeFlows.productIndex(siteOf(request).id, request.query);
    reply.header('cache-control', 'no-store');
    return { products: page.rows, hasMore: page.hasMore, nextCursor: page.nextCursor, ...(page.total !== undefined && { total: page.total }), ...(page.categories !== undefined && { categories: page.categories }) };
  });

  app.post(`${CATALOG_PATH}/products/bulk`, { ...guard, schema: { body: bodyOrEmpty(ProductBulkBody), response: { 200: ProductBulkAnswer } } }, async (request) => {
    return storeFlows.bulkProducts(siteOf(request).id, request.body);
  });

  app.get(`${CATALOG_PATH}/products.csv`, guard, async (request, reply) => {
    const site = siteOf(request);
    const csv = await storeFlows.exportProductsCsv(site.id, site.currency, requestOrigin(request));
    return reply
      .header('cache-control', 'no-store')
      .header('content-disposition', 'attachment; filename="products.csv"')
      .type('text/csv; charset=utf-8')
      .send(csv);
  });
}
