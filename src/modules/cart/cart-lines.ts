/** Additional-fields answers as a merge key: same variant + same answers = the same line. */

function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value !== null && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const key of Object.keys(value).sort()) out[key] = canonical((value as Record<string, unknown>)[key]);
    return out;
  }
  return value;
}

/**
 * The merge key of additional-fields JSON text: '' for none, else the answers with keys
 * sorted, so `{"a":1,"b":2}` and `{"b":2,"a":1}` are the same line. Text that is not JSON
 * (the flow refuses it before) keys as itself.
 */
export function fieldsKey(additionalFields: string | null): string {
  if (additionalFields === null || additionalFields.trim() === '') return '';
  try {
    return JSON.stringify(canonical(JSON.parse(additionalFields)));
  } catch {
    return additionalFields;
  }
}

/**
 * The merge key of a line: its answers' key and, on a gift card line, who the card is for,
 * so the same denomination for two recipients makes two lines (two cards, two emails).
 */
export function lineKey(additionalFields: string | null, giftCard: object | null): string {
  const fields = fieldsKey(additionalFields);
  return giftCard === null ? fields : `${fields}\u001fgift-card:${JSON.stringify(canonical(giftCard))}`;
}
