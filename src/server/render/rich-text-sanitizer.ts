/**
 * Owners' rich text (page, post and product bodies, excerpts, collection descriptions, text
 * blocks) as HTML a page may show: an allow-list of formatting tags and attributes, parsed
 * by a real HTML parser (sanitize-html over htmlparser2). Everything else is dropped: scripts,
 * styles, frames, forms, SVG and MathML with their content; event handlers, inline styles and
 * ids; links and images whose URL is not http(s), mailto, tel, a path on the site or (images
 * only) a raster `data:image/...`. Sanitizing its own output changes nothing.
 */
import sanitizeHtml from 'sanitize-html';

const ALLOWED_TAGS = [
  'p', 'br', 'hr', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'blockquote', 'pre', 'code', 'em', 'strong', 'b', 'i', 'u', 's',
  'sub', 'sup', 'small', 'mark', 'abbr', 'cite', 'q', 'span', 'div', 'a', 'ul', 'ol', 'li', 'dl', 'dt', 'dd',
  'figure', 'figcaption', 'img', 'table', 'thead', 'tbody', 'tfoot', 'tr', 'th', 'td', 'caption',
];

/** Raster images only: an SVG `data:` URL is a document of its own. */
const DATA_IMAGE = /^data:image\/(?:png|jpeg|gif|webp|avif);base64,[a-z0-9+/=\s]*$/i;

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ALLOWED_TAGS,
  allowedAttributes: {
    '*': ['class', 'title', 'lang', 'dir'],
    a: ['href', 'target', 'rel'],
    img: ['src', 'alt', 'width', 'height', 'loading'],
    ol: ['start', 'reversed'],
    th: ['colspan', 'rowspan', 'scope'],
    td: ['colspan', 'rowspan'],
    abbr: ['title'],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['http', 'https', 'data'] },
  allowedSchemesAppliedToAttributes: ['href', 'src', 'cite'],
  allowProtocolRelative: false,
  // Their text is not prose: drop it along with the tag.
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'title', 'template', 'iframe', 'object', 'svg', 'math', 'xmp', 'noembed', 'noframes', 'plaintext'],
  disallowedTagsMode: 'discard',
  enforceHtmlBoundary: false,
  parseStyleAttributes: false,
  nestingLimit: 64,
  transformTags: {
    // A link opening a new window must not hand the page to it.
    a: (tagName, attribs) => {
      const out = { ...attribs };
      if (out.target !== undefined && out.target !== '_blank') delete out.target;
      if (out.target === '_blank') out.rel = 'noopener noreferrer';
      return { tagName, attribs: out };
    },
    img: (tagName, attribs) => {
      const out = { ...attribs };
      if (out.src !== undefined && /^\s*data:/i.test(out.src) && !DATA_IMAGE.test(out.src.trim())) delete out.src;
      return { tagName, attribs: out };
    },
  },
};

/** Sanitized results by input, so a page rendered again costs a lookup (bounded). */
const memo = new Map<string, string>();
const MEMO_ENTRIES = 2000;
/** Longer texts are sanitized every time rather than held in memory. */
const MEMO_MAX_LENGTH = 100_000;

/** Owner-written HTML reduced to the allow-list; text outside any tag is kept (escaped). */
export function sanitizeRichText(html: string): string {
  if (html === '') return '';
  const known = memo.get(html);
  if (known !== undefined) return known;
  const clean = sanitizeHtml(html, OPTIONS);
  if (html.length <= MEMO_MAX_LENGTH) {
    if (memo.size >= MEMO_ENTRIES) memo.clear();
    memo.set(html, clean);
    // Clean output sanitizes to itself: the next render of the sanitized text is a lookup too.
    memo.set(clean, clean);
  }
  return clean;
}
