/**
 * The owner's media library under /api/admin/media ('media.edit'): upload (multipart, one
 * `file` part and an optional `altText` field), list, read, change alt text or focal point,
 * delete. The site is the request's site.
 */
import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { formatMegabytes, MAX_ALT_TEXT_INPUT } from '../../../modules/media';
import { DomainError } from '../../../shared/errors';
import { requirePermission } from '../../plugins/owner-auth';
import { assertValidText } from '../../plugins/text-boundary';
import { siteIdOf } from '../../http/site-of';

const AssetParams = z.object({ assetId: z.string().regex(/^[A-Za-z0-9]{1,64}$/) });
const ListQuery = z.object({
  limit: z.coerce.number().int().min(1).max(500).optional(),
  offset: z.coerce.number().int().min(0).optional(),
});
const PatchBody = z
  .object({
    altText: z.string().max(MAX_ALT_TEXT_INPUT).optional(),
    focalPoint: z.object({ x: z.number().min(0).max(1), y: z.number().min(0).max(1) }).strict().optional(),
  })
  .strict();
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

export function registerAdminMediaRoutes(app: FastifyInstance): void {
  const media = app.services.media;
  const guard = requirePermission('media.edit');

  // Multipart parsing only where uploads are taken: its own scope, with the upload limit.
  void app.register(async (scope) => {
    await scope.register(fastifyMultipart, {
      limits: { fileSize: media.maxUploadBytes, files: 2, fields: 4, fieldSize: 16_000, parts: 8, headerPairs: 100 },
    });
    scope.post('/api/admin/media', { preHandler: guard }, async (request, reply) => {
      const upload = await readUpload(request, media.maxUploadBytes);
      const asset = await media.upload(siteIdOf(request), { filename: upload.file.filename, data: upload.file.data, altText: upload.altText });
      return reply.status(201).send(asset);
    });
  });

  app.get('/api/admin/media', { preHandler: guard }, async (request) => {
    const page = ListQuery.parse(request.query ?? {});
    return { assets: await media.list(siteIdOf(request), page) };
  });

  app.get('/api/admin/media/:assetId', { preHandler: guard }, async (request) => {
    const { assetId } = AssetParams.parse(request.params);
    return media.get(siteIdOf(request), assetId);
  });

  app.patch('/api/admin/media/:assetId', { preHandler: guard }, async (request) => {
    const { assetId } = AssetParams.parse(request.params);
    return media.update(siteIdOf(request), assetId, PatchBody.parse(request.body ?? {}));
  });

  app.delete('/api/admin/media/:assetId', { preHandler: guard }, async (request, reply) => {
    const { assetId } = AssetParams.parse(request.params);
    await media.remove(siteIdOf(request), assetId);
    return reply.status(204).send();
  });
}
