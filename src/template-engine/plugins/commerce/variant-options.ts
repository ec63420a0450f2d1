/**
 * The options a shopper chooses among (PDP-01): the item's `variantOptionOrdering`
 * names, each with the distinct values its variants carry under `attributes`, in
 * variant order.
 */
import { asString, getChild, isObject, sizeOf } from '../../values';

export interface VariantOption {
  name: string;
  values: string[];
}

/** The item's variant options; none when it has fewer than two variants. */
export function itemVariantOptions(item: unknown): VariantOption[] {
  const content = getChild(item, 'structuredContent');
  const variants = getChild(content, 'variants');
  const variantCount = sizeOf(variants);
  if (variantCount <= 1) return [];
  const ordering = getChild(content, 'variantOptionOrdering');
  const options: VariantOption[] = [];
  for (let i = 0; i < sizeOf(ordering); i++) {
    options.push({ name: asString(getChild(ordering, i)), values: [] });
  }
  for (let i = 0; i < variantCount; i++) {
    const attributes = getChild(getChild(variants, i), 'attributes');
    if (!isObject(attributes)) continue;
    for (const name of Object.keys(attributes)) {
      const option = options.find((candidate) => candidate.name === name);
      if (option === undefined) continue;
      const value = asString(attributes[name]);
      if (!option.values.includes(value)) option.values.push(value);
    }
  }
  return options;
}

/** A variant's option values joined for display, e.g. "blue / large". */
export function variantDescription(variant: unknown): string {
  const optionValues = getChild(variant, 'optionValues');
  const parts: string[] = [];
  for (let i = 0; i < sizeOf(optionValues); i++) {
    parts.push(asString(getChild(getChild(optionValues, i), 'value')));
  }
  return parts.join(' / ');
}
