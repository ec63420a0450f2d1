/**
 * A complete small store as the snapshot sources export it (content, catalog, stock, store
 * settings), without a database: for storefront unit tests, the storefront benchmark and
 * screenshot runs. Counts every export call, so tests can prove page views make none.
 */
import type { SiteSnapshotSources } from '../../src/flows/store';
import { toStructuredContent, type CatalogSnapshot, type Product } from '../../src/modules/catalog';
import type { ContentSnapshot, SnapshotCollection, SnapshotItem } from '../../src/modules/content';
import type { StockSnapshot } from '../../src/modules/inventory';
import type { MediaSnapshot } from '../../src/modules/media';
import type { Website } from '../../src/modules/sites';
import { DEFAULT_STORE_SETTINGS, type StoreSettingsSnapshot } from '../../src/modules/store-settings';
import { createStorefront } from '../../src/server/render/storefront';
import { fixedClock } from '../../src/shared/clock';
import { BlockType, CollectionType, FolderBehavior, ProductType } from '../../src/shared/enums';
import { createEventBus, type EventBus } from '../../src/shared/events';
import type { OwnerForm } from '../../src/shared/forms/form-model';
import { DEFAULT_SITE_STYLES, type SiteStyles } from '../../src/shared/site-styles';

const T0 = Date.UTC(2026, 9, 1);

export interface FakeStore {
  sources: SiteSnapshotSources;
  website: Website;
  content: ContentSnapshot;
  catalog: CatalogSnapshot;
  stock: StockSnapshot;
  settings: StoreSettingsSnapshot;
  /** The site's fonts and colours (the defaults unless a test changes them). */
  styles: SiteStyles;
  /** The site's forms (form and newsletter blocks and products name them by id). */
  forms: OwnerForm[];
  /** Export calls made so far (each source counts one). */
  exportCalls: number;
}

function image(id: string, name: string, size = '1500x1875') {
  return {
    assetUrl: `/media/${id}/${name}.jpg`,
    filename: `${name}.jpg`,
    originalSize: size,
    systemDataVariants: `${size},100w,300w,500w,750w,1000w,1500w`,
    mediaFocalPoint: { x: 0.5, y: 0.5 },
    altText: '',
  };
}

function collection(c: Partial<SnapshotCollection> & Pick<SnapshotCollection, 'id' | 'type' | 'typeName' | 'urlId' | 'title'>): SnapshotCollection {
  const items = c.items ?? [];
  return {
    websiteId: 'w',
    typeLabel: c.typeName,
    fullUrl: c.homepage === true ? '/' : `/${c.urlId}/`,
    navigationTitle: c.title,
    description: '',
    enabled: true,
    ordering: 2,
    homepage: false,
    folder: false,
    clickable: true,
    features: { relatedItems: { isEnabled: false }, productQuickView: { isEnabled: false } },
    itemCount: items.length,
    updatedOn: T0,
    tags: [],
    categories: [],
    ...c,
    items,
  };
}

function item(collectionUrl: string, collectionId: string, i: Partial<SnapshotItem> & Pick<SnapshotItem, 'id' | 'urlId' | 'title'>, index: number): SnapshotItem {
  return {
    collectionId,
    recordType: 1,
    recordTypeLabel: 'text',
    fullUrl: `/${collectionUrl}/${i.urlId}`,
    body: '',
    excerpt: '',
    categories: [],
    tags: [],
    starred: false,
    publishOn: T0 - index * 86_400_000,
    addedOn: T0,
    updatedOn: T0,
    likeCount: 0,
    publicCommentCount: 0,
    commentState: 0,
    displayIndex: index,
    ...i,
  };
}

interface ProductSpec {
  id: string;
  urlId: string;
  title: string;
  type: number;
  body: string;
  categories?: string[];
  variants: { price: number; salePrice?: number; onSale?: boolean; attributes?: Record<string, string>; stock: number | 'unlimited' }[];
  subscription?: boolean;
  formId?: string;
  starred?: boolean;
}

const PRODUCTS: ProductSpec[] = [
  { id: 'p-mug', urlId: 'stoneware-mug', title: 'Stoneware Mug', type: ProductType.PHYSICAL, body: '<p>Thrown by hand and glazed in speckled oat. Holds 350 ml of coffee, tea or soup.</p>', categories: ['Kitchen'], starred: true,
    variants: [{ price: 2800, attributes: { Color: 'Oat' }, stock: 12 }, { price: 2800, attributes: { Color: 'Moss' }, stock: 3 }, { price: 2800, attributes: { Color: 'Ink' }, stock: 0 }] },
  { id: 'p-throw', urlId: 'wool-throw', title: 'Merino Wool Throw', type: ProductType.PHYSICAL, body: '<p>A soft, heavy throw woven from undyed merino.</p>', categories: ['Living'], starred: true,
    variants: [{ price: 14500, salePrice: 11500, onSale: true, attributes: { Size: 'Regular' }, stock: 8 }, { price: 16500, salePrice: 13200, onSale: true, attributes: { Size: 'Large' }, stock: 4 }] },
  { id: 'p-vase', urlId: 'bud-vase', title: 'Glass Bud Vase', type: ProductType.PHYSICAL, body: '<p>Mouth-blown glass in smoke grey.</p>', categories: ['Living'], starred: true,
    variants: [{ price: 3400, stock: 0 }] },
  { id: 'p-candle', urlId: 'cedar-candle', title: 'Cedar & Fig Candle', type: ProductType.PHYSICAL, body: '<p>Soy wax, cotton wick, fifty hours of cedar and fig.</p>', categories: ['Living'], starred: true, formId: 'f-engrave',
    variants: [{ price: 3900, stock: 2 }] },
  { id: 'p-guide', urlId: 'brewing-guide', title: 'Slow Brewing Guide (PDF)', type: ProductType.DIGITAL, body: '<p>Forty pages on pour-over, cold brew and tea.</p>', categories: ['Kitchen'],
    variants: [{ price: 1200, stock: 'unlimited' }] },
  { id: 'p-class', urlId: 'pottery-class', title: 'Pottery Class', type: ProductType.SERVICE, body: '<p>A three-hour evening at the wheel, clay and firing included.</p>', categories: ['Classes'],
    variants: [{ price: 9500, attributes: { Date: 'Thursday' }, stock: 6 }, { price: 9500, attributes: { Date: 'Saturday' }, stock: 'unlimited' }] },
  { id: 'p-gift', urlId: 'gift-card', title: 'Gift Card', type: ProductType.GIFT_CARD, body: '<p>For someone who would rather choose.</p>',
    variants: [{ price: 2500, attributes: { Value: '$25' }, stock: 'unlimited' }, { price: 5000, attributes: { Value: '$50' }, stock: 'unlimited' }, { price: 10000, attributes: { Value: '$100' }, stock: 'unlimited' }] },
  { id: 'p-beans', urlId: 'coffee-subscription', title: 'Coffee Subscription', type: ProductType.PHYSICAL, body: '<p>A fresh 250 g bag every month.</p>', categories: ['Kitchen'], subscription: true,
    variants: [{ price: 1800, stock: 'unlimited' }] },
];

/** A store with a home page, about and contact pages in a folder, a shop, a journal and a gallery. */
export function fakeStore(websiteId = 'w-demo', overrides: Partial<Website> = {}): FakeStore {
  const website: Website = {
    id: websiteId,
    identifier: 'demo',
    title: 'Oak & Ember',
    locale: 'en',
    currency: 'USD',
    timeZone: 'America/New_York',
    isDefault: true,
    status: 8,
    theme: 'default',
    settings: {
      siteTagLine: 'Objects for slow mornings',
      siteDescription: 'Handmade homeware, small-batch coffee and pottery classes.',
      contactEmail: 'hello@oak-and-ember.example',
      socialAccounts: [{ serviceName: 'instagram', profileUrl: 'https://instagram.com/oakandember' }],
      location: { addressTitle: 'Oak & Ember Studio', addressLine1: '12 Mill Lane', addressLine2: 'Hudson, NY 12534', addressCountry: 'United States' },
    },
    domains: [],
    createdAt: T0,
    updatedAt: T0,
    ...overrides,
  };

  const products: Record<string, Product> = {};
  const stock: StockSnapshot = {};
  const shopItems = PRODUCTS.map((spec, index) => {
    const variants = spec.variants.map((v, i) => {
      const id = `${spec.id}-v${i + 1}`;
      stock[id] = v.stock === 'unlimited' ? { qtyInStock: 0, unlimited: true } : { qtyInStock: v.stock, unlimited: false };
      return { id, sku: `SQ${index}${i}`, price: v.price, salePrice: v.salePrice ?? 0, onSale: v.onSale ?? false, attributes: v.attributes ?? {}, position: i, mainImageId: null };
    });
    products[spec.id] = {
      id: spec.id, itemId: spec.id, websiteId, productType: spec.type as Product['productType'],
      isSubscribable: spec.subscription === true,
      subscriptionPlan: spec.subscription === true ? { billingPeriod: { value: 1, unit: 'MONTH' }, numBillingCycles: 0 } : null,
      variantOptionOrdering: Object.keys(spec.variants[0]!.attributes ?? {}),
      additionalFieldsFormId: spec.formId ?? null,
      digitalFileAssetId: null,
      useCustomAddButtonText: false, customAddButtonText: '', merchandising: {}, images: [], variants, version: 1, createdAt: T0, updatedAt: T0,
    };
    return item('shop', 'c-shop', {
      id: spec.id, urlId: spec.urlId, title: spec.title, body: spec.body, recordType: 11, recordTypeLabel: 'store-item',
      categories: spec.categories ?? [], starred: spec.starred === true, ...image(`m-${spec.id}`, spec.urlId),
    }, index);
  });
  const catalog: CatalogSnapshot = {
    websiteId,
    currency: 'USD',
    products: Object.fromEntries(Object.values(products).map((p) => [p.itemId, { product: p, structuredContent: toStructuredContent(p, 'USD') }])),
  };

  const posts = [
    { id: 'b-1', urlId: 'first-firing', title: 'Notes from the first firing', excerpt: '<p>What twelve hours at 1240 °C taught us about patience.</p>', categories: ['Studio'], tags: ['kiln', 'glaze'] },
    { id: 'b-2', urlId: 'morning-ritual', title: 'A slower morning ritual', excerpt: '<p>Five small habits that make the first hour of the day ours again.</p>', categories: ['Living'], tags: ['coffee'] },
    { id: 'b-3', urlId: 'meet-the-makers', title: 'Meet the makers', excerpt: '<p>The three potters behind this season’s collection.</p>', categories: ['Studio'], tags: ['people'] },
  ].map((p, i) => item('journal', 'c-journal', { ...p, body: `${p.excerpt}<p>Lorem ipsum dolor sit amet, consectetur adipiscing elit. Integer posuere erat a ante venenatis dapibus.</p><h2>What we learned</h2><p>Donec ullamcorper nulla non metus auctor fringilla. Vestibulum id ligula porta felis euismod semper.</p>`, author: { displayName: 'Mara Lind' }, ...image(`m-${p.id}`, p.urlId, '1500x1000') }, i));

  const galleryItems = ['Kiln at dusk', 'Glaze tests', 'Drying shelf', 'Studio window', 'Raw clay', 'Finished mugs'].map((title, i) =>
    item('gallery', 'c-gallery', { id: `g-${i}`, urlId: `image-${i + 1}`, title, recordType: 2, recordTypeLabel: 'image', ...image(`m-g${i}`, `gallery-${i}`, '1500x1500') }, i),
  );

  const homeLayout = {
    rows: [
      { id: 'r1', blocks: [{ id: 'hero', type: BlockType.IMAGE, data: { design: 'poster', ...image('m-hero', 'hero', '2500x1400'), title: 'Objects for slow mornings', body: '<p>Handmade stoneware, wool and small-batch coffee from our studio in the Hudson Valley.</p>', button: { label: 'Shop the collection', url: '/shop/' } } }] },
      { id: 'r2', blocks: [{ id: 'featured', type: BlockType.SUMMARY, data: { collectionId: 'c-shop', title: 'Featured', featured: true, limit: 4 } }] },
      { id: 'r3', blocks: [
        { id: 'story-img', type: BlockType.IMAGE, data: { ...image('m-story', 'story', '1500x1200'), altText: 'Hands shaping clay on a wheel' } },
        { id: 'story-text', type: BlockType.HTML, data: { html: '<h2>Made slowly, made to last</h2><p>Every piece is thrown, trimmed and glazed by hand in small batches. We fire twice a month, so what you buy is made for you.</p>' } },
      ] },
      { id: 'r4', blocks: [{ id: 'story-btn', type: BlockType.BUTTON, data: { label: 'Our story', url: '/about/', style: 'secondary', alignment: 'center' } }] },
      { id: 'r5', blocks: [{ id: 'journal', type: BlockType.SUMMARY, data: { collectionId: 'c-journal', title: 'From the journal', limit: 3 } }] },
      { id: 'r6', blocks: [{ id: 'news', type: BlockType.NEWSLETTER, data: { title: 'Letters from the studio', description: '<p>New pieces, kiln days and class dates, once a month.</p>' } }] },
    ],
  };
  const aboutLayout = {
    rows: [
      { id: 'a1', blocks: [{ id: 'a-text', type: BlockType.HTML, data: { html: '<h1>About the studio</h1><p>Oak &amp; Ember began in 2019 with one wheel and a borrowed kiln.</p>' } }] },
      { id: 'a2', blocks: [{ id: 'a-gallery', type: BlockType.GALLERY, data: { images: [image('m-g0', 'gallery-0', '1500x1500'), image('m-g1', 'gallery-1', '1500x1500'), image('m-g2', 'gallery-2', '1500x1500')].map((i, n) => ({ ...i, altText: `Studio photo ${n + 1}` })) } }] },
      { id: 'a3', blocks: [{ id: 'a-quote', type: BlockType.QUOTE, data: { text: 'We make the things we want to live with.', source: 'Mara Lind, founder' } }] },
      { id: 'a4', blocks: [{ id: 'a-product', type: BlockType.PRODUCT, data: { productId: 'p-mug' } }] },
    ],
  };
  const contactLayout = { rows: [{ id: 'k1', blocks: [{ id: 'k-text', type: BlockType.HTML, data: { html: '<h1>Contact</h1><p>Write to us at hello@oak-and-ember.example.</p>' } }, { id: 'k-form', type: BlockType.FORM, data: { formId: 'f-contact', title: 'Send a message' } }] }] };

  const home = collection({ id: 'c-home', type: CollectionType.PAGE, typeName: 'page', urlId: 'home', title: 'Home', homepage: true, layout: homeLayout, ordering: 3 });
  const about = collection({ id: 'c-about', type: CollectionType.PAGE, typeName: 'page', urlId: 'about', title: 'About', layout: aboutLayout, ordering: 3 });
  const contact = collection({ id: 'c-contact', type: CollectionType.PAGE, typeName: 'page', urlId: 'contact', title: 'Contact', layout: contactLayout, ordering: 3 });
  const shop = collection({ id: 'c-shop', type: CollectionType.PRODUCTS, typeName: 'products', urlId: 'shop', title: 'Shop', description: '<p>Small batches, made by hand.</p>', items: shopItems, categories: ['Classes', 'Kitchen', 'Living'] });
  const journal = collection({ id: 'c-journal', type: CollectionType.GENERIC, typeName: 'blog', urlId: 'journal', title: 'Journal', items: posts, ordering: 0, categories: ['Living', 'Studio'], tags: ['coffee', 'glaze', 'kiln', 'people'] });
  const gallery = collection({ id: 'c-gallery', type: CollectionType.SLIDE_GALLERY, typeName: 'gallery', urlId: 'gallery', title: 'Gallery', items: galleryItems });
  const folder = collection({ id: 'c-info', type: CollectionType.GENERIC, typeName: 'folder', urlId: 'info', title: 'Studio', folder: true, folderBehavior: FolderBehavior.NONE, clickable: false, collections: [about, contact].map(({ items: _i, layout: _l, tags: _t, categories: _c, ...s }) => s) });
  const summary = (c: SnapshotCollection) => {
    const { items: _i, layout: _l, tags: _t, categories: _c, collections: _f, ...s } = c;
    return s;
  };
  const content: ContentSnapshot = {
    websiteId,
    generatedAt: T0,
    validUntil: null,
    homepageId: 'c-home',
    collections: [about, contact, gallery, home, folder, journal, shop],
    navigation: {
      mainNavigation: [
        { id: 'n1', title: 'Shop', collection: summary(shop), items: [] },
        { id: 'n2', title: 'Journal', collection: summary(journal), items: [] },
        { id: 'n3', title: 'Gallery', collection: summary(gallery), items: [] },
        { id: 'n4', title: 'Studio', collection: summary(folder), items: [
          { id: 'n5', title: 'About', collection: summary(about), items: [] },
          { id: 'n6', title: 'Contact', collection: summary(contact), items: [] },
        ] },
      ],
      secondaryNavigation: [{ id: 'n7', title: 'Instagram', externalLink: { url: 'https://instagram.com/oakandember', title: 'Instagram', newWindow: true }, items: [] }],
    },
    headerFooter: { header: '', footer: '' },
    categories: {},
  };
  const settings: StoreSettingsSnapshot = {
    websiteId,
    currency: 'USD',
    settings: {
      ...DEFAULT_STORE_SETTINGS,
      merchandising: {
        scarcity: { ...DEFAULT_STORE_SETTINGS.merchandising.scarcity, enabledOnProductPage: true },
        restock: { ...DEFAULT_STORE_SETTINGS.merchandising.restock, enabled: true, hiddenByDefault: false, mailingListSignUpEnabled: true },
      },
    },
    templateStoreSettings: { multipleQuantityAllowedForServices: true, testMode: false, defaultCurrency: 'USD', selectedCurrency: 'USD' },
  };

  const store: FakeStore = { website, content, catalog, stock, settings, styles: DEFAULT_SITE_STYLES, forms: [], exportCalls: 0, sources: undefined as unknown as SiteSnapshotSources };
  const count = <T>(value: () => T): Promise<T> => {
    store.exportCalls++;
    return Promise.resolve(structuredClone(value()));
  };
  store.sources = {
    sites: { get: (id) => count(() => (id === store.website.id ? store.website : null)), getStyles: () => count(() => store.styles) },
    content: { exportContent: () => count(() => store.content) },
    catalog: { exportCatalog: () => count(() => store.catalog) },
    inventory: { exportStock: () => count(() => store.stock) },
    storeSettings: { exportStoreSettings: () => count(() => store.settings) },
    media: { exportMedia: () => count((): MediaSnapshot => ({})) },
    forms: { list: () => count(() => store.forms) },
  };
  return store;
}

export const FAKE_ORIGIN = 'https://demo.example.com';
/** The CSP nonce pages rendered here carry on their scripts. */
export const TEST_CSP_NONCE = 'dGVzdC1ub25jZS1mb3ItcGFnZXM=';

/** A storefront over a fake store, with helpers for a page's HTML and its `?format=json` context. */
export function fakeStorefront(store: FakeStore = fakeStore()) {
  const events: EventBus = createEventBus((e) => {
    throw e;
  });
  const warnings: string[] = [];
  const clock = fixedClock(Date.UTC(2026, 10, 21, 12));
  const storefront = createStorefront({ sources: store.sources, events, clock, log: { warn: (m) => warnings.push(m) } });
  const page = (path: string, query: Record<string, string> = {}, format?: string) =>
    storefront.page(store.website, path, { origin: FAKE_ORIGIN, query, format, requestId: 'req-1', cspNonce: TEST_CSP_NONCE });
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- page contexts are free-form JSON
  const json = async (path: string, query: Record<string, string> = {}) => JSON.parse((await page(path, query, 'json')).body) as Record<string, any>;
  return { store, events, storefront, page, json, warnings, clock };
}
