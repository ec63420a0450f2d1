/**
 * The storefront's `variants-select`: the engine's markup (its own output stays as the
 * reference renders it) with the select's `aria-label` escaped. That label is a message with
 * the owner's option name in it, which the built-in writes into the attribute as it is.
 */
import type { Formatter } from '../../template-engine';
import { variantOptionTitle, variantSelectText } from '../../template-engine/plugins/commerce/product-texts';
import { itemVariantOptions } from '../../template-engine/plugins/commerce/variant-options';
import { VARIANTS_SELECT_TEMPLATE } from '../../template-engine/plugins/templates/variants-select';

const UNESCAPED_LABEL = 'aria-label="{selectText|message variantName:name}"';

/** The built-in template with the label escaped; throws at start if the engine's template changed. */
export const STOREFRONT_VARIANTS_SELECT_TEMPLATE = ((): string => {
  if (!VARIANTS_SELECT_TEMPLATE.includes(UNESCAPED_LABEL)) throw new Error('variants-select: the engine template changed; review its escaping');
  return VARIANTS_SELECT_TEMPLATE.replace(UNESCAPED_LABEL, 'aria-label="{selectText|message variantName:name|htmlattr}"');
})();

export const variantsSelect: Formatter = (_args, vars, ctx) => {
  const first = vars[0]!;
  const item = first.value;
  const options = itemVariantOptions(item);
  if (options.length === 0) {
    first.value = undefined;
    return;
  }
  const view = { item: item ?? null, options, selectText: variantSelectText(ctx, item), displayText: variantOptionTitle(ctx, item) };
  first.value = ctx.execute(STOREFRONT_VARIANTS_SELECT_TEMPLATE, view);
};
