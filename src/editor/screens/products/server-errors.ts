/**
 * A refused save as the product form shows it: each error the server names by field, moved to
 * the form's own field name (the catalog answers `product.variants.0.price`, the form holds
 * `variants.0.price`), and a readable list for the top of the form.
 */
import { ApiError } from '../../api/owner-client';

const RENAMED: [RegExp, string][] = [
  [/^(product\.)?merchandising\.(\w+)$/, '$2'],
  [/^(product\.)?subscriptionPlan\.billingPeriod\.value$/, 'billingValue'],
  [/^(product\.)?subscriptionPlan\.numBillingCycles$/, 'billingCycles'],
  [/^(product\.)?(variants\.\d+\.(price|salePrice|sku|mainImageId))$/, '$2'],
  [/^(product\.)?(images\.\d+\.altText)$/, '$2'],
  [/^(product\.)?(additionalFieldsFormId|customAddButtonText|digitalFileAssetId)$/, '$2'],
  [/^(title|urlId)$/, '$1'],
  [/^excerpt$/, 'searchDescription'],
];

const LABELS: Record<string, string> = {
  title: 'Title',
  urlId: 'URL slug',
  searchDescription: 'Search description',
  billingValue: 'Billing period',
  billingCycles: 'Number of payments',
  scarcityThreshold: 'Low-stock threshold',
  customAddButtonText: 'Button text',
  digitalFileAssetId: 'File to deliver',
};

const VARIANT_FIELDS: Record<string, string> = { price: 'price', salePrice: 'sale price', sku: 'SKU', mainImageId: 'image' };

function fieldOf(key: string): string | null {
  for (const [pattern, to] of RENAMED) if (pattern.test(key)) return key.replace(pattern, to);
  return null;
}

function labelOf(field: string): string {
  const variant = /^variants\.(\d+)\.(\w+)$/.exec(field);
  if (variant !== null) return `Variant ${Number(variant[1]) + 1}, ${VARIANT_FIELDS[variant[2]!] ?? variant[2]}`;
  const image = /^images\.(\d+)\./.exec(field);
  if (image !== null) return `Image ${Number(image[1]) + 1}, alt text`;
  return LABELS[field] ?? field;
}

export function serverErrorsOf(error: unknown): { fields: Record<string, string>; messages: string[] } {
  if (!(error instanceof ApiError)) return { fields: {}, messages: [String(error)] };
  if (error.code === 'CONFLICT') return { fields: {}, messages: ['Someone else changed this product since you opened it. Reload the page to see their changes, then make yours again.'] };
  const fields: Record<string, string> = {};
  const messages: string[] = [];
  for (const [key, message] of Object.entries(error.errors)) {
    const field = fieldOf(key);
    if (field !== null) fields[field] = message;
    messages.push(`${field === null ? key : labelOf(field)}: ${message}`);
  }
  if (messages.length === 0) messages.push(error.message);
  return { fields, messages };
}
