/**
 * The site users', restock, captcha and owner account calls are described by their schemas in
 * the API reference: each documents its success answer (and its input where it takes one), and
 * the islands' descriptors name documented calls. The captcha challenge answers every field.
 */
import type { FastifyInstance } from 'fastify';
import type { OpenAPIV3_1 } from 'openapi-types';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp } from '../../../../test/support/app';
import { describeDatabase } from '../../../../test/support/database';
import { siteHost } from '../../../../test/support/owner';
import { captchaEndpoints } from '../../../shared/api/captcha-endpoints';
import { restockEndpoints } from '../../../shared/api/restock-endpoints';

const RESTOCK = '/api/site-users/account/notifications/restock';
/** Method, path, the success status and whether a request part is described. */
const CALLS: [string, string, number | null, ('parameters' | 'requestBody')[]][] = [
  ['post', '/api/site-users/account', 200, ['requestBody']],
  ['post', '/api/site-users/account/session', 200, ['requestBody']],
  ['delete', '/api/site-users/account/session', null, ['parameters']],
  ['get', '/api/site-users/account', 200, []],
  ['get', '/api/site-users/account/orders', 200, ['parameters']],
  ['post', RESTOCK, 200, ['requestBody']],
  ['get', `${RESTOCK}/groups`, 200, ['parameters']],
  ['get', RESTOCK, 200, ['parameters']],
  ['post', `${RESTOCK}/send`, 202, ['requestBody']],
  ['post', `${RESTOCK}/send/all`, 202, ['requestBody']],
  ['get', '/api/captcha/challenge', 200, []],
  ['post', '/api/admin/session', 200, ['requestBody']],
  ['get', '/api/admin/me', 200, []],
  ['get', '/api/admin/contributors', 200, []],
  ['post', '/api/admin/contributors', 202, ['requestBody']],
  ['post', '/api/admin/contributors/invitations/{invitationId}/resend', 202, ['parameters']],
  ['delete', '/api/admin/contributors/invitations/{invitationId}', null, ['parameters']],
  ['patch', '/api/admin/contributors/{userId}', 200, ['parameters', 'requestBody']],
  ['delete', '/api/admin/contributors/{userId}', null, ['parameters']],
  ['get', '/api/admin/invitations/{token}', 200, ['parameters']],
  ['post', '/api/admin/invitations/{token}/accept', 200, ['parameters', 'requestBody']],
  ['post', '/api/admin/api-keys', 201, ['requestBody']],
  ['get', '/api/admin/api-keys', 200, []],
  ['delete', '/api/admin/api-keys/{keyId}', null, ['parameters']],
  ['get', '/api/admin/api-keys/{keyId}/usage', 200, ['parameters']],
  ['get', '/api/admin/site', 200, []],
  ['put', '/api/admin/site', 200, ['requestBody']],
  ['post', '/api/admin/site/domains', 201, ['requestBody']],
  ['delete', '/api/admin/site/domains/{domain}', null, ['parameters']],
];

describeDatabase('the account calls in the API reference', (db) => {
  let app: FastifyInstance;
  let document: OpenAPIV3_1.Document;
  const host = 'account-calls.localhost';

  beforeAll(async () => {
    app = await createTestApp(db());
    document = (await app.inject({ method: 'GET', url: '/api/openapi.json', headers: { host } })).json();
  });
  afterAll(() => app.close());

  it('documents each call with its answer schema and its input', () => {
    for (const [method, path, status, parts] of CALLS) {
      const operation = document.paths?.[path]?.[method as 'get'];
      expect(operation, `${method} ${path}`).toBeDefined();
      for (const part of parts) expect(operation![part], `${method} ${path} ${part}`).toBeDefined();
      if (status === null) continue;
      const ok = operation!.responses?.[String(status)] as OpenAPIV3_1.ResponseObject | undefined;
      const schema = ok?.content?.['application/json']?.schema as Record<string, unknown> | undefined;
      expect(schema !== undefined && Object.keys(schema).length > 0, `${method} ${path} ${status}`).toBe(true);
    }
    for (const name of ['SiteUserInfo', 'BuyerOrder', 'RestockGroup', 'CaptchaChallenge', 'OwnerInfo', 'Contributor', 'Invitation', 'ApiKey', 'Website']) {
      expect(document.components?.schemas?.[name], name).toBeDefined();
    }
  });

  it("the restock and captcha islands' descriptors name documented calls", () => {
    for (const endpoint of [...Object.values(restockEndpoints), ...Object.values(captchaEndpoints)]) {
      expect(document.paths?.[endpoint.path]?.[endpoint.method.toLowerCase() as 'get'], `${endpoint.method} ${endpoint.path}`).toBeDefined();
    }
  });

  it('CAPT-01 the challenge answers every field the widget solves with', async () => {
    const site = await app.services.sites.create({ identifier: `captcha-${Math.random().toString(16).slice(2, 8)}` });
    const res = await app.inject({ method: 'GET', url: '/api/captcha/challenge', headers: { host: await siteHost(app, site.id) } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ algorithm: 'SHA-256', challenge: expect.stringMatching(/^[0-9a-f]{64}$/), maxnumber: expect.any(Number), salt: expect.any(String), signature: expect.stringMatching(/^[0-9a-f]{64}$/) });
  });
});
