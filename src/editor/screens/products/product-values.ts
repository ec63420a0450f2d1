/**
 * A product as the product screen's form holds it (prices and stock as the text the owner
 * types), how it is read from the item and the catalog product, and what a save sends: the
 * item's changes, the product's replacement and each variant's stock change.
 */
import { z } from 'zod';
import type { ProductWithStock } from '../../../shared/api/catalog';
import type { Item, UpdateItemInput } from '../../../shared/api/content-items';
import { ProductType } from '../../../shared/enums';
import { parseDecimal, toDecimalString, type Currency } from '../../../shared/money';
import { variantsFor, type VariantRow } from './variant-rows';

export type { VariantRow } from './variant-rows';

/** Store default, on or off: a product may follow the store's merchandising choice or set its own. */
export type TriState = 'default' | 'on' | 'off';

export interface OptionValues {
  name: string;
  /** Comma-separated, as typed. */
  values: string;
}

export interface ProductImageValues {
  id: string;
  assetUrl: string;
  filename: string | null;
  originalSize: string | null;
  altText: string;
}

export interface ProductValues {
  title: string;
  description: string;
  status: 'published' | 'hidden';
  productType: ProductType;
  images: ProductImageValues[];
  options: OptionValues[];
  variants: VariantRow[];
  isSubscribable: boolean;
  billingValue: string;
  billingUnit: 'WEEK' | 'MONTH' | 'YEAR';
  billingCycles: string;
  additionalFieldsFormId: string;
  useCustomAddButtonText: boolean;
  customAddButtonText: string;
  scarcityEnabled: TriState;
  scarcityText: string;
  scarcityThreshold: string;
  customSoldOutText: string;
  restockNotificationsEnabled: TriState;
  mailingListSignUpEnabled: TriState;
  mailingListOptInByDefault: TriState;
  searchDescription: string;
  urlId: string;
  digitalFileAssetId: string | null;
}

const wholeCount = /^\d{1,10}$/;

/** What the form checks before sending; the server checks the rest and answers per field. */
export function productValuesSchema(currency: Currency) {
  const amount = (required: boolean) =>
    z.string().refine((t) => (t.trim() === '' ? !required : (parseDecimal(t, currency) ?? -1) >= 0), required ? 'Enter a price such as 19.99.' : 'Enter an amount such as 15.00, or leave it empty.');
  const row = z.looseObject({
    price: amount(true),
    salePrice: amount(false),
    stock: z.string().refine((t) => t.trim() === '' || wholeCount.test(t.trim()), 'Enter a whole number of units.'),
  });
  return z.looseObject({
    title: z.string().trim().min(1, 'Give the product a title.'),
    variants: z.array(row).min(1, 'A product has at least one variant.'),
    options: z.array(z.looseObject({ name: z.string().trim().min(1, 'Name the option, e.g. Size.'), values: z.string().refine((v) => splitValues(v).length > 0, 'List its values, e.g. S, M, L.') })),
    scarcityThreshold: z.string().refine((t) => t.trim() === '' || (wholeCount.test(t.trim()) && Number(t) >= 1), 'Enter a number of units from 1, or leave it empty.'),
    billingValue: z.string().refine((t) => /^\d{1,2}$/.test(t.trim()) && Number(t) >= 1 && Number(t) <= 52, 'Enter 1 to 52.'),
    billingCycles: z.string().refine((t) => /^\d{1,4}$/.test(t.trim()) && Number(t) <= 1000, 'Enter 0 (until cancelled) to 1000.'),
  });
}

export function splitValues(text: string): string[] {
  return [...new Set(text.split(',').map((v) => v.trim()).filter((v) => v !== ''))];
}

const tri = (v: boolean | undefined): TriState => (v === undefined ? 'default' : v ? 'on' : 'off');
const fromTri = (v: TriState): boolean | undefined => (v === 'default' ? undefined : v === 'on');

export function valuesOf(item: Item, product: ProductWithStock, currency: Currency): ProductValues {
  const m = product.merchandising;
  const optionNames = product.variantOptionOrdering;
  const options = optionNames.map((name) => ({ name, values: [...new Set(product.variants.map((v) => v.attributes[name]).filter((v): v is string => v !== undefined))].join(', ') }));
  const money = (amount: number) => toDecimalString({ amount, currency });
  return {
    title: item.title,
    description: item.body,
    status: item.status === 'published' || item.status === 'scheduled' ? 'published' : 'hidden',
    productType: product.productType,
    images: product.images.map((i) => ({ id: i.id, assetUrl: i.assetUrl, filename: i.filename, originalSize: i.originalSize, altText: i.altText ?? '' })),
    options,
    variants: product.variants.map((v) => ({
      key: v.id,
      id: v.id,
      sku: v.sku,
      price: money(v.price),
      salePrice: v.salePrice > 0 ? money(v.salePrice) : '',
      onSale: v.onSale,
      stock: String(v.stock.qtyInStock),
      unlimited: v.stock.unlimited,
      attributes: v.attributes,
      mainImageId: v.mainImageId,
      saved: { qtyInStock: v.stock.qtyInStock, unlimited: v.stock.unlimited },
    })),
    isSubscribable: product.isSubscribable,
    billingValue: String(product.subscriptionPlan?.billingPeriod.value ?? 1),
    billingUnit: product.subscriptionPlan?.billingPeriod.unit ?? 'MONTH',
    billingCycles: String(product.subscriptionPlan?.numBillingCycles ?? 0),
    additionalFieldsFormId: product.additionalFieldsFormId ?? '',
    useCustomAddButtonText: product.useCustomAddButtonText,
    customAddButtonText: product.customAddButtonText,
    scarcityEnabled: tri(m.scarcityEnabled),
    scarcityText: m.scarcityText ?? '',
    scarcityThreshold: m.scarcityThreshold === undefined ? '' : String(m.scarcityThreshold),
    customSoldOutText: m.customSoldOutText ?? '',
    restockNotificationsEnabled: tri(m.restockNotificationsEnabled),
    mailingListSignUpEnabled: tri(m.mailingListSignUpEnabled),
    mailingListOptInByDefault: tri(m.mailingListOptInByDefault),
    searchDescription: item.excerpt,
    urlId: item.urlId,
    digitalFileAssetId: product.digitalFileAssetId,
  };
}

/** Digital and paywall products sell one thing: no options, one variant. */
export function hasOptions(type: ProductType): boolean {
  return type !== ProductType.DIGITAL && type !== ProductType.PAYWALL;
}

/** The options that take part in the grid (named, with values). */
export function optionsOf(values: Pick<ProductValues, 'options' | 'productType'>): { name: string; values: string[] }[] {
  if (!hasOptions(values.productType)) return [];
  return values.options.map((o) => ({ name: o.name.trim(), values: splitValues(o.values) })).filter((o) => o.name !== '' && o.values.length > 0);
}

export { variantsFor };

function defined<T extends Record<string, unknown>>(o: T): T {
  return Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as T;
}

/** The catalog product body and stock changes of a save (values already checked by the schema). */
export function productBodyOf(values: ProductValues, currency: Currency) {
  const options = optionsOf(values);
  const amount = (t: string) => parseDecimal(t, currency) ?? 0;
  const subscribable = values.isSubscribable && (values.productType === ProductType.PHYSICAL || values.productType === ProductType.SERVICE);
  const variants = values.variants.map((v) => ({
    ...(v.id !== undefined && { id: v.id }),
    ...(v.sku.trim() !== '' && { sku: v.sku.trim() }),
    price: amount(v.price),
    salePrice: v.salePrice.trim() === '' ? 0 : amount(v.salePrice),
    onSale: v.onSale && v.salePrice.trim() !== '',
    attributes: v.attributes,
    mainImageId: v.mainImageId,
  }));
  const stock = values.variants.map((v) => {
    const saved = v.saved ?? { qtyInStock: 0, unlimited: false };
    if (v.unlimited !== saved.unlimited) return v.unlimited ? { unlimited: true } : { unlimited: false as const, expected: saved.qtyInStock, quantity: Number(v.stock || 0) };
    if (!v.unlimited && Number(v.stock || 0) !== saved.qtyInStock) return { expected: saved.qtyInStock, quantity: Number(v.stock || 0) };
    return null;
  });
  const product = {
    productType: values.productType,
    isSubscribable: subscribable,
    subscriptionPlan: subscribable ? { billingPeriod: { value: Number(values.billingValue), unit: values.billingUnit }, numBillingCycles: Number(values.billingCycles) } : null,
    variantOptionOrdering: options.map((o) => o.name),
    additionalFieldsFormId: values.additionalFieldsFormId === '' ? null : values.additionalFieldsFormId,
    ...(values.productType === ProductType.DIGITAL && { digitalFileAssetId: values.digitalFileAssetId }),
    useCustomAddButtonText: values.useCustomAddButtonText,
    customAddButtonText: values.customAddButtonText,
    merchandising: defined({
      scarcityEnabled: fromTri(values.scarcityEnabled),
      scarcityText: values.scarcityText.trim() === '' ? undefined : values.scarcityText,
      scarcityThreshold: values.scarcityThreshold.trim() === '' ? undefined : Number(values.scarcityThreshold),
      customSoldOutText: values.customSoldOutText.trim() === '' ? undefined : values.customSoldOutText,
      restockNotificationsEnabled: fromTri(values.restockNotificationsEnabled),
      mailingListSignUpEnabled: fromTri(values.mailingListSignUpEnabled),
      mailingListOptInByDefault: fromTri(values.mailingListOptInByDefault),
    }),
    images: values.images.map((i) => ({ id: i.id, assetUrl: i.assetUrl, filename: i.filename, originalSize: i.originalSize, altText: i.altText.trim() === '' ? null : i.altText })),
    variants,
  };
  return { product, stock };
}

/** The item's changes of a save: title, description, search description and slug. */
export function itemUpdateOf(values: ProductValues, saved: ProductValues): UpdateItemInput {
  return {
    title: values.title.trim(),
    body: values.description,
    excerpt: values.searchDescription,
    ...(values.urlId.trim() !== saved.urlId && { urlId: values.urlId.trim() }),
  };
}
