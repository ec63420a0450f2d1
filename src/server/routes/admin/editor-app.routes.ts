/**
 * The editor app at `/config` and every path under it (deep links such as
 * `/config/pages/{id}` load the same document; the app's router picks the screen), and its
 * built files under `/assets/editor/`. docs/decisions.md "Owner API and storefront scripts":
 * the document carries the session's owner crumb, so it is served only as a top-level page —
 * a fetch, a frame or an embed (`Sec-Fetch-Dest` other than `document`) gets 403 — and it may
 * not be framed at all (`frame-ancestors 'none'`, X-Frame-Options DENY) nor share a window
 * group with other origins (COOP same-origin).
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { EditorBoot } from '../../../shared/api/editor-boot';
import { ownerCrumbOf, ownerToken } from '../../plugins/owner-auth';
import { pageContentSecurityPolicy } from '../../plugins/security-headers';
import { sendImmutableAsset, sendMaybeCompressed } from '../../http/compression';
import { ownerDto } from '../../http/owner-dto';
import { siteOf } from '../../http/site-of';
import { EDITOR_ASSET_PREFIX, editorDocument } from '../../render/editor-document';
import type { IslandAssets } from '../../render/island-assets';

/** The editor document's policy: its own scripts (nonce), the site's own frames (the preview), nothing framing it. */
export function editorContentSecurityPolicy(nonce: string): string {
  return pageContentSecurityPolicy(nonce, {
    'frame-ancestors': "'none'",
    'frame-src': "'self'",
    // react-aria and the rich-text editor position popovers with style attributes.
    'style-src': "'self' 'unsafe-inline'",
    'font-src': "'self' data:",
  });
}

function isTopLevelNavigation(request: FastifyRequest): boolean {
  const dest = request.headers['sec-fetch-dest'];
  // Browsers send it; command-line clients do not, and cannot be made to by another site.
  return dest === undefined || dest === 'document';
}

export function registerEditorAppRoutes(app: FastifyInstance, assets: IslandAssets): void {
  const serve = async (request: FastifyRequest, reply: FastifyReply) => {
    if (!isTopLevelNavigation(request)) {
      return reply.status(403).type('text/plain; charset=utf-8').header('cache-control', 'no-store').send('The editor opens only as a page of its own.');
    }
    const site = siteOf(request);
    const owner = request.owner !== null && request.owner !== undefined && request.owner.apiKey === null ? request.owner : null;
    const token = ownerToken(request);
    const boot: EditorBoot = {
      site: { id: site.id, title: site.title, identifier: site.identifier },
      owner: owner === null ? null : ownerDto(owner),
      ownerCrumb: owner === null || token === undefined ? null : ownerCrumbOf(token),
    };
    reply
      .status(assets.built ? 200 : 503)
      .header('cache-control', 'no-store')
      .header('content-security-policy', editorContentSecurityPolicy(request.cspNonce))
      .header('x-frame-options', 'DENY')
      .header('cross-origin-opener-policy', 'same-origin')
      .header('referrer-policy', 'same-origin')
      .header('x-robots-tag', 'noindex, nofollow');
    // gzipped like a storefront page: the document lists the editor's files and carries the boot data.
    return sendMaybeCompressed(request, reply, 'text/html; charset=utf-8', editorDocument(assets, boot, request.cspNonce));
  };
  app.get('/config', serve);
  app.get('/config/*', serve);

  app.get(`${EDITOR_ASSET_PREFIX}*`, async (request, reply) => {
    const asset = assets.asset(request.url.split('?')[0]!);
    if (asset === undefined) return reply.callNotFound();
    return sendImmutableAsset(request, reply, asset);
  });
}
