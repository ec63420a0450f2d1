/**
 * The demo store: created with the store-creation flow, with a category tree and one product
 * of every kind a store sells: physical goods with options (a sold-out, an on-sale and a
 * low-stock variant), a digital download, a workshop (service), a gift card in denominations,
 * a coffee subscription every two weeks, and a personalised tote whose order carries an
 * additional-fields form. Prices are minor units of the site's currency (USD).
 */
import type { ProductImageInput, ProductInput } from '../modules/catalog';
import { ProductType } from '../shared/enums';
import type { DemoServices } from './demo-services';
import { assetNamed, itemImageFields, type DemoAssets } from './demo-media';

type Stock = { quantity: number } | { unlimited: true };

interface DemoProduct {
  urlId: string;
  title: string;
  /** Demo picture file name. */
  image: string;
  /**
   * PDP-02: the product page's own gallery (picture file names; the first shows before a
   * choice) and the picture each value of one option shows as its variants' main image.
   */
  gallery?: { images: string[]; option: string; byValue: Record<string, string> };
  excerpt: string;
  body: string;
  tags: string[];
  categories: string[];
  /** Shown by the home page's featured products. */
  featured?: boolean;
  product: ProductInput;
  /** Starting stock, one per variant. */
  stock: Stock[];
}

const CATEGORIES = ['Kitchen', 'Home', 'Apparel', 'Paper Goods', 'Digital', 'Workshops', 'Gifts'];

const qty = (quantity: number): Stock => ({ quantity });
const UNLIMITED: Stock = { unlimited: true };

/** The workshop's two Saturday sessions, the first at least two weeks after `now` (calendar days in UTC). */
export function workshopSessions(now: number): string[] {
  const day = 24 * 60 * 60 * 1000;
  const start = new Date(now + 14 * day);
  const toSaturday = (6 - start.getUTCDay() + 7) % 7;
  const format = new Intl.DateTimeFormat('en-US', { weekday: 'long', month: 'long', day: 'numeric', timeZone: 'UTC' });
  return [0, 7].map((offset) => `${format.format(new Date(start.getTime() + (toSaturday + offset) * day))}, 10 am`);
}

/** The demo's products; workshop sessions are dated from `now`; the tote opens the form `toteFormId` (demo-forms.ts). */
export function demoProducts(now: number, toteFormId: string): DemoProduct[] {
  const sessions = workshopSessions(now);
  return [
    {
      urlId: 'stoneware-mug',
      title: 'Speckled Stoneware Mug',
      image: 'ceramic-mug-sage.jpg',
      gallery: {
        images: ['ceramic-mug-sage.jpg', 'ceramic-mug-charcoal.jpg'],
        option: 'Color',
        byValue: { Sage: 'ceramic-mug-sage.jpg', Charcoal: 'ceramic-mug-charcoal.jpg' },
      },
      excerpt: 'Wheel-thrown in our studio, glazed in sage or charcoal. Holds the first coffee of the day.',
      body:
        '<p>Every mug is thrown by hand from a speckled buff clay, trimmed with a soft foot and dipped in one of our two house glazes. No two are quite alike: the iron in the clay rises through the glaze as tiny dark freckles.</p>' +
        '<ul><li>8 oz (240 ml) or 12 oz (350 ml)</li><li>Dishwasher and microwave safe</li><li>Made in Portland, Maine</li></ul>',
      tags: ['ceramics', 'handmade', 'coffee'],
      categories: ['Kitchen'],
      featured: true,
      product: {
        productType: ProductType.PHYSICAL,
        variantOptionOrdering: ['Color', 'Size'],
        merchandising: { scarcityEnabled: true, restockNotificationsEnabled: true },
        variants: [
          { sku: 'MUG-SAGE-8', price: 2800, attributes: { Color: 'Sage', Size: '8 oz' } },
          { sku: 'MUG-SAGE-12', price: 3200, attributes: { Color: 'Sage', Size: '12 oz' } },
          { sku: 'MUG-CHAR-8', price: 2800, attributes: { Color: 'Charcoal', Size: '8 oz' } },
          { sku: 'MUG-CHAR-12', price: 3200, salePrice: 2600, onSale: true, attributes: { Color: 'Charcoal', Size: '12 oz' } },
        ],
      },
      // Sage 12 oz is nearly gone (scarcity shows), Charcoal 8 oz is sold out, Charcoal 12 oz is on sale.
      stock: [qty(14), qty(2), qty(0), qty(9)],
    },
    {
      urlId: 'fig-and-cedar-candle',
      title: 'Fig & Cedar Soy Candle',
      image: 'soy-candle.jpg',
      excerpt: 'Ripe fig, cedarwood and a little smoke, poured into amber glass. About 50 hours.',
      body: '<p>Hand-poured soy wax with a cotton wick in a reusable amber tumbler. Green fig and cedarwood up top, warm smoke underneath: the smell of the studio when the kiln is cooling.</p><p>Burn time about 50 hours. Trim the wick to 5 mm before each burn.</p>',
      tags: ['candle', 'gift'],
      categories: ['Home', 'Gifts'],
      featured: true,
      product: { productType: ProductType.PHYSICAL, variants: [{ sku: 'CANDLE-FIG', price: 2400 }] },
      stock: [qty(30)],
    },
    {
      urlId: 'personalised-canvas-tote',
      title: 'Personalised Canvas Tote',
      image: 'canvas-tote.jpg',
      excerpt: 'Heavy natural canvas with our sunset print, embroidered with the name or words you choose.',
      body: '<p>A roomy tote in 12 oz organic canvas, screen printed with our sunset-over-the-hills design. Tell us up to 20 characters when you add it to your cart and we will embroider them under the print in rust, navy or cream thread.</p><p>Personalised items ship in 5 to 7 days and cannot be returned.</p>',
      tags: ['personalised', 'canvas', 'gift'],
      categories: ['Apparel', 'Gifts'],
      featured: true,
      product: {
        productType: ProductType.PHYSICAL,
        additionalFieldsFormId: toteFormId,
        useCustomAddButtonText: true,
        customAddButtonText: 'Personalise and add',
        variants: [{ sku: 'TOTE-PERSONAL', price: 3800 }],
      },
      stock: [qty(25)],
    },
    {
      urlId: 'organic-cotton-tee',
      title: 'Organic Cotton Tee',
      image: 'organic-tee.jpg',
      excerpt: 'A soft, heavy tee in terracotta with a small hills print on the chest.',
      body: '<p>Garment-dyed organic cotton jersey, 200 g/m², with a relaxed fit and a dropped shoulder. The hills print is water-based ink, printed a few dozen at a time.</p>',
      tags: ['apparel', 'organic'],
      categories: ['Apparel'],
      product: {
        productType: ProductType.PHYSICAL,
        variantOptionOrdering: ['Size'],
        variants: ['S', 'M', 'L', 'XL'].map((size) => ({ sku: `TEE-TERRA-${size}`, price: 3600, attributes: { Size: size } })),
      },
      stock: [qty(8), qty(12), qty(10), qty(4)],
    },
    {
      urlId: 'sunset-hills-print',
      title: 'Sunset Hills Art Print',
      image: 'art-print.jpg',
      excerpt: 'A giclée print of our sunset drawing on cotton rag paper, signed on the back.',
      body: '<p>Printed with archival pigment inks on 300 g cotton rag paper and signed by hand. Frame not included.</p>',
      tags: ['print', 'wall art'],
      categories: ['Home', 'Paper Goods'],
      product: {
        productType: ProductType.PHYSICAL,
        variantOptionOrdering: ['Size'],
        variants: [
          { sku: 'PRINT-SUNSET-A4', price: 3000, attributes: { Size: 'A4' } },
          { sku: 'PRINT-SUNSET-A3', price: 4500, attributes: { Size: 'A3' } },
        ],
      },
      stock: [qty(20), qty(11)],
    },
    {
      urlId: 'linen-sketchbook',
      title: 'Linen Sketchbook',
      image: 'linen-notebook.jpg',
      excerpt: 'Lay-flat sketchbook with a slate linen cover and 160 pages of thick, toothy paper.',
      body: '<p>Thread-sewn so it opens flat, with 160 pages of 140 g cream paper that takes pencil, ink and a light wash. An elastic band keeps it closed in a bag.</p>',
      tags: ['paper', 'drawing'],
      categories: ['Paper Goods'],
      product: { productType: ProductType.PHYSICAL, variants: [{ sku: 'BOOK-LINEN', price: 1800 }] },
      stock: [qty(40)],
    },
    {
      urlId: 'potted-house-plant',
      title: 'House Plant in a Terracotta Pot',
      image: 'house-plant.jpg',
      excerpt: 'An easy-going leafy plant in one of our unglazed terracotta pots. Studio pickup only.',
      body: '<p>A healthy, happy plant in a 6 inch pot we threw from red terracotta and left unglazed so the roots can breathe. Plants do not travel well: collect yours from the studio.</p>',
      tags: ['plants', 'terracotta'],
      categories: ['Home'],
      product: { productType: ProductType.PHYSICAL, variants: [{ sku: 'PLANT-TERRA', price: 4200 }] },
      stock: [qty(6)],
    },
    {
      urlId: 'highland-coffee-subscription',
      title: 'Highland Coffee Subscription',
      image: 'coffee-subscription.jpg',
      excerpt: 'A fresh 340 g bag of our medium roast every two weeks. Pause or cancel any time.',
      body: '<p>Our friends at a small roastery down the road roast a single-origin medium roast for us every other Monday: chocolate, red apple and a little brown sugar. You get a bag two days later, every two weeks.</p>',
      tags: ['coffee', 'subscription'],
      categories: ['Kitchen'],
      featured: true,
      product: {
        productType: ProductType.PHYSICAL,
        isSubscribable: true,
        subscriptionPlan: { billingPeriod: { value: 2, unit: 'WEEK' }, numBillingCycles: 0 },
        variantOptionOrdering: ['Grind'],
        variants: [
          { sku: 'COFFEE-SUB-WHOLE', price: 1800, attributes: { Grind: 'Whole bean' } },
          { sku: 'COFFEE-SUB-FILTER', price: 1800, attributes: { Grind: 'Ground for filter' } },
        ],
      },
      stock: [UNLIMITED, UNLIMITED],
    },
    {
      urlId: 'night-sky-wallpapers',
      title: 'Night Sky Phone Wallpapers',
      image: 'phone-wallpapers.jpg',
      excerpt: 'Six wallpapers from our night-sky drawings, sized for every phone. Instant download.',
      body: '<p>Six high-resolution wallpapers (PNG, 1290 × 2796) from our night-sky series. The download link arrives by email as soon as your order is placed.</p>',
      tags: ['digital', 'wallpaper'],
      categories: ['Digital'],
      product: { productType: ProductType.DIGITAL, variants: [{ sku: 'DIGI-WALLPAPERS', price: 600 }] },
      stock: [UNLIMITED],
    },
    {
      urlId: 'wheel-throwing-workshop',
      title: 'Wheel-Throwing Workshop',
      image: 'stoneware-bowls.jpg',
      excerpt: 'Three hours at the wheel with our potters. Make two bowls; we glaze and fire them for you.',
      body: '<p>A small-group introduction to the potter\'s wheel: centring, opening, pulling walls and trimming. Everyone leaves with two bowls, which we glaze in sage and fire; they are ready to collect three weeks later.</p><p>Clay, tools and aprons included. Six places per session.</p>',
      tags: ['workshop', 'ceramics'],
      categories: ['Workshops'],
      product: {
        productType: ProductType.SERVICE,
        variantOptionOrdering: ['Session'],
        variants: sessions.map((session, i) => ({ sku: `WORKSHOP-SESSION-${i + 1}`, price: 9500, attributes: { Session: session } })),
      },
      stock: [qty(6), qty(4)],
    },
    {
      urlId: 'gift-card',
      title: 'Stoa Studio Gift Card',
      image: 'gift-card.jpg',
      excerpt: 'Let them choose: a gift card for anything in the shop or a place at a workshop.',
      body: '<p>Delivered by email with your message, redeemable on anything in the shop, including workshops. Gift cards never expire.</p>',
      tags: ['gift'],
      categories: ['Gifts'],
      product: { productType: ProductType.GIFT_CARD, variants: [2500, 5000, 10000, 15000].map((price) => ({ sku: `GIFT-${price / 100}`, price })) },
      stock: [UNLIMITED, UNLIMITED, UNLIMITED, UNLIMITED],
    },
  ];
}

export interface DemoStore {
  collectionId: string;
  urlId: string;
  /** Item ids by the products' URL ids. */
  productIds: Map<string, string>;
  /** The personalised tote's additional-fields form. */
  toteFormId: string;
}

/** Creates the store (through the store-creation flow), its categories and every demo product. */
export async function createDemoStore(services: DemoServices, websiteId: string, now: number, toteFormId: string): Promise<DemoStore> {
  const store = await services.storeFlows.createStore({
    websiteId,
    storeTitle: 'Shop',
    fallbackStoreTitle: 'Store',
    allCategoryDisplayName: 'All',
    // The demo sets its whole main navigation in order afterwards.
    addToMainNav: false,
    publish: true,
  });
  const root = (await services.content.listCategories(websiteId, store.collectionId)).find((c) => c.type === 'ROOT');
  for (const displayName of CATEGORIES) {
    await services.content.createCategory(websiteId, store.collectionId, { displayName, ...(root !== undefined && { parentCategoryId: root.id }) });
  }
  await services.content.updateCollection(websiteId, store.collectionId, {
    description: '<p>Small-batch ceramics, goods for the home and a place at the wheel.</p>',
    settings: { collectionView: 'grid', pageSize: 24, relatedItemsEnabled: true },
  });

  // BNPL: the demo store takes instalments (a US provider account), so product pages show the messaging and its popup.
  await services.storeSettings.updateStoreSettings(websiteId, { instalments: { connected: true, paymentAccountCountry: 'US' } });

  const productIds = new Map<string, string>();
  for (const demo of demoProducts(now, toteFormId)) {
    const created = await services.storeFlows.createProduct(websiteId, {
      collectionId: store.collectionId,
      item: { title: demo.title, urlId: demo.urlId, excerpt: demo.excerpt, body: demo.body, tags: demo.tags, categories: demo.categories, status: 'published' },
      product: demo.product,
      stock: demo.stock,
      actor: 'demo',
    });
    productIds.set(demo.urlId, created.itemId);
  }
  return { collectionId: store.collectionId, urlId: store.urlId, productIds, toteFormId };
}

/** A product image of an uploaded picture, keyed by its asset id. */
function productImageOf(assets: DemoAssets, name: string): ProductImageInput & { id: string } {
  const { colorData: _colors, ...fields } = itemImageFields(assetNamed(assets, name));
  return { id: assetNamed(assets, name).id, ...fields };
}

/** Gives the product its gallery and points each variant at its option value's picture (an owner's product update). */
async function showDemoGallery(services: DemoServices, websiteId: string, itemId: string, demo: DemoProduct, assets: DemoAssets): Promise<void> {
  const gallery = demo.gallery;
  if (gallery === undefined) return;
  const stored = await services.storeFlows.getProduct(websiteId, itemId);
  const images = gallery.images.map((name) => productImageOf(assets, name));
  const variants = demo.product.variants.map((v, i) => {
    const picture = gallery.byValue[v.attributes?.[gallery.option] ?? ''];
    return { ...v, id: stored.variants[i]!.id, mainImageId: picture === undefined ? null : productImageOf(assets, picture).id };
  });
  await services.storeFlows.updateProduct(websiteId, itemId, { ...demo.product, images, variants });
}

/** Gives each product its picture (the item's image fields) and its gallery, and stars the featured ones. */
export async function showDemoProductImages(services: DemoServices, websiteId: string, store: DemoStore, assets: DemoAssets, now: number): Promise<void> {
  for (const demo of demoProducts(now, store.toteFormId)) {
    const itemId = store.productIds.get(demo.urlId);
    if (itemId === undefined) continue;
    await services.content.updateItem(websiteId, itemId, { ...itemImageFields(assetNamed(assets, demo.image)), starred: demo.featured === true });
    await showDemoGallery(services, websiteId, itemId, demo, assets);
  }
}
