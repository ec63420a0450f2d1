/**
 * The owner's media library under /api/admin/media ('media.edit'): upload (multipart, one
 * `file` part and an optional `altText` field), list, read, change alt text or focal point,
 * delete. The site is the request's site. Params, queries, patches and answers are the
 * contract's (`src/shared/api/media.ts`); the upload's multipart body is read here.
 */
import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { formatMegabytes } from '../../../modules/media';
import { bodyOrEmpty } from '../../../shared/api/cart';
import { AssetParams, MAX_ALT_TEXT_INPUT, MediaAsset, MediaAssetsAnswer, MediaListQuery, MediaPatchBody } from '../../../shared/api/media';
import { DomainError } from '../../../shared/errors';
import { requirePermission } from '../../plugins/owner-auth';
import { assertValidText } from '../../plugins/text-boundary';
import { siteIdOf } from '../../http/site-of';

const UploadParts = z.object({
  file: z.object({ filename: z.string().max(1024), data: z.instanceof(Buffer) }, { error: 'Choose an image file to upload.' }),
  altText: z.string().max(MAX_ALT_TEXT_INPUT).optional(),
});

/** The `file` part's bytes and the `altText` field; a file over the limit is ADM-28's error. */
async function readUpload(request: FastifyRequest, maxBytes: number): Promise<z.infer<typeof UploadParts>> {
  if (!request.isMultipart()) throw new DomainError('VALIDATION_FAILED', { field: 'file' });
  const found: { file?: { filename: string; data: Buffer }; altText?: string } = {};
  for await (const part of request.parts()) {
    if (part.type === 'file') {
      const filename = part.filename || 'image';
      // Multipart parts stream past the text boundary's hooks: their text is checked here.
      assertValidText(filename);
      if (part.fieldname !== 'file' || found.file !== undefined) {
        part.file.resume();
        continue;
      }
      try {
        found.file = { filename, data: await part.toBuffer() };
      } catch (e) {
        if ((e as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
          throw new DomainError('MEDIA_FILE_TOO_LARGE', { fileName: filename, maxSize: formatMegabytes(maxBytes) }, { cause: e });
        }
        throw e;
      }
    } else if (part.fieldname === 'altText' && typeof part.value === 'string') {
      assertValidText(part.value);
      found.altText = part.value;
    }
  }
  return UploadParts.parse(found);
}

export function registerAdminMediaRoutes(fastify: FastifyInstance): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const media = app.services.media;
  const guard = requirePermission('media.edit');

  // Multipart parsing only where uploads are taken: its own scope, with the upload limit.
  void app.register(async (scope) => {
    await scope.register(fastifyMultipart, {
      limits: { fileSize: media.maxUploadBytes, files: 2, fields: 4, fieldSize: 16_000, parts: 8, headerPairs: 100 },
    });
    scope.withTypeProvider<ZodTypeProvider>().post('/api/admin/media', { preHandler: guard, schema: { response: { 201: MediaAsset } } }, async (request, reply) => {
      const upload = await readUpload(request, media.maxUploadBytes);
      const asset = await media.upload(siteIdOf(request), { filename: upload.file.filename, data: upload.file.data, altText: upload.altText });
      return reply.status(201).send(asset);
    });
  });

  app.get('/api/admin/media', { preHandler: guard, schema: { querystring: MediaListQuery, response: { 200: MediaAssetsAnswer } } }, async (request) => {
    return { assets: await media.list(siteIdOf(request), request.query) };
  });

  app.get('/api/admin/media/:assetId', { preHandler: guard, schema: { params: AssetParams, response: { 200: MediaAsset } } }, async (request) => {
    return media.get(siteIdOf(request), request.params.assetId);
  });

  const patchSchema = { params: AssetParams, body: bodyOrEmpty(MediaPatchBody), response: { 200: MediaAsset } };
  app.patch('/api/admin/media/:assetId', { preHandler: guard, schema: patchSchema }, async (request) => {
    return media.update(siteIdOf(request), request.params.assetId, request.body);
  });

  app.delete('/api/admin/media/:assetId', { preHandler: guard, schema: { params: AssetParams } }, async (request, reply) => {
    await media.remove(siteIdOf(request), request.params.assetId);
    return reply.status(204).send();
  });
}
