/**
 * The product page's gallery and PDP-02 without a layout shift at hydration. The product-form
 * island shows the chosen variant's main image and hides the other variants' main images;
 * before any choice the product's first image shows. So the server already hides what the
 * island would: every variant's main image except the one shown first. That is the first
 * image, or the main image of a product's only variant when it has no options (the island
 * chooses that variant at once). Images no variant names are always shown.
 */
import type { Product } from '../../modules/catalog';

/** The option names a visitor chooses, as the island reads them (its `optionNames`). */
function optionNamesOf(product: Product): string[] {
  if (product.variantOptionOrdering.length > 0) return product.variantOptionOrdering;
  return Object.keys(product.variants[0]?.attributes ?? {});
}

/** Ids of the product's images hidden until the visitor chooses the variant that names them. */
export function imagesHiddenBeforeChoice(product: Product): Set<string> {
  const chosenAtOnce = optionNamesOf(product).length === 0 && product.variants.length === 1 ? product.variants[0] : undefined;
  const shown = chosenAtOnce?.mainImageId ?? product.images[0]?.id;
  const hidden = new Set<string>();
  for (const variant of product.variants) {
    if (variant.mainImageId !== null && variant.mainImageId !== shown) hidden.add(variant.mainImageId);
  }
  return hidden;
}
