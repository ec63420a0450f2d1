/** A collection's category tree under /api/admin/content ('content.edit'). */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { CreateCategorySchema, IdSchema, UpdateCategorySchema } from '../../../modules/content';
import { requirePermission } from '../../plugins/owner-auth';
import { CollectionParams, contentSiteId } from './content-request';

const CategoryParams = z.object({ categoryId: IdSchema });
const ReorderBody = z.strictObject({ categoryIds: z.array(IdSchema).min(1).max(10_000) });

export function registerContentCategoryRoutes(app: FastifyInstance): void {
  const content = app.services.content;
  const guard = { preHandler: requirePermission('content.edit') };
  const base = '/api/admin/content';

  app.get(`${base}/collections/:collectionId/categories`, guard, async (request) => {
    const { collectionId } = CollectionParams.parse(request.params);
    return { categories: await content.listCategories(contentSiteId(request), collectionId) };
  });

  app.post(`${base}/collections/:collectionId/categories`, guard, async (request, reply) => {
    const { collectionId } = CollectionParams.parse(request.params);
    const body = CreateCategorySchema.parse(request.body ?? {});
    return reply.status(201).send({ category: await content.createCategory(contentSiteId(request), collectionId, body) });
  });

  app.patch(`${base}/categories/:categoryId`, guard, async (request) => {
    const { categoryId } = CategoryParams.parse(request.params);
    const body = UpdateCategorySchema.parse(request.body ?? {});
    return { category: await content.updateCategory(contentSiteId(request), categoryId, body) };
  });

  app.delete(`${base}/categories/:categoryId`, guard, async (request, reply) => {
    const { categoryId } = CategoryParams.parse(request.params);
    await content.deleteCategory(contentSiteId(request), categoryId);
    return reply.status(204).send();
  });

  /** Orders the children of a category. */
  app.put(`${base}/categories/:categoryId/children/order`, guard, async (request) => {
    const { categoryId } = CategoryParams.parse(request.params);
    const { categoryIds } = ReorderBody.parse(request.body ?? {});
    return { categories: await content.reorderCategories(contentSiteId(request), { parentCategoryId: categoryId, categoryIds }) };
  });
}
