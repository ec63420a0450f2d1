/**
 * The rules of tags and categories as the editor checks them before a write (the server checks
 * them again): a label is trimmed with its inner spaces collapsed, at most 50 characters for a
 * tag and 25 for a category (ADM-52, ADM-53), unique in its list ignoring case (ADM-25), and
 * only one label is edited at a time (ADM-26).
 */
import { MAX_CATEGORY_LENGTH, MAX_TAG_LENGTH } from '../../../shared/content-limits';

export type TagType = 'tag' | 'category';

export const LABEL_MAX_LENGTH: Record<TagType, number> = { tag: MAX_TAG_LENGTH, category: MAX_CATEGORY_LENGTH };

/** ADM-25. */
export const labelExistsMessage = (tagType: TagType) => `This ${tagType} already exists.`;
/** ADM-26. */
export const oneAtATimeMessage = (tagType: TagType) => `You may only edit one ${tagType} at a time.`;
/** The server's wording for ADM-52 and ADM-53, so both sides say the same. */
export const labelTooLongMessage = (tagType: TagType) => `A ${tagType} can be at most ${LABEL_MAX_LENGTH[tagType]} characters long.`;
export const labelEmptyMessage = (tagType: TagType) => `Enter a ${tagType} name.`;

export function cleanLabel(raw: string): string {
  return raw.trim().replace(/\s+/g, ' ');
}

/** Length in characters as people count them, not UTF-16 units (as the server counts). */
export function labelLength(label: string): number {
  return [...label].length;
}

export type LabelCheck = { ok: true; label: string } | { ok: false; message: string };

/**
 * Checks a new or renamed label against the others in its list. `renaming` is the label being
 * renamed: changing only its spelling is no clash.
 */
export function checkLabel(tagType: TagType, raw: string, existing: readonly string[], renaming?: string): LabelCheck {
  const label = cleanLabel(raw);
  if (label === '') return { ok: false, message: labelEmptyMessage(tagType) };
  if (labelLength(label) > LABEL_MAX_LENGTH[tagType]) return { ok: false, message: labelTooLongMessage(tagType) };
  const key = label.toLowerCase();
  const others = existing.filter((e) => renaming === undefined || e.toLowerCase() !== renaming.toLowerCase());
  if (others.some((e) => e.toLowerCase() === key)) return { ok: false, message: labelExistsMessage(tagType) };
  return { ok: true, label };
}

/**
 * What a tag input holds after the owner types `text` ending with Enter or a comma: each
 * comma-separated part is added in turn; the first refused part stops and says why, and the
 * text from it on stays in the input.
 */
export function addTypedLabels(tagType: TagType, text: string, current: readonly string[]): { labels: string[]; rest: string; message: string | null } {
  const labels = [...current];
  const parts = text.split(',');
  for (const [index, part] of parts.entries()) {
    if (cleanLabel(part) === '') continue;
    const check = checkLabel(tagType, part, labels);
    if (!check.ok) return { labels, rest: parts.slice(index).join(',').trim(), message: check.message };
    labels.push(check.label);
  }
  return { labels, rest: '', message: null };
}

/** ADM-26: starting to edit `next` while `editing` is open is refused with the message. */
export function startEditing(tagType: TagType, editing: string | null, next: string): { editing: string; message: null } | { editing: string; message: string } {
  if (editing !== null && editing !== next) return { editing, message: oneAtATimeMessage(tagType) };
  return { editing: next, message: null };
}
