/**
 * Products → Shopify's product CSV, the file `parseShopifyCsv` reads back: one row per variant
 * (the first also carries the product's fields), then a row per picture the variants did not
 * take. Prices are decimals of the currency, a sale writes the sale price as Variant Price and
 * the regular one as Compare At; unlimited stock leaves Variant Inventory Qty empty (the import
 * reads that as untracked). Pure: no I/O.
 */
import { ProductType } from '../../shared/enums';
import { toDecimalString, type Currency } from '../../shared/money';
import type { Product } from './catalog.types';

export const SHOPIFY_CSV_COLUMNS = [
  'Handle',
  'Title',
  'Body (HTML)',
  'Vendor',
  'Type',
  'Tags',
  'Published',
  'Option1 Name',
  'Option1 Value',
  'Option2 Name',
  'Option2 Value',
  'Option3 Name',
  'Option3 Value',
  'Variant SKU',
  'Variant Inventory Tracker',
  'Variant Inventory Qty',
  'Variant Inventory Policy',
  'Variant Fulfillment Service',
  'Variant Price',
  'Variant Compare At Price',
  'Variant Requires Shipping',
  'Image Src',
  'Image Position',
  'Image Alt Text',
  'Gift Card',
  'Variant Image',
  'Status',
] as const;
type Column = (typeof SHOPIFY_CSV_COLUMNS)[number];

/** A product with the store item fields and stock the file carries. */
export interface ExportedProduct {
  product: Product;
  handle: string;
  title: string;
  bodyHtml: string;
  /** The first category becomes Shopify's Type (the import reads Type as the category). */
  categories: string[];
  tags: string[];
  published: boolean;
  /** The item's own picture, used when the product has no gallery. */
  itemImage: string | null;
  /** Units per variant id; null for unlimited. */
  stock: Record<string, number | null>;
}

/** A field as CSV writes it: quoted when it holds a comma, quote or line break. */
function field(value: string): string {
  return /[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

function line(values: Partial<Record<Column, string>>): string {
  return SHOPIFY_CSV_COLUMNS.map((c) => field(values[c] ?? '')).join(',');
}

const bool = (b: boolean) => (b ? 'TRUE' : 'FALSE');

/** Site paths become web addresses on `origin`, as the import takes only http(s) pictures. */
function absolute(url: string, origin: string): string {
  return /^https?:\/\//i.test(url) ? url : `${origin}${url.startsWith('/') ? '' : '/'}${url}`;
}

function productLines(entry: ExportedProduct, currency: Currency, origin: string): string[] {
  const { product } = entry;
  const images = product.images.length > 0 ? product.images : entry.itemImage !== null ? [{ id: '', assetUrl: entry.itemImage, altText: null }] : [];
  const imageUrl = (id: string | null) => {
    const image = product.images.find((i) => i.id === id);
    return image === undefined ? '' : absolute(image.assetUrl, origin);
  };
  const options = product.variantOptionOrdering.slice(0, 3);
  const money = (amount: number) => toDecimalString({ amount, currency });
  const shipped = product.productType !== ProductType.DIGITAL && product.productType !== ProductType.PAYWALL;
  const rows = product.variants.map((v, i) => {
    const qty = entry.stock[v.id] ?? null;
    const values: Partial<Record<Column, string>> = {
      Handle: entry.handle,
      'Variant SKU': v.sku,
      'Variant Inventory Tracker': qty === null ? '' : 'shopify',
      'Variant Inventory Qty': qty === null ? '' : String(qty),
      'Variant Inventory Policy': 'deny',
      'Variant Fulfillment Service': 'manual',
      'Variant Price': money(v.onSale ? v.salePrice : v.price),
      'Variant Compare At Price': v.onSale ? money(v.price) : '',
      'Variant Requires Shipping': bool(shipped && product.productType !== ProductType.GIFT_CARD),
      'Variant Image': imageUrl(v.mainImageId),
    };
    if (options.length === 0) Object.assign(values, { 'Option1 Name': i === 0 ? 'Title' : '', 'Option1 Value': 'Default Title' });
    options.forEach((name, k) => {
      values[`Option${k + 1} Name` as Column] = i === 0 ? name : '';
      values[`Option${k + 1} Value` as Column] = v.attributes[name] ?? '';
    });
    const image = images[i];
    if (image !== undefined) Object.assign(values, { 'Image Src': absolute(image.assetUrl, origin), 'Image Position': String(i + 1), 'Image Alt Text': image.altText ?? '' });
    if (i === 0) {
      Object.assign(values, {
        Title: entry.title,
        'Body (HTML)': entry.bodyHtml,
        Type: entry.categories[0] ?? '',
        Tags: entry.tags.join(', '),
        Published: bool(entry.published),
        'Gift Card': bool(product.productType === ProductType.GIFT_CARD),
        Status: entry.published ? 'active' : 'draft',
      });
    }
    return line(values);
  });
  for (let k = product.variants.length; k < images.length; k++) {
    const image = images[k]!;
    rows.push(line({ Handle: entry.handle, 'Image Src': absolute(image.assetUrl, origin), 'Image Position': String(k + 1), 'Image Alt Text': image.altText ?? '' }));
  }
  return rows;
}

/** The CSV text (CRLF line ends, header first) of `products`; pictures on `origin` when stored as site paths. */
export function writeShopifyCsv(products: ExportedProduct[], currency: Currency, origin: string): string {
  const lines = [SHOPIFY_CSV_COLUMNS.map(field).join(','), ...products.flatMap((p) => productLines(p, currency, origin))];
  return `${lines.join('\r\n')}\r\n`;
}
