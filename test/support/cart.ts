/**
 * Cart HTTP tests: a site with demo-like products of every kind (made through the store
 * products flow, published), and visitors that keep their cookies (crumb and `ss_cart`)
 * between requests like a browser does.
 */
import { randomBytes } from 'node:crypto';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { siteHost } from './owner';

let siteCounter = 0;

export interface CartTestProduct {
  itemId: string;
  skus: string[];
  variantIds: string[];
}

async function product(
  app: FastifyInstance,
  websiteId: string,
  title: string,
  product: Record<string, unknown>,
  stock: ({ quantity: number } | { unlimited: true })[],
  status: 'published' | 'draft' = 'published',
): Promise<CartTestProduct> {
  const created = await app.services.storeFlows.createProduct(websiteId, { item: { title, status }, product, stock });
  return { itemId: created.itemId, skus: created.variants.map((v) => v.sku), variantIds: created.variants.map((v) => v.id) };
}

/** A site (USD unless told) with a physical product in sizes, a one-off print, a service, an e-book, a gift card and more. */
export async function createCartSite(app: FastifyInstance, options: { currency?: 'USD' | 'JPY' } = {}) {
  const tag = `cart-${++siteCounter}-${randomBytes(3).toString('hex')}`;
  const site = await app.services.sites.create({ identifier: tag, title: `Cart ${tag}`, ...(options.currency && { currency: options.currency }) });
  const id = site.id;
  const p = (code: string) => `${tag}-${code}`;
  const products = {
    // Three sizes: S has 3, M has 0, L is unlimited; M is on sale.
    tee: await product(app, id, 'Linen Tee', {
      productType: 1,
      variantOptionOrdering: ['Size'],
      variants: [
        { sku: p('TEE-S'), price: 2500, attributes: { Size: 'S' } },
        { sku: p('TEE-M'), price: 2500, salePrice: 1900, onSale: true, attributes: { Size: 'M' } },
        { sku: p('TEE-L'), price: 2700, attributes: { Size: 'L' } },
      ],
    }, [{ quantity: 3 }, { quantity: 0 }, { unlimited: true }]),
    print: await product(app, id, 'Signed Print', { productType: 1, variants: [{ sku: p('PRINT'), price: 12000 }] }, [{ quantity: 1 }]),
    engraved: await product(app, id, 'Engraved Mug', {
      productType: 1,
      additionalFieldsFormId: 'engraving-form',
      variants: [{ sku: p('MUG'), price: 1500 }],
    }, [{ quantity: 2 }]),
    lesson: await product(app, id, 'Pottery Lesson', { productType: 3, variants: [{ sku: p('LESSON'), price: 6000 }] }, [{ quantity: 10 }]),
    ebook: await product(app, id, 'Glaze Handbook', { productType: 2, variants: [{ sku: p('EBOOK'), price: 999 }] }, []),
    giftCard: await product(app, id, 'Gift Card', {
      productType: 4,
      variants: [{ sku: p('GC-25'), price: 2500, attributes: { Value: '25' } }, { sku: p('GC-50'), price: 5000, attributes: { Value: '50' } }],
    }, []),
    subscription: await product(app, id, 'Clay Box', {
      productType: 1,
      isSubscribable: true,
      subscriptionPlan: { billingPeriod: { value: 1, unit: 'MONTH' }, numBillingCycles: 0 },
      variants: [{ sku: p('BOX'), price: 3000 }],
    }, [{ quantity: 5 }]),
    draft: await product(app, id, 'Unreleased Vase', { productType: 1, variants: [{ sku: p('VASE'), price: 9000 }] }, [{ quantity: 5 }], 'draft'),
  };
  return { site, host: await siteHost(app, id), products };
}

export interface CartVisitor {
  crumb: string;
  cart: string | null;
  request(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown, options?: { crumb?: boolean; host?: string; headers?: Record<string, string> }): Promise<LightMyRequestResponse>;
  add(payload: Record<string, unknown>): Promise<LightMyRequestResponse>;
  getCart(query?: string): Promise<LightMyRequestResponse>;
}

/** A browser on `host`: sends its crumb (unless told not to) and keeps the `ss_cart` cookie it is given. */
export function cartVisitor(app: FastifyInstance, host: string, remoteAddress = '127.0.0.1'): CartVisitor {
  const visitor: CartVisitor = {
    crumb: randomBytes(18).toString('base64url'),
    cart: null,
    async request(method, url, payload, options = {}) {
      const cookie = `crumb=${visitor.crumb}${visitor.cart === null ? '' : `; ss_cart=${visitor.cart}`}`;
      const headers: Record<string, string> = { host: options.host ?? host, cookie, ...options.headers };
      if (options.crumb !== false) headers['x-csrf-token'] = visitor.crumb;
      const res = await app.inject({ method, url, headers, remoteAddress, ...(payload !== undefined && { payload: payload as Record<string, unknown> }) });
      const set = res.cookies.find((c) => c.name === 'ss_cart');
      if (set !== undefined) visitor.cart = set.value;
      return res;
    },
    add: (payload) => visitor.request('POST', '/api/commerce/shopping-cart/entries', payload),
    getCart: (query = '') => visitor.request('GET', `/api/commerce/shopping-cart${query}`),
  };
  return visitor;
}
