/**
 * Built island scripts at content-hashed URLs (`/assets/islands/NAME-HASH.js`): the URL
 * changes whenever the file does, so browsers may keep them for a year.
 */
import type { FastifyInstance } from 'fastify';
import type { Storefront } from '../../render/storefront';
import { ISLAND_ASSET_PREFIX } from '../../render/island-assets';
import { sendImmutableAsset } from '../../http/compression';

export function registerIslandAssetRoutes(app: FastifyInstance, storefront: Storefront): void {
  app.get(`${ISLAND_ASSET_PREFIX}*`, async (request, reply) => {
    const asset = storefront.islandAsset(request.url.split('?')[0]!);
    if (asset === undefined) return reply.callNotFound();
    return sendImmutableAsset(request, reply, asset);
  });
}
