/**
 * Public image serving: GET /media/{assetId}/{filename}?format=500w. The request's site must
 * own the asset (404 otherwise). Widths and encodings are chosen by the media service; here
 * they become headers: immutable caching (an asset id never changes its bytes), an ETag for
 * revalidation, and `Vary: Accept` when the encoding followed the Accept header.
 */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { DomainError } from '../../shared/errors';

const Params = z.object({ assetId: z.string().regex(/^[A-Za-z0-9]{1,64}$/), filename: z.string().min(1).max(255) });
const Query = z.object({ format: z.string().max(16).optional() });

/** Variants are content-addressed by asset id, width and encoding: cache them for a year. */
export const IMMUTABLE_CACHE_CONTROL = 'public, max-age=31536000, immutable';

export function registerMediaFileRoutes(app: FastifyInstance): void {
  const media = app.services.media;
  app.get(
    '/media/:assetId/:filename',
    {
      // Images are cached publicly; a cookie set on them (the crumb) would be cached with them.
      onSend: async (_request, reply, payload) => {
        reply.removeHeader('set-cookie');
        return payload;
      },
    },
    async (request, reply) => {
      const params = Params.safeParse(request.params);
      if (!params.success || request.site === null) throw new DomainError('MEDIA_NOT_FOUND');
      const { format } = Query.parse(request.query);
      const image = await media.serveImage({
        websiteId: request.site.id,
        assetId: params.data.assetId,
        filename: params.data.filename,
        format,
        accept: request.headers.accept,
      });
      reply.header('cache-control', IMMUTABLE_CACHE_CONTROL).header('etag', image.etag).header('x-content-type-options', 'nosniff');
      if (image.negotiated) reply.header('vary', 'Accept');
      const ifNoneMatch = request.headers['if-none-match'];
      if (ifNoneMatch !== undefined && ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === image.etag)) {
        return reply.status(304).send();
      }
      return reply.type(image.contentType).send(await image.body());
    },
  );
}
