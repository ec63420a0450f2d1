/**
 * The owner's store calls (spec §3 Product; PROD-*, STORE-17, GAP-84): products with their
 * variants, images and stock, stock changes and their history, product import and store
 * creation. What a product input must look like is written here once: the catalog module
 * parses with the same schema and adds the rules that span fields (catalog.schema.ts).
 */
import { z } from 'zod';
import { ProductType, SubscriptionUnit } from '../enums';

export const CATALOG_LIMITS = {
  maxVariants: 250,
  maxOptions: 6,
  /** Minor units; keeps amounts inside a PostgreSQL integer. */
  maxPrice: 999_999_999,
  maxSkuLength: 64,
  maxOptionText: 100,
  maxButtonText: 100,
  maxMerchandisingText: 500,
  maxImages: 50,
  maxImageIdLength: 64,
} as const;

const PRODUCT_TYPE_CODES = Object.values(ProductType) as number[];

const price = z.number().int('Prices are whole minor units.').min(0).max(CATALOG_LIMITS.maxPrice);
const optionText = z.string().trim().min(1).max(CATALOG_LIMITS.maxOptionText);

export const subscriptionPlanSchema = z.object({
  billingPeriod: z.object({ value: z.number().int().min(1).max(52), unit: z.enum(SubscriptionUnit) }),
  numBillingCycles: z.number().int().min(0).max(1000),
});

/** A product's own key for an image: letters, digits, `-` and `_` (it goes into `data-image-id`). */
const imageId = z
  .string()
  .regex(new RegExp(`^[A-Za-z0-9_-]{1,${CATALOG_LIMITS.maxImageIdLength}}$`), 'An image id is 1 to 64 letters, digits, - or _.');

/** A site path or a web address; never another scheme (javascript:, data:) in an img src. */
const imageAddress = z
  .string()
  .trim()
  .min(1)
  .max(2048)
  .refine((url) => /^(\/(?!\/)|https?:\/\/)\S*$/i.test(url), 'An image address is a path on this site or an http(s) web address.');

export const productImageInputSchema = z.object({
  id: imageId.optional(),
  assetUrl: imageAddress,
  filename: z.string().trim().max(255).nullable().optional(),
  originalSize: z.string().regex(/^[1-9]\d{0,5}x[1-9]\d{0,5}$/, 'A size is WIDTHxHEIGHT in pixels.').nullable().optional(),
  mediaFocalPoint: z.object({ x: z.number().min(0).max(1), y: z.number().min(0).max(1) }).nullable().optional(),
  altText: z.string().max(1000).nullable().optional(),
  systemDataVariants: z.string().max(500).nullable().optional(),
});

export const variantInputSchema = z.object({
  id: z.string().min(1).max(64).optional(),
  sku: z.string().trim().min(1).max(CATALOG_LIMITS.maxSkuLength).optional(),
  price,
  salePrice: price.optional(),
  onSale: z.boolean().optional(),
  attributes: z.record(optionText, optionText).optional(),
  mainImageId: imageId.nullable().optional(),
});

export const productMerchandisingSchema = z.object({
  scarcityEnabled: z.boolean().optional(),
  scarcityText: z.string().max(CATALOG_LIMITS.maxMerchandisingText).optional(),
  scarcityThreshold: z.number().int().min(1, 'A threshold is at least 1 unit.').max(10_000).optional(),
  customSoldOutText: z.string().max(CATALOG_LIMITS.maxMerchandisingText).optional(),
  restockNotificationsEnabled: z.boolean().optional(),
  restockHiddenByDefault: z.boolean().optional(),
  mailingListSignUpEnabled: z.boolean().optional(),
  mailingListOptInByDefault: z.boolean().optional(),
});

export const productInputSchema = z.object({
  productType: z
    .number()
    .int()
    .refine((n) => PRODUCT_TYPE_CODES.includes(n), 'Product types are 1 (physical) to 5 (paywall).')
    .transform((n) => n as ProductType),
  isSubscribable: z.boolean().optional(),
  subscriptionPlan: subscriptionPlanSchema.nullable().optional(),
  variantOptionOrdering: z.array(optionText).max(CATALOG_LIMITS.maxOptions).optional(),
  additionalFieldsFormId: z.string().min(1).max(64).nullable().optional(),
  /** Digital products: the media asset buyers download; left out, an update keeps the file it has. */
  digitalFileAssetId: z.string().trim().min(1).max(64).nullable().optional(),
  useCustomAddButtonText: z.boolean().optional(),
  customAddButtonText: z.string().max(CATALOG_LIMITS.maxButtonText).optional(),
  merchandising: productMerchandisingSchema.optional(),
  images: z.array(productImageInputSchema).max(CATALOG_LIMITS.maxImages).optional(),
  variants: z.array(variantInputSchema).min(1, 'A product has at least one variant.').max(CATALOG_LIMITS.maxVariants),
});


/** Stock limits (the inventory module enforces the same). */
export const INVENTORY_LIMITS = {
  /** Units one variant may hold; keeps sums inside a PostgreSQL integer. */
  maxQuantity: 1_000_000_000,
  maxReasonLength: 200,
} as const;

// ── What the calls take ────────────────────────────────────────────────────────────────────

export const ProductParams = z.object({ itemId: z.string().min(1).max(64) });
export const VariantParams = z.object({ variantId: z.string().min(1).max(64) });

const count = z.number().int().min(0).max(INVENTORY_LIMITS.maxQuantity);
const reason = z.string().trim().max(INVENTORY_LIMITS.maxReasonLength).optional();
/** A stock change: a delta, the quantity the owner saw → a new one, or unlimited on/off. */
export const StockChangeBody = z.union([
  z.strictObject({ delta: z.number().int().refine((n) => n !== 0, 'Enter a number of units other than 0.'), reason }),
  z.strictObject({ expected: count, quantity: count, reason }),
  z.strictObject({ unlimited: z.boolean(), reason }),
]);
export const StockHistoryQuery = z.object({
  limit: z.coerce.number().int().min(1).max(200).optional(),
  before: z.coerce.number().int().min(0).optional(),
});

export const NewProductBody = z.strictObject({
  collectionId: z.string().min(1).max(64).optional(),
  // The content module checks the item fields themselves.
  item: z.looseObject({ title: z.string() }),
  product: productInputSchema,
  stock: z.array(z.union([z.strictObject({ quantity: count }), z.strictObject({ unlimited: z.literal(true) })])).optional(),
});
/**
 * A variant's stock set with a product update: the quantity the owner saw → a new one, or
 * unlimited on/off (off may come with the quantity to count from then); null leaves it as it
 * is. New variants start at 0 (`expected: 0`).
 */
const variantStockChange = z
  .union([
    z.strictObject({ expected: count, quantity: count }),
    z.strictObject({ unlimited: z.boolean() }),
    // Unlimited off, then counted from `expected` (the quantity kept while unlimited) to `quantity`.
    z.strictObject({ unlimited: z.literal(false), expected: count, quantity: count }),
  ])
  .nullable();
export const ProductUpdateBody = z.strictObject({
  product: productInputSchema,
  expectedVersion: z.number().int().min(1).optional(),
  /** Stock changes in the order of `product.variants`, made in the update's transaction. */
  stock: z.array(variantStockChange).max(CATALOG_LIMITS.maxVariants).optional(),
});

export const StoreBody = z.strictObject({
  storeTitle: z.string().trim().max(200),
  addToMainNav: z.boolean(),
  fallbackStoreTitle: z.string().trim().min(1).max(200),
  allCategoryDisplayName: z.string().trim().min(1).max(200),
  // GAP-84: the site is the request's; a websiteId in the body is ignored.
  websiteId: z.string().optional(),
  templateId: z.string().max(64).nullable().optional(),
  isSevenOne: z.boolean().optional(),
  storeUrls: z.array(z.string().max(200)).max(10_000).optional(),
  publish: z.boolean().optional(),
});
/** The import's JSON body; a `text/csv` body is the CSV itself (read by the route). */
export const ImportJsonBody = z.strictObject({ csv: z.string() });

// ── Answers ────────────────────────────────────────────────────────────────────────────────

/** Spec §3 Subscription: every `billingPeriod.value` units, `numBillingCycles` times (0 = until cancelled). */
export const SubscriptionPlan = z
  .object({ billingPeriod: z.object({ value: z.number(), unit: z.enum(SubscriptionUnit) }), numBillingCycles: z.number() })
  .meta({ id: 'SubscriptionPlan' });
export type SubscriptionPlan = z.infer<typeof SubscriptionPlan>;

/**
 * The owner's per-product merchandising choices; anything left out follows the store's
 * merchandising defaults when the storefront builds the context.
 */
export const ProductMerchandising = z
  .object({
    scarcityEnabled: z.boolean().optional(),
    scarcityText: z.string().optional().meta({ description: 'Message pattern; `{qtyInStock}` is replaced by the variant\'s stock.' }),
    scarcityThreshold: z.number().optional().meta({ description: "GAP-74: the message shows while a variant's stock is above 0 and at most this." }),
    customSoldOutText: z.string().optional(),
    restockNotificationsEnabled: z.boolean().optional(),
    restockHiddenByDefault: z.boolean().optional().meta({ description: 'GAP-16: the restock form starts hidden behind a "Notify me" button.' }),
    mailingListSignUpEnabled: z.boolean().optional().meta({ description: 'RSTK-02: the restock form offers joining the mailing list.' }),
    mailingListOptInByDefault: z.boolean().optional().meta({ description: 'RSTK-02: that checkbox starts checked.' }),
  })
  .meta({ id: 'ProductMerchandising' });
export type ProductMerchandising = z.infer<typeof ProductMerchandising>;

const variantFields = {
  id: z.string(),
  sku: z.string(),
  price: z.number().meta({ description: 'Regular price, minor units.' }),
  salePrice: z.number().meta({ description: 'Sale price, minor units; used while `onSale`.' }),
  onSale: z.boolean(),
  attributes: z.record(z.string(), z.string()).meta({ description: 'Option name → value, e.g. `{Color: "Red", Size: "M"}`.' }),
  position: z.number(),
  mainImageId: z.string().nullable().meta({ description: 'PDP-02: the id of the product image shown while this variant is chosen.' }),
};
export const Variant = z.object(variantFields).meta({ id: 'Variant' });
export type Variant = z.infer<typeof Variant>;

/** One picture of a product's gallery (MEDIA-10 fields); its id is the product's own key for it. */
export const ProductImage = z
  .object({
    id: z.string(),
    assetUrl: z.string(),
    filename: z.string().nullable(),
    originalSize: z.string().nullable().meta({ description: '`WxH`.' }),
    mediaFocalPoint: z.object({ x: z.number(), y: z.number() }).nullable(),
    altText: z.string().nullable(),
    systemDataVariants: z.string().nullable(),
  })
  .meta({ id: 'ProductImage' });
export type ProductImage = z.infer<typeof ProductImage>;

const productFields = {
  id: z.string().meta({ description: "The content item's id (NAV-10)." }),
  itemId: z.string(),
  websiteId: z.string(),
  productType: z.literal(Object.values(ProductType)),
  isSubscribable: z.boolean(),
  subscriptionPlan: SubscriptionPlan.nullable(),
  variantOptionOrdering: z.array(z.string()),
  additionalFieldsFormId: z.string().nullable(),
  digitalFileAssetId: z.string().nullable().meta({ description: 'Digital products: the media asset a paid order lets the buyer download; null: none yet.' }),
  useCustomAddButtonText: z.boolean(),
  customAddButtonText: z.string(),
  merchandising: ProductMerchandising,
  images: z.array(ProductImage).meta({ description: "The product page's gallery, in order; empty when the product shows its item's own image." }),
  version: z.number().meta({ description: 'Bumped on every change; updates may state the version they replace.' }),
  createdAt: z.number(),
  updatedAt: z.number(),
};
export const Product = z.object({ ...productFields, variants: z.array(Variant) }).meta({ id: 'Product' });
export type Product = z.infer<typeof Product>;

export const StockLevel = z.object({ variantId: z.string(), qtyInStock: z.number(), unlimited: z.boolean() }).meta({ id: 'StockLevel' });
export type StockLevel = z.infer<typeof StockLevel>;

/** A product as the owner's store calls answer it: each variant with its stock. */
export const ProductWithStock = z
  .object({ ...productFields, variants: z.array(z.object({ ...variantFields, stock: StockLevel })) })
  .meta({ id: 'ProductWithStock' });
export type ProductWithStock = z.infer<typeof ProductWithStock>;
export const ProductAnswer = z.object({ product: ProductWithStock });
export type ProductAnswer = z.infer<typeof ProductAnswer>;
export const ProductsAnswer = z.object({ products: z.array(ProductWithStock) });
export type ProductsAnswer = z.infer<typeof ProductsAnswer>;
export const StockAnswer = z.object({ stock: StockLevel });
export type StockAnswer = z.infer<typeof StockAnswer>;

export const StockAdjustment = z
  .object({
    id: z.string(),
    variantId: z.string(),
    delta: z.number(),
    qtyAfter: z.number(),
    unlimitedAfter: z.boolean(),
    reason: z.string(),
    actor: z.string().nullable(),
    at: z.number(),
  })
  .meta({ id: 'StockAdjustment' });
export type StockAdjustment = z.infer<typeof StockAdjustment>;
/** A variant's history, newest first; `nextCursor` goes back as `before` for older entries. */
export const StockHistory = z.object({ adjustments: z.array(StockAdjustment), nextCursor: z.number().nullable() });
export type StockHistory = z.infer<typeof StockHistory>;
