/**
 * The catalog's exports rendered through the template engine's commerce formatters and
 * predicates: the shapes match what themes read (PROD-01..PROD-16).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { toStructuredContent, type CatalogSnapshot, type Product } from '../../modules/catalog';
import { DEFAULT_STORE_SETTINGS, type StoreSettings, type StoreSettingsSnapshot } from '../../modules/store-settings';
import { ProductType } from '../../shared/enums';
import { installLocalePacks } from '../../server/render/locale-packs';
import { render } from '../../template-engine';
import { buildStorefrontProducts, productSummary } from './storefront-products';

beforeAll(() => installLocalePacks());

let seq = 0;
function product(partial: Partial<Product> & Pick<Product, 'productType' | 'variants'>): Product {
  const id = `item${String(++seq).padStart(20, '0')}`;
  return {
    id,
    itemId: id,
    websiteId: 'site',
    isSubscribable: false,
    subscriptionPlan: null,
    variantOptionOrdering: [],
    additionalFieldsFormId: null,
    digitalFileAssetId: null,
    useCustomAddButtonText: false,
    customAddButtonText: '',
    merchandising: {},
    images: [],
    version: 1,
    createdAt: 0,
    updatedAt: 0,
    ...partial,
  };
}

function variant(id: string, price: number, extra: Partial<Product['variants'][number]> = {}): Product['variants'][number] {
  return { id, sku: `SKU-${id}`, price, salePrice: 0, onSale: false, attributes: {}, position: 0, mainImageId: null, ...extra };
}

function settingsSnapshot(settings: StoreSettings = DEFAULT_STORE_SETTINGS): StoreSettingsSnapshot {
  return {
    websiteId: 'site',
    currency: 'USD',
    settings,
    templateStoreSettings: { multipleQuantityAllowedForServices: settings.multipleQuantityAllowedForServices, testMode: settings.testMode, defaultCurrency: 'USD', selectedCurrency: 'USD' },
  };
}

function storefront(products: Product[], stock: Record<string, { qtyInStock: number; unlimited: boolean }>, settings?: StoreSettings) {
  const catalog: CatalogSnapshot = { websiteId: 'site', currency: 'USD', products: {} };
  for (const p of products) catalog.products[p.itemId] = { product: p, structuredContent: toStructuredContent(p, 'USD') };
  const built = buildStorefrontProducts(catalog, stock, settingsSnapshot(settings));
  /** The page context of one product's detail page, as the storefront assembles it. */
  const page = (p: Product) => ({
    item: { id: p.itemId, collectionId: 'store', title: 'Thing', structuredContent: built.structuredContent[p.itemId] },
    productMerchandisingContext: built.productMerchandisingContext,
    websiteSettings: { storeSettings: built.storeSettings },
  });
  return { built, page };
}

function html(template: string, data: unknown): string {
  const { html: out, errors } = render(template, data);
  expect(errors).toEqual([]);
  return out.replace(/\s+/g, ' ').trim();
}

const STATE = '{.section item}{.sold-out?}S{.end}{.on-sale?}O{.end}{.varied-prices?}V{.end}{.has-variants?}H{.end}{.end}';

const shirt = product({
  productType: ProductType.PHYSICAL,
  variantOptionOrdering: ['Color', 'Size'],
  variants: [
    variant('v1', 2500, { attributes: { Color: 'Red', Size: 'S' } }),
    variant('v2', 2500, { attributes: { Color: 'Red', Size: 'M' }, onSale: true, salePrice: 1900, position: 1 }),
    variant('v3', 2500, { attributes: { Color: 'Blue', Size: 'S' }, position: 2 }),
  ],
  merchandising: { customSoldOutText: 'Gone for now' },
});
const shirtStock = { v1: { qtyInStock: 0, unlimited: false }, v2: { qtyInStock: 12, unlimited: false }, v3: { qtyInStock: 2, unlimited: false } };
const enabled: StoreSettings = {
  ...DEFAULT_STORE_SETTINGS,
  merchandising: {
    scarcity: { ...DEFAULT_STORE_SETTINGS.merchandising.scarcity, enabledOnProductPage: true },
    restock: { ...DEFAULT_STORE_SETTINGS.merchandising.restock, enabled: true, hiddenByDefault: false },
  },
};

describe('storefront products through the template engine', () => {
  it('PROD-02 PROD-09 PROD-11 PROD-12 PROD-13 physical product with options: variants, sale, varied prices, stock', () => {
    const { page, built } = storefront([shirt], shirtStock, enabled);
    const data = page(shirt);
    expect(built.structuredContent[shirt.itemId]!.variants[1]).toEqual({
      id: 'v2',
      sku: 'SKU-v2',
      price: 2500,
      priceMoney: { value: '25.00', currency: 'USD', decimalValue: '25.00', currencyCode: 'USD' },
      salePrice: 1900,
      salePriceMoney: { value: '19.00', currency: 'USD', decimalValue: '19.00', currencyCode: 'USD' },
      onSale: true,
      qtyInStock: 12,
      unlimited: false,
      attributes: { Color: 'Red', Size: 'M' },
      optionValues: [
        { optionName: 'Color', value: 'Red' },
        { optionName: 'Size', value: 'M' },
      ],
      mainImage: null,
    });
    expect(html(STATE, data)).toBe('OVH');
    expect(html('{item|product-price}', data)).toContain('from <span class="sqs-money-native">19.00</span>');
    expect(html('{item|product-status}', data)).toBe('<div class="product-mark sale">sale</div>');
    const select = html('{item|variants-select}', data);
    expect(select).toContain('<option value="Red">Red</option><option value="Blue">Blue</option>');
    expect(select).toContain('data-variant-option-name="Size"');
    expect(html('{item.structuredContent.variants.2|variant-descriptor}', data)).toBe('Blue / S');
    expect(html('{item|add-to-cart-btn}', data)).toContain('data-product-type="1" data-use-custom-label="false" data-original-label="Add To Cart"');
    expect(html('{item|quantity-input}', data)).toContain('Quantity');
  });

  it('PROD-08 PROD-15 PROD-16 merchandising context: scarcity for low stock, restock for sold-out variants', () => {
    const { page, built } = storefront([shirt], shirtStock, enabled);
    expect(built.productMerchandisingContext[shirt.itemId]).toEqual({
      scarcityEnabled: true,
      scarcityText: 'Only {qtyInStock} left in stock',
      scarcityTemplateViews: [{ qtyInStock: 2, attributes: { Color: 'Blue', Size: 'S' } }],
      scarcityShownByDefault: false,
      customSoldOutText: 'Gone for now',
      restockNotificationViews: [{ variantId: 'v1', hiddenByDefault: false }],
      restockNotificationMessages: DEFAULT_STORE_SETTINGS.merchandising.restock.messages,
      mailingListSignUpEnabled: false,
      mailingListOptInByDefault: false,
    });
    const data = page(shirt);
    expect(html('{item|product-scarcity}', data)).toBe(
      '<div class="product-scarcity" data-variant-attributes="{&quot;Color&quot;:&quot;Blue&quot;,&quot;Size&quot;:&quot;S&quot;}" hidden> Only 2 left in stock </div>',
    );
    const restock = html('{item|product-restock-notification}', data);
    expect(restock).toContain(`data-product-id="${shirt.itemId}" data-variant-id="v1">`);
    expect(restock).toContain('Get notified by email when this product is back in stock');
    // PROD-15: off by default
    const { page: plain } = storefront([shirt], shirtStock);
    expect(html('{item|product-scarcity}', plain(shirt))).not.toContain('product-scarcity');
  });

  it('PROD-09 PROD-15 a sold-out product shows the owner\'s sold-out text', () => {
    const { page } = storefront([shirt], { v1: { qtyInStock: 0, unlimited: false } });
    const data = page(shirt);
    expect(html(STATE, data)).toBe('SOVH');
    expect(html('{item|product-status}', data)).toBe('<div class="product-mark sold-out">Gone for now</div>');
  });

  it('PROD-03 PROD-10 a digital product carries its price at product level and is never sold out', () => {
    const ebook = product({ productType: ProductType.DIGITAL, variants: [variant('d1', 1000, { onSale: true, salePrice: 800 })] });
    const { page, built } = storefront([ebook], {});
    const content = built.structuredContent[ebook.itemId]!;
    expect(content).toMatchObject({ priceMoney: { value: '10.00' }, salePriceMoney: { value: '8.00' }, onSale: true });
    expect(content.variants[0]).toMatchObject({ qtyInStock: 0, unlimited: true });
    const data = page(ebook);
    expect(html(STATE, data)).toBe('O');
    expect(html('{item|product-price}', data)).toContain('<span class="sqs-money-native">8.00</span>');
    expect(html('{item|quantity-input}', data)).toBe('');
  });

  it('PROD-04 PROD-06 a subscription says Subscribe and prices every period; a custom label wins', () => {
    const box = product({
      productType: ProductType.PHYSICAL,
      isSubscribable: true,
      subscriptionPlan: { billingPeriod: { value: 2, unit: 'WEEK' }, numBillingCycles: 0 },
      additionalFieldsFormId: 'form1',
      variants: [variant('s1', 3000)],
    });
    const { page, built } = storefront([box], { s1: { qtyInStock: 5, unlimited: false } });
    expect(built.structuredContent[box.itemId]).toMatchObject({ isSubscribable: true, subscriptionPlan: box.subscriptionPlan, additionalFieldsFormId: 'form1' });
    const data = page(box);
    expect(html('{item|product-price}', data)).toContain('<span class="sqs-money-native">30.00</span> every 2 weeks');
    expect(html('{item|add-to-cart-btn}', data)).toContain('data-is-subscription="true" data-original-label="Subscribe"');
    const labelled = product({ productType: ProductType.PHYSICAL, useCustomAddButtonText: true, customAddButtonText: 'Pre-order', variants: [variant('c1', 100)] });
    expect(html('{item|add-to-cart-btn}', storefront([labelled], {}).page(labelled))).toContain('data-use-custom-label="true" data-original-label="Pre-order"');
  });

  it('PROD-05 PROD-10 a gift card lists its denominations under Value and is never sold out', () => {
    const gift = product({
      productType: ProductType.GIFT_CARD,
      variantOptionOrdering: ['Value'],
      variants: [variant('g1', 2500, { attributes: { Value: '25.00' } }), variant('g2', 5000, { attributes: { Value: '50.00' }, position: 1 })],
    });
    const { page } = storefront([gift], {});
    const data = page(gift);
    expect(html(STATE, data)).toBe('VH');
    expect(html('{item|product-price}', data)).toContain('from <span class="sqs-money-native">25.00</span>');
    expect(html('{item|variants-select}', data)).toContain('<option value="">Select Value</option>');
  });

  it('PROD-07 services: quantity input only while multiple quantity is allowed', () => {
    const lesson = product({ productType: ProductType.SERVICE, variants: [variant('l1', 5000)] });
    const stock = { l1: { qtyInStock: 10, unlimited: false } };
    expect(html('{item|quantity-input}', storefront([lesson], stock).page(lesson))).toContain('Quantity');
    const off = { ...DEFAULT_STORE_SETTINGS, multipleQuantityAllowedForServices: false };
    expect(html('{item|quantity-input}', storefront([lesson], stock, off).page(lesson))).toBe('');
  });

  it('PROD-01 a product summary has id, name, price (decimal), productType and variants with stock', () => {
    const { built } = storefront([shirt], shirtStock);
    expect(productSummary(shirt.itemId, 'Shirt', built.structuredContent[shirt.itemId]!)).toEqual({
      id: shirt.itemId,
      name: 'Shirt',
      price: '19.00',
      currency: 'USD',
      productType: 1,
      variants: [
        { id: 'v1', sku: 'SKU-v1', price: '25.00', attributes: { Color: 'Red', Size: 'S' }, stock: { qtyInStock: 0, unlimited: false } },
        { id: 'v2', sku: 'SKU-v2', price: '19.00', attributes: { Color: 'Red', Size: 'M' }, stock: { qtyInStock: 12, unlimited: false } },
        { id: 'v3', sku: 'SKU-v3', price: '25.00', attributes: { Color: 'Blue', Size: 'S' }, stock: { qtyInStock: 2, unlimited: false } },
      ],
    });
  });

  it('PROD-08 RSTK-02 a product\'s own scarcity threshold and mailing-list choices win over the store\'s defaults', () => {
    const own = product({ productType: shirt.productType, variantOptionOrdering: shirt.variantOptionOrdering, variants: shirt.variants, merchandising: { scarcityThreshold: 12, mailingListSignUpEnabled: true, mailingListOptInByDefault: true } });
    const context = storefront([own, shirt], shirtStock, enabled).built.productMerchandisingContext;
    expect(context[own.itemId]).toMatchObject({
      scarcityTemplateViews: [{ qtyInStock: 12 }, { qtyInStock: 2 }],
      mailingListSignUpEnabled: true,
      mailingListOptInByDefault: true,
    });
    // The store's threshold (5) and choices (off) still hold for a product without its own.
    expect(context[shirt.itemId]).toMatchObject({ scarcityTemplateViews: [{ qtyInStock: 2 }], mailingListSignUpEnabled: false, mailingListOptInByDefault: false });
  });
});
