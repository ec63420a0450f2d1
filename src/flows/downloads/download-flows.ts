/**
 * Delivering digital products: the download links an order's pages and confirmation email give
 * the buyer (one per digital line whose product names a file), opening a link (signature, expiry,
 * the order still paid, the file still there, then one download counted against the limit) and
 * the owner's reset of a line's count. The file is the product's media asset, served as uploaded.
 */
import type { CatalogService } from '../../modules/catalog';
import type { MediaService } from '../../modules/media';
import type { Order, OrderItem, OrdersService } from '../../modules/orders';
import { ProductType } from '../../shared/enums';
import { DomainError, isDomainError } from '../../shared/errors';
import { DOWNLOAD_LIMIT, DOWNLOAD_LINK_TTL_MS, isValidDownloadSignature, signedDownloadPath } from './download-links';

export interface DownloadFlowDeps {
  orders: Pick<OrdersService, 'get' | 'mustGet' | 'countDownload' | 'resetDownloads'>;
  catalog: Pick<CatalogService, 'getProduct'>;
  media: Pick<MediaService, 'get' | 'serveImage'>;
  /** The server's key for signing links (config). */
  key: string;
  now: () => number;
}

/** A digital line's download as the buyer's pages and email show it. */
export interface OrderLineDownload {
  lineId: number;
  productName: string;
  /** Path and query of a fresh signed link; null once the downloads are used up. */
  path: string | null;
  downloadsLeft: number;
  /** When the link stops working (epoch ms). */
  expires: number;
}

export interface DownloadRequest {
  orderId: string;
  lineId: number;
  expires: number;
  signature: string;
}

export interface DownloadFile {
  filename: string;
  contentType: string;
  body: Buffer;
  downloadsLeft: number;
}

/** Refunded or cancelled orders deliver nothing more. */
function deliversDownloads(order: Order): boolean {
  return order.status === 'placed' || order.status === 'partially_refunded';
}

export type DownloadFlows = ReturnType<typeof createDownloadFlows>;

export function createDownloadFlows(deps: DownloadFlowDeps) {
  /** The asset a line delivers, or null when it is not a digital product with a file. */
  async function fileOf(websiteId: string, line: OrderItem): Promise<string | null> {
    const product = await deps.catalog.getProduct(websiteId, line.itemId);
    return product?.productType === ProductType.DIGITAL ? product.digitalFileAssetId : null;
  }

  return {
    /** The order's download links, fresh (valid for DOWNLOAD_LINK_TTL_MS); none for an order that no longer delivers. */
    async linksFor(order: Order): Promise<OrderLineDownload[]> {
      if (!deliversDownloads(order)) return [];
      const expires = deps.now() + DOWNLOAD_LINK_TTL_MS;
      const out: OrderLineDownload[] = [];
      for (const line of order.items) {
        if ((await fileOf(order.websiteId, line)) === null) continue;
        const downloadsLeft = Math.max(DOWNLOAD_LIMIT - line.downloadsUsed, 0);
        const target = { websiteId: order.websiteId, orderId: order.id, lineId: line.position, expires };
        out.push({ lineId: line.position, productName: line.productName, path: downloadsLeft > 0 ? signedDownloadPath(deps.key, target) : null, downloadsLeft, expires });
      }
      return out;
    },

    /** The order's digital lines with a file, and how many of their downloads are used (for the owner). */
    async downloadCounts(order: Order): Promise<{ lineId: number; downloadsUsed: number; limit: number }[]> {
      const out: { lineId: number; downloadsUsed: number; limit: number }[] = [];
      for (const line of order.items) {
        if ((await fileOf(order.websiteId, line)) !== null) out.push({ lineId: line.position, downloadsUsed: line.downloadsUsed, limit: DOWNLOAD_LIMIT });
      }
      return out;
    },

    /**
     * The file of a signed link, counting one download. Refused: a link not signed by this
     * server for this site (DOWNLOAD_LINK_INVALID), expired (DOWNLOAD_LINK_EXPIRED), used up
     * (DOWNLOAD_LIMIT_REACHED), or whose order or file no longer delivers (DOWNLOAD_UNAVAILABLE).
     * The file is read before the download is counted, so a failed read uses none up.
     */
    async open(websiteId: string, request: DownloadRequest): Promise<DownloadFile> {
      const target = { websiteId, orderId: request.orderId, lineId: request.lineId, expires: request.expires };
      if (!isValidDownloadSignature(deps.key, target, request.signature)) throw new DomainError('DOWNLOAD_LINK_INVALID');
      if (request.expires < deps.now()) throw new DomainError('DOWNLOAD_LINK_EXPIRED');
      const order = await deps.orders.get(websiteId, request.orderId);
      const line = order?.items.find((i) => i.position === request.lineId);
      if (order === null || order === undefined || line === undefined) throw new DomainError('DOWNLOAD_LINK_INVALID');
      const assetId = deliversDownloads(order) ? await fileOf(websiteId, line) : null;
      if (assetId === null) throw new DomainError('DOWNLOAD_UNAVAILABLE');
      const file = await readFile(deps, websiteId, assetId);
      const counted = await deps.orders.countDownload(websiteId, order.id, line.position, DOWNLOAD_LIMIT);
      if (counted.status === 'limit_reached') throw new DomainError('DOWNLOAD_LIMIT_REACHED', { limit: DOWNLOAD_LIMIT });
      if (counted.status === 'no_line') throw new DomainError('DOWNLOAD_LINK_INVALID');
      return { ...file, downloadsLeft: DOWNLOAD_LIMIT - counted.downloadsUsed };
    },

    /** The owner's reset: the line may be downloaded DOWNLOAD_LIMIT times again. */
    async resetDownloads(websiteId: string, orderId: string, lineId: number): Promise<Order> {
      const order = await deps.orders.mustGet(websiteId, orderId);
      const line = order.items.find((i) => i.position === lineId);
      if (line === undefined || (await fileOf(websiteId, line)) === null) throw new DomainError('ORDER_LINE_NOT_DOWNLOADABLE', { lineId });
      await deps.orders.resetDownloads(websiteId, orderId, lineId);
      return deps.orders.mustGet(websiteId, orderId);
    },
  };
}

/** The asset's bytes as uploaded; a deleted asset means the download is gone. */
async function readFile(deps: DownloadFlowDeps, websiteId: string, assetId: string): Promise<Omit<DownloadFile, 'downloadsLeft'>> {
  try {
    const asset = await deps.media.get(websiteId, assetId);
    const served = await deps.media.serveImage({ websiteId, assetId, filename: asset.filename, format: 'original', accept: undefined });
    return { filename: asset.filename, contentType: served.contentType, body: await served.body() };
  } catch (e) {
    if (isDomainError(e, 'MEDIA_NOT_FOUND')) throw new DomainError('DOWNLOAD_UNAVAILABLE', {}, { cause: e });
    throw e;
  }
}
