import { describe, expect, it } from 'vitest';
import { PageType } from '../../shared/enums';
import { addToCartEvent, pixelValue } from '../../shared/tracking-pixel';
import { pagePixelEvents, trackingPixelTags } from './tracking-pixel';

const order = (testMode: boolean) => ({
  id: 'order-1',
  testMode,
  items: [
    { sku: 'MUG-OAT', quantity: 2 },
    { sku: 'WORKSHOP-1', quantity: 1 },
  ],
  grandTotal: { value: '118.50', currency: 'USD' },
});

describe('pixel events of a page', () => {
  it('ANL-41 GAP-64 the order confirmation sends Purchase with the grand total, once per order', () => {
    const events = pagePixelEvents({ kind: 'order', pageType: PageType.ORDER_CONFIRMED, name: 'order-confirmed', order: order(false) }, { query: {} });
    expect(events).toEqual([
      {
        name: 'Purchase',
        data: { content_ids: ['MUG-OAT', 'WORKSHOP-1'], contents: [{ id: 'MUG-OAT', quantity: 2 }, { id: 'WORKSHOP-1', quantity: 1 }], content_type: 'product', num_items: 3, value: 118.5, currency: 'USD' },
        onceKey: 'purchase:order-1',
      },
    ]);
  });

  it('GAP-58 a test order sends no Purchase; the order status page sends none', () => {
    expect(pagePixelEvents({ kind: 'order', pageType: PageType.ORDER_CONFIRMED, name: 'order-confirmed', order: order(true) }, { query: {} })).toEqual([]);
    expect(pagePixelEvents({ kind: 'order', pageType: PageType.ORDER_STATUS, name: 'order-status', order: order(false) }, { query: {} })).toEqual([]);
  });

  it('ANL-41 AddToCart carries the line, its value (unit price × quantity) and currency', () => {
    expect(addToCartEvent({ itemId: 'i1', title: 'Oat Mug', sku: 'MUG-OAT', quantity: 3, unitPrice: '24.10', currency: 'EUR' })).toEqual({
      name: 'AddToCart',
      data: { content_ids: ['MUG-OAT'], content_name: 'Oat Mug', content_type: 'product', contents: [{ id: 'MUG-OAT', quantity: 3 }], value: 72.3, currency: 'EUR' },
    });
    expect(pixelValue('not a number')).toBe(0);
  });

  it('the props script cannot be closed by a value', () => {
    const tags = trackingPixelTags({ pixelId: '1', scriptUrl: '', events: [{ name: 'Search', data: { search_string: '</script><script>alert(1)</script>' } }], cookieBanner: 'off' });
    expect(tags).not.toContain('</script><script>');
    expect(tags).toContain('\\u003c/script>');
  });
});
