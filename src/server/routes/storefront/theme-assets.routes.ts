/**
 * Theme stylesheets and scripts at fingerprinted URLs (`/_theme/NAME/HASH/site.css`): the
 * URL changes whenever the file does, so browsers may keep them for a year.
 */
import type { FastifyInstance } from 'fastify';
import type { Storefront } from '../../render/storefront';
import { THEME_ASSET_PREFIX } from '../../render/theme-registry';
import { sendImmutableAsset } from '../../http/compression';

export function registerThemeAssetRoutes(app: FastifyInstance, storefront: Storefront): void {
  app.get(`${THEME_ASSET_PREFIX}/*`, async (request, reply) => {
    const asset = storefront.asset(request.url.split('?')[0]!);
    if (asset === undefined) return reply.callNotFound();
    return sendImmutableAsset(request, reply, asset);
  });
}
