/**
 * The owner's page drafts under /api/admin/content/pages/:collectionId (docs/decisions.md
 * "Page drafts, versions and the editing frame"): the draft with its revision, publishing a
 * revision (also needs 'content.publish', GAP-08), the published versions and restoring one,
 * and the HTML of a layout for the editing frame. Everything needs 'content.edit'. Inputs and
 * answers are the contract's (`src/shared/api/page-drafts.ts`).
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { bodyOrEmpty } from '../../../shared/api/cart';
import { CollectionParams } from '../../../shared/api/content';
import {
  PageDraftAnswer,
  PagePreviewAnswer,
  PagePreviewSchema,
  PagePublishAnswer,
  PageVersionAnswer,
  PageVersionParams,
  PageVersionsAnswer,
  PublishPageDraftSchema,
  RestorePageVersionSchema,
  SavePageDraftSchema,
} from '../../../shared/api/page-drafts';
import { DomainError } from '../../../shared/errors';
import { siteOf } from '../../http/site-of';
import { requirePermission } from '../../plugins/owner-auth';
import type { Storefront } from '../../render/storefront';
import { contentSiteId, publishingActor } from './content-request';

export function registerAdminPageDraftRoutes(fastify: FastifyInstance, storefront: Pick<Storefront, 'previewLayout'>): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const content = app.services.content;
  const guard = { preHandler: requirePermission('content.edit') };
  const page = '/api/admin/content/pages/:collectionId';
  const params = CollectionParams;

  app.get(`${page}/draft`, { ...guard, schema: { params, response: { 200: PageDraftAnswer } } }, async (request) => ({
    draft: await content.getPageDraft(contentSiteId(request), request.params.collectionId),
  }));

  const saveSchema = { params, body: bodyOrEmpty(SavePageDraftSchema), response: { 200: PageDraftAnswer } };
  app.put(`${page}/draft`, { ...guard, schema: saveSchema }, async (request) => ({
    draft: await content.savePageDraft(contentSiteId(request), request.params.collectionId, request.body.layout, request.body.baseRevision),
  }));

  const publishSchema = { params, body: bodyOrEmpty(PublishPageDraftSchema), response: { 200: PagePublishAnswer } };
  app.post(`${page}/publish`, { ...guard, schema: publishSchema }, async (request) => {
    return content.publishPageDraft(contentSiteId(request), request.params.collectionId, request.body.revision, publishingActor(request));
  });

  app.get(`${page}/versions`, { ...guard, schema: { params, response: { 200: PageVersionsAnswer } } }, async (request) => ({
    versions: await content.listPageVersions(contentSiteId(request), request.params.collectionId),
  }));

  app.get(`${page}/versions/:versionId`, { ...guard, schema: { params: PageVersionParams, response: { 200: PageVersionAnswer } } }, async (request) => {
    return content.getPageVersion(contentSiteId(request), request.params.collectionId, request.params.versionId);
  });

  const restoreSchema = { params: PageVersionParams, body: bodyOrEmpty(RestorePageVersionSchema), response: { 200: PageDraftAnswer } };
  app.post(`${page}/versions/:versionId/restore`, { ...guard, schema: restoreSchema }, async (request) => ({
    draft: await content.restorePageVersion(contentSiteId(request), request.params.collectionId, request.params.versionId, request.body.baseRevision),
  }));

  // Reads nothing but the page's existence from the database: the layout renders from the site in memory.
  const previewSchema = { params, body: bodyOrEmpty(PagePreviewSchema), response: { 200: PagePreviewAnswer } };
  app.post(`${page}/preview`, { ...guard, schema: previewSchema }, async (request) => {
    const siteId = contentSiteId(request);
    const layout = await content.previewPageLayout(siteId, request.params.collectionId, request.body.layout);
    const html = await storefront.previewLayout(siteOf(request), request.params.collectionId, layout);
    if (html === null) throw new DomainError('SITE_NOT_FOUND', { id: siteId });
    return { html };
  });
}
