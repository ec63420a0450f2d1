/**
 * The variant grid's rows: one per combination of the options' values (their cartesian
 * product, in option order). When the options change, each new combination keeps what the
 * owner set on the variant it grew from, so prices, SKUs and stock are never lost to an edit.
 */

export interface VariantRow {
  /** Stable across regenerations: the variant id, or a key made from its values. */
  key: string;
  id?: string | undefined;
  sku: string;
  price: string;
  salePrice: string;
  onSale: boolean;
  stock: string;
  unlimited: boolean;
  attributes: Record<string, string>;
  mainImageId: string | null;
  /** The stock as last saved (null: a new variant, which starts at 0). */
  saved: { qtyInStock: number; unlimited: boolean } | null;
}

export const MAX_VARIANTS = 250;

/** Every combination of the options' values, in option order (one empty combination for none). */
export function combinations(options: readonly { name: string; values: readonly string[] }[]): Record<string, string>[] {
  let out: Record<string, string>[] = [{}];
  for (const option of options) out = out.flatMap((combo) => option.values.map((value) => ({ ...combo, [option.name]: value })));
  return out;
}

/** How many values of `combo` the row agrees with (options the row lacks don't count against it). */
function agreement(row: VariantRow, combo: Record<string, string>): number {
  let score = 0;
  for (const [name, value] of Object.entries(row.attributes)) {
    if (!(name in combo)) continue;
    if (combo[name] !== value) return -1;
    score++;
  }
  return score;
}

export function keyOf(attributes: Record<string, string>): string {
  return `new:${JSON.stringify(Object.entries(attributes))}`;
}

/**
 * The rows for `options`: a combination some row matches exactly (or best, sharing the values
 * of the options both have) keeps that row; the first such combination keeps its variant (id,
 * SKU, stock), later ones copy its prices as new variants. Too many combinations give null.
 */
export function variantsFor(options: readonly { name: string; values: readonly string[] }[], rows: readonly VariantRow[]): VariantRow[] | null {
  const combos = combinations(options);
  if (combos.length > MAX_VARIANTS) return null;
  const used = new Set<string>();
  const pick = (combo: Record<string, string>): VariantRow | undefined => {
    let best: VariantRow | undefined;
    let bestScore = -1;
    for (const row of rows) {
      const score = agreement(row, combo);
      // Prefer a row not yet claimed, then the closest match.
      const rank = score * 2 + (used.has(row.key) ? 0 : 1);
      if (score >= 0 && rank > bestScore) {
        best = row;
        bestScore = rank;
      }
    }
    return best;
  };
  return combos.map((attributes) => {
    const from = pick(attributes);
    if (from === undefined) {
      return { key: keyOf(attributes), sku: '', price: '', salePrice: '', onSale: false, stock: '0', unlimited: false, attributes, mainImageId: null, saved: null };
    }
    if (!used.has(from.key)) {
      used.add(from.key);
      return { ...from, attributes };
    }
    return { ...from, key: keyOf(attributes), id: undefined, sku: '', stock: '0', unlimited: false, saved: null, attributes };
  });
}

/** "Size M / Color Blue", or "Default" for a product without options. */
export function variantName(row: Pick<VariantRow, 'attributes'>): string {
  const parts = Object.entries(row.attributes).map(([name, value]) => `${name} ${value}`);
  return parts.length === 0 ? 'Default' : parts.join(' / ');
}
