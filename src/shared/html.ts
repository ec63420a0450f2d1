/**
 * Escaping text for HTML written by hand (emails, system pages, the server's page fragments):
 * `&`, `<`, `>`, `"` and `'`, so the result is safe in content and in either kind of quoted
 * attribute. The template engine keeps its own escaping: it imports nothing outside itself.
 */

const HTML_ENTITIES: Readonly<Record<string, string>> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** `text` with `&`, `<`, `>`, `"` and `'` written as character references. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => HTML_ENTITIES[c]!);
}
