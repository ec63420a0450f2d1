/**
 * A digital line's download: GET /downloads/{orderId}/{lineId}?expires=…&signature=… (the
 * link the order's pages and confirmation email give). The file comes as an attachment, never
 * cached or indexed; a link that is expired or used up answers 410 with a page saying so, a
 * link that is not this server's answers 404 (the error handler's page for browsers).
 */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { DOWNLOADS_PATH } from '../../../flows/downloads';
import { DomainError } from '../../../shared/errors';

const Params = z.object({ orderId: z.string().min(1).max(64), lineId: z.coerce.number().int().min(0).max(10_000) });
const Query = z.object({ expires: z.coerce.number().int().min(0), signature: z.string().min(1).max(100) });

/** `filename*` (RFC 6266) keeps any name; the plain form is an ASCII fallback. */
function attachment(filename: string): string {
  const ascii = filename.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(filename)}`;
}

export function registerDownloadRoutes(app: FastifyInstance): void {
  const { downloadFlows } = app.services;
  app.get(`${DOWNLOADS_PATH}/:orderId/:lineId`, async (request, reply) => {
    const params = Params.safeParse(request.params);
    const query = Query.safeParse(request.query ?? {});
    if (request.site === null || !params.success || !query.success) throw new DomainError('DOWNLOAD_LINK_INVALID');
    const file = await downloadFlows.open(request.site.id, { ...params.data, ...query.data });
    return reply
      .header('content-disposition', attachment(file.filename))
      .header('cache-control', 'private, no-store')
      .header('x-robots-tag', 'noindex')
      .header('referrer-policy', 'no-referrer')
      .header('x-content-type-options', 'nosniff')
      .type(file.contentType)
      .send(file.body);
  });
}
