const NOT_SLUG_CHARS = /[^a-zA-Z0-9\s-]+/g;
const WHITESPACE_RUN = /\s+/g;

/** A URL slug: drops everything but ASCII letters, digits, whitespace and hyphens; spaces become hyphens. */
export function slugify(text: string): string {
  return text.replace(NOT_SLUG_CHARS, '').replace(WHITESPACE_RUN, '-').toLowerCase();
}
