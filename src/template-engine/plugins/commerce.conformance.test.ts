/**
 * The reference's formatter and predicate cases for the commerce plugins (TPL-03),
 * rendered by the whole engine. Reads ../shared at run time and skips when it is absent.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { parseConformanceCase } from '../conformance-files';
import { render } from '../index';
import { installLocalePacks } from '../../server/render/locale-packs';

const DIR = resolve(import.meta.dirname, '../../../../shared/conformance/template-engine/plugins/resources');

const FORMATTERS = [
  'add-to-cart-btn', 'bookkeeper-money-format', 'cart-quantity', 'cart-subtotal', 'cart-url', 'from-price',
  'normal-price', 'percentage-format', 'product-checkout', 'product-price', 'product-quick-view',
  'product-restock-notification', 'product-scarcity', 'product-status', 'quantity-input', 'sale-price',
  'subscription-price', 'summary-form-field', 'variant-descriptor', 'variants-select',
];
const PREDICATES = ['has-variants', 'on-sale', 'sold-out', 'varied-prices'];
const COMMERCE_CASES = new RegExp(`^(f-(${FORMATTERS.join('|')})|p-(${PREDICATES.join('|')}))(-.*)?\\.html$`);

const files = existsSync(DIR) ? readdirSync(DIR).filter((f) => COMMERCE_CASES.test(f)).sort() : [];

describe.skipIf(files.length === 0)('TPL-03 reference cases of the commerce plugins', () => {
  beforeAll(() => installLocalePacks());

  it('finds the 147 formatter and 4 predicate cases', () => {
    expect(files.filter((f) => f.startsWith('f-')).length).toBe(147);
    expect(files.filter((f) => f.startsWith('p-')).length).toBe(4);
  });

  for (const file of files) {
    it(`${file} renders what the reference renders`, () => {
      const c = parseConformanceCase(readFileSync(join(DIR, file), 'utf8'));
      const result = render(c.template, c.json, { locale: c.locale, now: c.now });
      expect(result.html.trim()).toBe((c.output ?? '').trim());
      expect(result.errors).toEqual([]);
    });
  }
});
