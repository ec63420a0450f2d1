/** A collection's category tree under /api/admin/content ('content.edit'); the contract is `src/shared/api/navigation.ts`. */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { bodyOrEmpty } from '../../../shared/api/cart';
import { CollectionParams } from '../../../shared/api/content';
import {
  CategoriesAnswer,
  CategoryAnswer,
  CategoryParams,
  CreateCategorySchema,
  ReorderChildCategoriesBody,
  UpdateCategorySchema,
} from '../../../shared/api/navigation';
import { requirePermission } from '../../plugins/owner-auth';
import { contentSiteId } from './content-request';

export function registerContentCategoryRoutes(fastify: FastifyInstance): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const content = app.services.content;
  const guard = { preHandler: requirePermission('content.edit') };
  const base = '/api/admin/content';

  app.get(`${base}/collections/:collectionId/categories`, { ...guard, schema: { params: CollectionParams, response: { 200: CategoriesAnswer } } }, async (request) => {
    return { categories: await content.listCategories(contentSiteId(request), request.params.collectionId) };
  });

  const createSchema = { params: CollectionParams, body: bodyOrEmpty(CreateCategorySchema), response: { 201: CategoryAnswer } };
  app.post(`${base}/collections/:collectionId/categories`, { ...guard, schema: createSchema }, async (request, reply) => {
    return reply.status(201).send({ category: await content.createCategory(contentSiteId(request), request.params.collectionId, request.body) });
  });

  const updateSchema = { params: CategoryParams, body: bodyOrEmpty(UpdateCategorySchema), response: { 200: CategoryAnswer } };
  app.patch(`${base}/categories/:categoryId`, { ...guard, schema: updateSchema }, async (request) => {
    return { category: await content.updateCategory(contentSiteId(request), request.params.categoryId, request.body) };
  });

  app.delete(`${base}/categories/:categoryId`, { ...guard, schema: { params: CategoryParams } }, async (request, reply) => {
    await content.deleteCategory(contentSiteId(request), request.params.categoryId);
    return reply.status(204).send();
  });

  /** Orders the children of a category. */
  const reorderSchema = { params: CategoryParams, body: bodyOrEmpty(ReorderChildCategoriesBody), response: { 200: CategoriesAnswer } };
  app.put(`${base}/categories/:categoryId/children/order`, { ...guard, schema: reorderSchema }, async (request) => {
    const { categoryIds } = request.body;
    return { categories: await content.reorderCategories(contentSiteId(request), { parentCategoryId: request.params.categoryId, categoryIds }) };
  });
}
