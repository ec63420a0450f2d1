/**
 * The bundled fonts a site's design may use (`/assets/fonts/<id>/<weight>.woff2`). A file
 * only changes with the font package, so browsers may keep it for a year; woff2 is already
 * compressed, so it is sent as it is.
 */
import type { FastifyInstance } from 'fastify';
import { FONT_ASSET_PREFIX } from '../../../shared/site-styles';
import { createFontFiles } from '../../render/font-files';

export function registerFontAssetRoutes(app: FastifyInstance): void {
  const fonts = createFontFiles();
  app.get<{ Params: { fontId: string; file: string } }>(`${FONT_ASSET_PREFIX}/:fontId/:file`, async (request, reply) => {
    const font = fonts.get(request.params.fontId, request.params.file);
    if (font === undefined) return reply.callNotFound();
    const etag = `"${font.hash}"`;
    reply.header('cache-control', 'public, max-age=31536000, immutable').header('etag', etag);
    if (request.headers['if-none-match'] === etag) return reply.status(304).send();
    return reply.type(font.contentType).send(font.body);
  });
}
