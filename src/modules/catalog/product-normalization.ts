/**
 * From an owner's product input to a stored product: validated (shape, then the rules that
 * span fields), SKUs filled in, gift card denominations labelled, variant ids kept or issued.
 */
import { ProductType } from '../../shared/enums';
import { DomainError } from '../../shared/errors';
import type { IdSource } from '../../shared/ids';
import { toDecimalString, type Currency } from '../../shared/money';
import { optionOrderingOf, productInputSchema, productRuleErrors, variantImageErrors } from './catalog.schema';
import type { Product, ProductImage, ProductInput, Variant } from './catalog.types';

/** The option name gift card denominations are listed under when the owner names none. */
export const GIFT_CARD_OPTION = 'Value';

/**
 * Problems with an input as `{field: message}` (shape and rules); empty when it can be saved
 * (SKUs taken by other products are checked against the database when saving).
 */
export function productInputErrors(raw: unknown): Record<string, string> {
  const parsed = productInputSchema.safeParse(raw);
  if (!parsed.success) {
    const errors: Record<string, string> = {};
    for (const issue of parsed.error.issues) errors[issue.path.join('.') || '_'] ??= issue.message;
    return errors;
  }
  const imageIds = (parsed.data.images ?? []).flatMap((image) => (image.id === undefined ? [] : [image.id]));
  return { ...variantImageErrors(parsed.data, imageIds), ...productRuleErrors(parsed.data) };
}

/** The product's images after the change: the input's (ids kept or issued), else the ones it has. */
function imagesOf(input: ProductInput, ctx: NormalizeContext): ProductImage[] {
  if (input.images === undefined) return ctx.existing?.images ?? [];
  return input.images.map((image) => ({
    id: image.id ?? ctx.ids.next(),
    assetUrl: image.assetUrl.trim(),
    filename: image.filename ?? null,
    originalSize: image.originalSize ?? null,
    mediaFocalPoint: image.mediaFocalPoint ?? null,
    altText: image.altText ?? null,
    systemDataVariants: image.systemDataVariants ?? null,
  }));
}

/** A SKU for a variant the owner gave none, derived from its id (unique per site in practice). */
function generatedSku(variantId: string): string {
  return `SQ${variantId.slice(-10).toUpperCase()}`;
}

export interface NormalizeContext {
  websiteId: string;
  itemId: string;
  existing: Product | null;
  ids: IdSource;
  now: number;
  currency: Currency;
}

/**
 * The product to store for `raw`; throws ZodError, VALIDATION_FAILED with field errors, or
 * VARIANT_IMAGE_UNKNOWN when a variant names an image the product does not have.
 */
export function normalizeProduct(raw: unknown, ctx: NormalizeContext): Product {
  const input: ProductInput = productInputSchema.parse(raw);
  const errors = productRuleErrors(input);
  const known = new Map((ctx.existing?.variants ?? []).map((v) => [v.id, v]));
  input.variants.forEach((v, i) => {
    if (v.id !== undefined && !known.has(v.id)) errors[`variants.${i}.id`] = 'This variant is not part of the product.';
  });
  if (Object.keys(errors).length > 0) throw new DomainError('VALIDATION_FAILED', { errors });
  const images = imagesOf(input, ctx);
  const imageIds = images.map((image) => image.id);
  const imageErrors = variantImageErrors(input, imageIds);
  if (Object.keys(imageErrors).length > 0) throw new DomainError('VARIANT_IMAGE_UNKNOWN', { errors: imageErrors });

  let ordering = optionOrderingOf(input);
  const isGiftCard = input.productType === ProductType.GIFT_CARD;
  const labelDenominations = isGiftCard && ordering.length === 0;
  if (labelDenominations) ordering = [GIFT_CARD_OPTION];

  const variants: Variant[] = input.variants.map((v, position) => {
    const id = v.id ?? ctx.ids.next();
    // Left out, a kept variant keeps its image while the product still has it.
    const keptImage = v.id === undefined ? null : (known.get(v.id)?.mainImageId ?? null);
    const mainImageId = v.mainImageId !== undefined ? v.mainImageId : keptImage !== null && imageIds.includes(keptImage) ? keptImage : null;
    const attributes = labelDenominations
      ? { [GIFT_CARD_OPTION]: toDecimalString({ amount: v.price, currency: ctx.currency }) }
      : Object.fromEntries(Object.entries(v.attributes ?? {}).map(([k, val]) => [k.trim(), val.trim()]));
    return {
      id,
      sku: v.sku?.trim() || generatedSku(id),
      price: v.price,
      salePrice: v.salePrice ?? 0,
      onSale: v.onSale ?? false,
      attributes,
      position,
      mainImageId,
    };
  });
  const isSubscribable = input.isSubscribable ?? false;
  return {
    id: ctx.itemId,
    itemId: ctx.itemId,
    websiteId: ctx.websiteId,
    productType: input.productType,
    isSubscribable,
    subscriptionPlan: isSubscribable ? (input.subscriptionPlan ?? null) : null,
    variantOptionOrdering: ordering,
    additionalFieldsFormId: input.additionalFieldsFormId ?? null,
    digitalFileAssetId: input.productType === ProductType.DIGITAL ? (input.digitalFileAssetId === undefined ? (ctx.existing?.digitalFileAssetId ?? null) : input.digitalFileAssetId) : null,
    useCustomAddButtonText: input.useCustomAddButtonText ?? false,
    customAddButtonText: (input.customAddButtonText ?? '').trim(),
    merchandising: input.merchandising ?? ctx.existing?.merchandising ?? {},
    images,
    variants,
    version: (ctx.existing?.version ?? 0) + 1,
    createdAt: ctx.existing?.createdAt ?? ctx.now,
    updatedAt: ctx.now,
  };
}
