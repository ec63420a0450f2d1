/**
 * An item's tags and categories: trimmed, empty ones dropped, duplicates (ignoring case)
 * removed keeping the first spelling, and each within its length limit (ADM-52, ADM-53).
 */
import { DomainError } from '../../shared/errors';
import { MAX_CATEGORY_LENGTH, MAX_TAG_LENGTH } from './content.limits';

function normalizeLabels(labels: readonly string[], max: number, code: 'CONTENT_TAG_TOO_LONG' | 'CONTENT_CATEGORY_TOO_LONG'): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const raw of labels) {
    const label = raw.trim().replace(/\s+/g, ' ');
    if (label === '') continue;
    // Length in characters as people count them, not UTF-16 units.
    if ([...label].length > max) throw new DomainError(code, { value: label, max });
    const key = label.toLowerCase();
    if (seen.has(key)) continue;
    seen.add(key);
    out.push(label);
  }
  return out;
}

export function normalizeTags(tags: readonly string[]): string[] {
  return normalizeLabels(tags, MAX_TAG_LENGTH, 'CONTENT_TAG_TOO_LONG');
}

export function normalizeCategories(categories: readonly string[]): string[] {
  return normalizeLabels(categories, MAX_CATEGORY_LENGTH, 'CONTENT_CATEGORY_TOO_LONG');
}

/** One category name of the tree: trimmed and within the limit. */
export function normalizeCategoryName(name: string): string {
  const [label] = normalizeLabels([name], MAX_CATEGORY_LENGTH, 'CONTENT_CATEGORY_TOO_LONG');
  if (label === undefined) throw new DomainError('VALIDATION_FAILED', { errors: { displayName: 'Required' } });
  return label;
}
