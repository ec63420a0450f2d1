/**
 * Shopify's product CSV → products to import. One product per Handle: its first row carries
 * the product (Title, Body (HTML), Type, Tags, Published, Gift Card, option names); every row
 * with option values, a SKU or a price is a variant; rows with only an Image Src add images. A
 * variant's Variant Image (when the file has the column) is its main image, added to the
 * product's images when no Image Src lists it.
 * Variant Compare At Price above Variant Price means on sale (regular = Compare At, sale =
 * Price). A product none of whose variants needs shipping is digital; Gift Card TRUE makes a
 * gift card. Every problem is reported with its line ("line 7: Variant Price is not a
 * number"); a file with any problem yields no products. Pure: no I/O.
 */
import { ProductType } from '../../shared/enums';
import { parseDecimal, type Currency } from '../../shared/money';
import { CATALOG_LIMITS } from './catalog.schema';
import { readCsvRecords, type CsvRecord } from './csv-records';

export interface CsvLineError {
  line: number;
  message: string;
  /** `line 7: Variant Price is not a number` */
  text: string;
}

export interface ShopifyVariant {
  line: number;
  sku: string | null;
  /** Minor units. */
  price: number;
  salePrice: number;
  onSale: boolean;
  /** null when the file gives none: stock is not tracked (unlimited). */
  inventoryQty: number | null;
  attributes: Record<string, string>;
  requiresShipping: boolean;
  /** PDP-02: the Variant Image web address (one of the product's `images`), or null. */
  image: string | null;
}

export interface ShopifyProduct {
  line: number;
  handle: string;
  title: string;
  bodyHtml: string;
  /** Shopify's free-text product type (a category, not Stoa's product type). */
  type: string;
  tags: string[];
  published: boolean;
  productType: ProductType;
  optionNames: string[];
  variants: ShopifyVariant[];
  images: string[];
}

export type ShopifyCsvResult = { ok: true; products: ShopifyProduct[] } | { ok: false; errors: CsvLineError[] };

const REQUIRED_COLUMNS = ['Handle', 'Title', 'Variant Price'] as const;
const OPTION_SLOTS = [1, 2, 3] as const;
const VARIANT_COLUMNS = ['Option1 Value', 'Option2 Value', 'Option3 Value', 'Variant SKU', 'Variant Price', 'Variant Compare At Price', 'Variant Inventory Qty'];

function lineError(line: number, message: string): CsvLineError {
  return { line, message, text: `line ${line}: ${message}` };
}

/** A row's fields by column name ('' for a column the file lacks or the row leaves out). */
type Row = { line: number; get(column: string): string };

function rowsOf(records: CsvRecord[], columns: Map<string, number>): Row[] {
  return records.map((r) => ({ line: r.line, get: (c) => (columns.has(c) ? (r.fields[columns.get(c)!] ?? '').trim() : '') }));
}

/** Reads the Shopify product CSV `text`; amounts are read in `currency`'s minor units. */
export function parseShopifyCsv(text: string, currency: Currency): ShopifyCsvResult {
  const read = readCsvRecords(text);
  if (!read.ok) return { ok: false, errors: [lineError(read.line, read.message)] };
  const [header, ...body] = read.records;
  if (header === undefined) return { ok: false, errors: [lineError(1, 'the file is empty')] };
  const columns = new Map<string, number>();
  header.fields.forEach((name, i) => {
    if (!columns.has(name.trim())) columns.set(name.trim(), i);
  });
  const missing = REQUIRED_COLUMNS.filter((c) => !columns.has(c));
  if (missing.length > 0) return { ok: false, errors: [lineError(header.line, `missing column ${missing.join(', ')}`)] };

  const errors: CsvLineError[] = [];
  for (const r of body) {
    if (r.fields.length > header.fields.length) {
      errors.push(lineError(r.line, `has ${r.fields.length} fields, the header has ${header.fields.length}`));
    }
  }
  const groups = new Map<string, Row[]>();
  for (const row of rowsOf(body, columns)) {
    const handle = row.get('Handle').toLowerCase();
    if (handle === '') {
      errors.push(lineError(row.line, 'Handle is missing'));
      continue;
    }
    const group = groups.get(handle);
    if (group === undefined) groups.set(handle, [row]);
    else group.push(row);
  }
  const products: ShopifyProduct[] = [];
  const skuLines = new Map<string, number>();
  for (const [handle, rows] of groups) {
    const product = readProduct(handle, rows, currency, errors);
    for (const v of product.variants) {
      if (v.sku === null) continue;
      const earlier = skuLines.get(v.sku);
      if (earlier !== undefined) errors.push(lineError(v.line, `Variant SKU ${v.sku} is also on line ${earlier}`));
      else skuLines.set(v.sku, v.line);
    }
    products.push(product);
  }
  if (body.length === 0) errors.push(lineError(header.line, 'the file has no products'));
  if (errors.length > 0) return { ok: false, errors: errors.sort((a, b) => a.line - b.line) };
  return { ok: true, products };
}

function readBoolean(row: Row, column: string, fallback: boolean, errors: CsvLineError[]): boolean {
  const value = row.get(column).toLowerCase();
  if (value === '') return fallback;
  if (value === 'true') return true;
  if (value === 'false') return false;
  errors.push(lineError(row.line, `${column} is not TRUE or FALSE`));
  return fallback;
}

function readAmount(row: Row, column: string, currency: Currency, errors: CsvLineError[]): number | null {
  const value = row.get(column);
  if (value === '') return null;
  const amount = parseDecimal(value, currency);
  if (amount === null) errors.push(lineError(row.line, `${column} is not a number`));
  else if (amount < 0) errors.push(lineError(row.line, `${column} must be 0 or more`));
  else if (amount > CATALOG_LIMITS.maxPrice) errors.push(lineError(row.line, `${column} is too large`));
  else return amount;
  return null;
}

function readQuantity(row: Row, errors: CsvLineError[]): number | null {
  const value = row.get('Variant Inventory Qty');
  if (value === '') return null;
  if (!/^-?\d+$/.test(value)) errors.push(lineError(row.line, 'Variant Inventory Qty is not a whole number'));
  else if (Number(value) < 0) errors.push(lineError(row.line, 'Variant Inventory Qty must be 0 or more'));
  else if (Number(value) > 1_000_000_000) errors.push(lineError(row.line, 'Variant Inventory Qty is too large'));
  else return Number(value);
  return null;
}

/** An image column's web address, or null when empty or not one (reported in `errors`). */
function readImage(row: Row, column: string, errors: CsvLineError[]): string | null {
  const image = row.get(column);
  if (image === '') return null;
  if (/^https?:\/\/\S+$/i.test(image)) return image;
  errors.push(lineError(row.line, `${column} is not a web address`));
  return null;
}

function isVariantRow(row: Row): boolean {
  return VARIANT_COLUMNS.some((c) => row.get(c) !== '');
}

/** The product of one handle's rows; its problems are added to `errors`. */
function readProduct(handle: string, rows: Row[], currency: Currency, errors: CsvLineError[]): ShopifyProduct {
  const first = rows[0]!;
  const title = first.get('Title');
  if (title === '') errors.push(lineError(first.line, 'Title is missing'));
  // Shopify writes "Title" / "Default Title" for a product without options.
  const defaultOnly = first.get('Option1 Name') === 'Title' && first.get('Option1 Value') === 'Default Title';
  const optionNames = defaultOnly ? [] : OPTION_SLOTS.map((k) => first.get(`Option${k} Name`)).filter((n) => n !== '');
  const variants: ShopifyVariant[] = [];
  const images: string[] = [];
  const combinations = new Map<string, number>();
  for (const [index, row] of rows.entries()) {
    const image = readImage(row, 'Image Src', errors);
    if (image !== null && !images.includes(image)) images.push(image);
    if (index > 0 && !isVariantRow(row)) continue;
    const variantImage = readImage(row, 'Variant Image', errors);
    if (variantImage !== null && !images.includes(variantImage)) images.push(variantImage);
    const attributes: Record<string, string> = {};
    for (const k of OPTION_SLOTS) {
      const name = first.get(`Option${k} Name`);
      const value = row.get(`Option${k} Value`);
      if (defaultOnly) break;
      if (name === '' && value !== '') errors.push(lineError(row.line, `Option${k} Value has no Option${k} Name`));
      else if (name !== '' && value === '') errors.push(lineError(row.line, `Option${k} Value is missing`));
      else if (name !== '') attributes[name] = value;
    }
    const key = JSON.stringify(optionNames.map((n) => attributes[n]));
    const earlier = combinations.get(key);
    if (earlier !== undefined) errors.push(lineError(row.line, `has the same options as line ${earlier}`));
    else combinations.set(key, row.line);
    const price = readAmount(row, 'Variant Price', currency, errors);
    if (price === null && row.get('Variant Price') === '') errors.push(lineError(row.line, 'Variant Price is missing'));
    const compareAt = readAmount(row, 'Variant Compare At Price', currency, errors);
    const onSale = price !== null && compareAt !== null && compareAt > price;
    variants.push({
      line: row.line,
      sku: row.get('Variant SKU') || null,
      price: onSale ? compareAt : (price ?? 0),
      salePrice: onSale ? price : 0,
      onSale,
      inventoryQty: readQuantity(row, errors),
      attributes,
      requiresShipping: readBoolean(row, 'Variant Requires Shipping', true, errors),
      image: variantImage,
    });
  }
  const giftCard = readBoolean(first, 'Gift Card', false, errors);
  const published = readBoolean(first, 'Published', true, errors);
  let productType: ProductType = ProductType.PHYSICAL;
  if (giftCard) {
    productType = ProductType.GIFT_CARD;
    for (const v of variants) if (v.onSale) errors.push(lineError(v.line, 'a gift card cannot be on sale (Variant Compare At Price)'));
  } else if (variants.every((v) => !v.requiresShipping)) {
    productType = ProductType.DIGITAL;
    if (variants.length > 1) {
      errors.push(lineError(variants[1]!.line, 'a product that needs no shipping is digital and has one variant only'));
    }
  }
  if (variants.length > CATALOG_LIMITS.maxVariants) {
    errors.push(lineError(first.line, `a product has at most ${CATALOG_LIMITS.maxVariants} variants`));
  }
  if (images.length > CATALOG_LIMITS.maxImages) {
    errors.push(lineError(first.line, `a product has at most ${CATALOG_LIMITS.maxImages} images`));
  }
  const tags = [...new Set(first.get('Tags').split(',').map((t) => t.trim()).filter((t) => t !== ''))];
  return {
    line: first.line,
    handle,
    title,
    bodyHtml: first.get('Body (HTML)'),
    type: first.get('Type'),
    tags,
    published,
    productType,
    optionNames,
    variants,
    images,
  };
}
