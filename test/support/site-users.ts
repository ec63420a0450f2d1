/**
 * Site-user HTTP tests: a browser on one host that keeps every cookie it is given (crumb,
 * `ss_cart`, the site-user session, SiteUserInfo) like a real one, sends its crumb on writes and,
 * once signed in, the X-SiteUser-XSRF-Token it was given (unless told not to).
 */
import { randomBytes } from 'node:crypto';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';

export const SITE_USER_PASSWORD = 'plum-jam-on-toast';

let emailCounter = 0;

/** A fresh customer email. */
export function customerEmail(): string {
  return `customer${++emailCounter}-${randomBytes(3).toString('hex')}@example.com`;
}

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface Browser {
  cookies: Map<string, string>;
  xsrfToken: string | null;
  request(method: Method, url: string, payload?: unknown, options?: { crumb?: boolean; xsrf?: boolean; host?: string; remoteAddress?: string; headers?: Record<string, string> }): Promise<LightMyRequestResponse>;
  signUp(payload: Record<string, unknown>): Promise<LightMyRequestResponse>;
  signIn(email: string, password?: string, rememberMe?: boolean): Promise<LightMyRequestResponse>;
  signOut(cloneCart?: boolean): Promise<LightMyRequestResponse>;
  add(payload: Record<string, unknown>): Promise<LightMyRequestResponse>;
  getCart(): Promise<LightMyRequestResponse>;
}

/** A browser on `host`; see the file comment. */
export function browser(app: FastifyInstance, host: string, remoteAddress = '127.0.0.1'): Browser {
  const b: Browser = {
    cookies: new Map([['crumb', randomBytes(18).toString('base64url')]]),
    xsrfToken: null,
    async request(method, url, payload, options = {}) {
      const cookie = [...b.cookies].map(([k, v]) => `${k}=${encodeURIComponent(v)}`).join('; ');
      const headers: Record<string, string> = { host: options.host ?? host, cookie, ...options.headers };
      if (options.crumb !== false) headers['x-csrf-token'] = b.cookies.get('crumb')!;
      if (options.xsrf !== false && b.xsrfToken !== null) headers['x-siteuser-xsrf-token'] = b.xsrfToken;
      const res = await app.inject({
        method,
        url,
        headers,
        remoteAddress: options.remoteAddress ?? remoteAddress,
        ...(payload !== undefined && { payload: payload as Record<string, unknown> }),
      });
      for (const c of res.cookies) {
        const expired = c.value === '' || (c.expires !== undefined && c.expires.getTime() <= Date.now()) || c.maxAge === 0;
        if (expired) b.cookies.delete(c.name);
        else b.cookies.set(c.name, c.value);
      }
      return res;
    },
    async signUp(payload) {
      const res = await b.request('POST', '/api/site-users/account', payload);
      if (res.statusCode === 200) b.xsrfToken = res.json().xsrfToken;
      return res;
    },
    async signIn(email, password = SITE_USER_PASSWORD, rememberMe = false) {
      const res = await b.request('POST', '/api/site-users/account/session', { email, password, rememberMe });
      if (res.statusCode === 200) b.xsrfToken = res.json().xsrfToken;
      return res;
    },
    async signOut(cloneCart) {
      const res = await b.request('DELETE', `/api/site-users/account/session${cloneCart === undefined ? '' : `?cloneCart=${cloneCart}`}`);
      if (res.statusCode === 204) b.xsrfToken = null;
      return res;
    },
    add: (payload) => b.request('POST', '/api/commerce/shopping-cart/entries', payload),
    getCart: () => b.request('GET', '/api/commerce/shopping-cart'),
  };
  return b;
}
