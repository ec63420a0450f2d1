/**
 * The store inventory panel's listing (GAP-04, ADM-04) with 'commerce.inventory': products
 * with each variant's stock, search, sort by name, stock or price, keyset pages. Stock edits
 * and their history are the catalog routes' stock calls.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { listInventory } from '../../../flows/store';
import { InventoryAnswer, InventoryQuery } from '../../../shared/api/inventory';
import { inventoryEndpoints } from '../../../shared/api/catalog-endpoints';
import { siteOf } from '../../http/site-of';
import { requirePermission } from '../../plugins/owner-auth';

export function registerAdminInventoryRoutes(fastify: FastifyInstance): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { catalog, inventory, content } = app.services;
  const schema = { querystring: InventoryQuery, response: { 200: InventoryAnswer } };
  app.get(inventoryEndpoints.list.path, { preHandler: requirePermission('commerce.inventory'), schema }, async (request) => {
    const site = siteOf(request);
    return { ...(await listInventory({ catalog, inventory, content }, site.id, request.query)), currency: site.currency };
  });
}
