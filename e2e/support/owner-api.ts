/**
 * The demo owner's calls for browser journeys that need store settings (coupons, shipping
 * zones, the checkout minimum): signs in as the demo owner through POST /api/admin/session
 * and sends owner API calls in-process (app.inject) to the demo site.
 */
import { randomBytes } from 'node:crypto';
import { DEMO_OWNER } from '../../src/demo/demo-site';
import type { RunningServer } from './server';

export interface OwnerApi {
  call(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: Record<string, unknown>): Promise<{ status: number; body: Record<string, unknown> }>;
}

export async function demoOwnerApi(server: RunningServer): Promise<OwnerApi> {
  const host = new URL(server.origin).host;
  const preLoginCrumb = randomBytes(18).toString('base64url');
  const login = await server.app.inject({
    method: 'POST',
    url: '/api/admin/session',
    headers: { host, cookie: `crumb=${preLoginCrumb}`, 'x-csrf-token': preLoginCrumb },
    payload: { email: DEMO_OWNER.email, password: DEMO_OWNER.password },
  });
  if (login.statusCode !== 200) throw new Error(`demo owner sign-in answered ${login.statusCode} ${login.body}`);
  const token = login.cookies.find((c) => c.name === 'stoa_owner')!.value;
  // The visitor crumb guards writes; the owner crumb from the sign-in answer unlocks the owner API.
  const headers = { host, cookie: `stoa_owner=${token}; crumb=${preLoginCrumb}`, 'x-csrf-token': preLoginCrumb, 'x-stoa-owner-crumb': String(login.json().ownerCrumb) };
  return {
    async call(method, url, payload) {
      const res = await server.app.inject({ method, url, headers, ...(payload !== undefined && { payload }) });
      if (res.statusCode >= 400) throw new Error(`${method} ${url} answered ${res.statusCode} ${res.body}`);
      return { status: res.statusCode, body: res.body === '' ? {} : (res.json() as Record<string, unknown>) };
    },
  };
}
