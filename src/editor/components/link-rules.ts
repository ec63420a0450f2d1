/**
 * The link editor's rules, pure so they can be tested without a browser (ADM-15..ADM-18). A
 * stored link is one URL string; its kind is read back from its shape: `mailto:` an email,
 * `tel:` a phone number, `/media/…` a file of the library, another `/…` a page of the site,
 * anything else a web address.
 *
 * When each message applies (the spec gives only the strings, docs/decisions.md "Link editor"):
 * - ADM-15 'Please enter a valid email.': the email box is empty or holds no `@` at all.
 * - ADM-16 'Emails must be formatted as a standard address.': it has an `@` but is not
 *   `name@domain.tld` (spaces, no domain, no dot in the domain...).
 * - ADM-17 'Links must be formatted as {host} or {host}.': a web address that is not a host
 *   name with an optional http(s) scheme; the two {host}s are the two accepted forms, shown
 *   with an example host: bare and with its scheme.
 * - ADM-18 '{val} is not a valid page URL.': a page link that is not a path of one of the
 *   site's pages ({val} is what was entered).
 */

export type LinkKind = 'page' | 'url' | 'email' | 'phone' | 'file';

export const LINK_KINDS: readonly LinkKind[] = ['page', 'url', 'email', 'phone', 'file'];

/** What the editor holds: the link and whether it opens a new window. */
export interface LinkValue {
  url: string;
  newWindow: boolean;
}

export const EMAIL_REQUIRED_MESSAGE = 'Please enter a valid email.';
export const EMAIL_FORMAT_MESSAGE = 'Emails must be formatted as a standard address.';
export const PHONE_MESSAGE = 'Please enter a phone number.';
export const FILE_MESSAGE = 'Choose a file to link to.';
export const PAGE_MESSAGE = 'Choose a page to link to.';
/** The example host shown in ADM-17's message. */
export const EXAMPLE_HOST = 'www.example.com';

/** ADM-17 with both forms filled in. */
export function urlFormatMessage(host: string = EXAMPLE_HOST): string {
  return `Links must be formatted as ${host} or https://${host}.`;
}

/** ADM-18. */
export function pageUrlMessage(val: string): string {
  return `${val} is not a valid page URL.`;
}

const FILE_PREFIX = '/media/';

/** The kind of a stored link (an empty link is a page link: the editor starts there). */
export function linkKindOf(url: string): LinkKind {
  const value = url.trim();
  const lower = value.toLowerCase();
  if (lower.startsWith('mailto:')) return 'email';
  if (lower.startsWith('tel:')) return 'phone';
  if (value.startsWith(FILE_PREFIX)) return 'file';
  if (value === '' || (value.startsWith('/') && !value.startsWith('//'))) return 'page';
  return 'url';
}

/** What the kind's text box shows for a stored link (the scheme of mailto:/tel: is not typed). */
export function linkInputOf(url: string): string {
  const kind = linkKindOf(url);
  if (kind === 'email') {
    const address = url.trim().slice('mailto:'.length);
    try {
      return decodeURIComponent(address);
    } catch {
      return address;
    }
  }
  if (kind === 'phone') return url.trim().slice('tel:'.length);
  return url.trim();
}

/** The outcome of checking what was typed: the URL to store, or the message to show. */
export type LinkCheck = { ok: true; url: string } | { ok: false; message: string };

const EMAIL_PATTERN = /^[^\s@"<>()[\],;:\\]+@[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?)*\.[A-Za-z]{2,}$/;

/** ADM-15/ADM-16: an email link. */
export function checkEmail(input: string): LinkCheck {
  const value = input.trim().replace(/^mailto:/i, '');
  if (value === '' || !value.includes('@')) return { ok: false, message: EMAIL_REQUIRED_MESSAGE };
  if (value.length > 254 || !EMAIL_PATTERN.test(value)) return { ok: false, message: EMAIL_FORMAT_MESSAGE };
  return { ok: true, url: `mailto:${value}` };
}

const HOST_LABEL = '[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?';
const HOST_PATTERN = new RegExp(`^(?:${HOST_LABEL}\\.)+[A-Za-z]{2,63}$|^localhost$`);

/** ADM-17: a web address; a bare host gets `https://`. */
export function checkWebUrl(input: string): LinkCheck {
  const value = input.trim();
  const fail: LinkCheck = { ok: false, message: urlFormatMessage() };
  if (value === '' || /\s/.test(value)) return fail;
  const hasScheme = /^[A-Za-z][A-Za-z0-9+.-]*:/.test(value);
  if (hasScheme && !/^https?:\/\//i.test(value)) return fail;
  const candidate = hasScheme ? value : `https://${value.replace(/^\/\//, '')}`;
  let parsed: URL;
  try {
    parsed = new URL(candidate);
  } catch {
    return fail;
  }
  if (parsed.username !== '' || parsed.password !== '' || !HOST_PATTERN.test(parsed.hostname)) return fail;
  return { ok: true, url: candidate };
}

/** ADM-18: a page link must be the path of one of `pagePaths` (trailing slash optional). */
export function checkPageUrl(input: string, pagePaths: readonly string[]): LinkCheck {
  const value = input.trim();
  if (value === '') return { ok: false, message: PAGE_MESSAGE };
  const bare = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') : path);
  const known = pagePaths.find((path) => bare(path) === bare(value.split(/[?#]/)[0] ?? ''));
  if (!value.startsWith('/') || value.startsWith('//') || known === undefined) return { ok: false, message: pageUrlMessage(value) };
  return { ok: true, url: value };
}

/** A phone link: digits with the usual separators and an optional leading +. */
export function checkPhone(input: string): LinkCheck {
  const value = input.trim().replace(/^tel:/i, '');
  const digits = value.replace(/\D/g, '');
  if (!/^\+?[0-9 ().-]+$/.test(value) || digits.length < 3 || digits.length > 20) return { ok: false, message: PHONE_MESSAGE };
  return { ok: true, url: `tel:${value.replace(/[^0-9+]/g, '')}` };
}

/** A file link: an asset URL of the media library. */
export function checkFileUrl(input: string): LinkCheck {
  const value = input.trim();
  if (!value.startsWith(FILE_PREFIX) || value.length === FILE_PREFIX.length) return { ok: false, message: FILE_MESSAGE };
  return { ok: true, url: value };
}

/** Checks what was typed for a link of `kind`. */
export function checkLink(kind: LinkKind, input: string, pagePaths: readonly string[]): LinkCheck {
  switch (kind) {
    case 'page':
      return checkPageUrl(input, pagePaths);
    case 'url':
      return checkWebUrl(input);
    case 'email':
      return checkEmail(input);
    case 'phone':
      return checkPhone(input);
    case 'file':
      return checkFileUrl(input);
  }
}
