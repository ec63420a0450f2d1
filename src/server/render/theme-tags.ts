/**
 * Squarespace developer templates mix JSON-T with `<squarespace:...>` tags that the platform
 * expands before the engine runs. This turns them into plain JSON-T over the page context:
 *
 *   <squarespace:navigation navigationId="N" template="T" />   {.section navigation.N}{@|apply T.block}{.end}
 *   <squarespace:navigation navigationId="N">BODY</...>        {.section navigation.N}BODY{.end}
 *   <squarespace:block-field id="ID" class="C" ... />          <div class="C sqs-layout" ...>{blockFields.ID}</div>
 *   <squarespace:query collection="U" limit="3">BODY</...>     {.section queries.qK}BODY{.end}
 *   <squarespace:script src="site.js" />                       <script src="/_theme/.../site.js" defer></script>
 *
 * Replacements keep the line count of what they replace, so engine errors keep their line.
 */
import { escapeHtml } from '../../shared/html';

/** A `<squarespace:query>` found in a template: what to select; results land in `queries[key]`. */
export interface ThemeQuery {
  key: string;
  /** The collection's URL id (or full URL). */
  collection: string;
  limit: number;
  featured: boolean;
  category: string | undefined;
  tag: string | undefined;
}

export interface ThemeTagContext {
  /** Receives each query; returns nothing. Keys are unique per theme. */
  addQuery(query: Omit<ThemeQuery, 'key'>): string;
  /** The URL of a theme script, or undefined when the theme has no such file. */
  scriptUrl(src: string): string | undefined;
  /** Reports a tag that could not be expanded (logged with the file and line). */
  warn(message: string, offset: number): void;
}

const OPEN_TAG = /<squarespace:([a-z][a-z-]*)((?:\s+[a-zA-Z][a-zA-Z0-9-]*\s*=\s*(?:"[^"]*"|'[^']*'))*)\s*(\/?)>/g;
const ATTRIBUTE = /([a-zA-Z][a-zA-Z0-9-]*)\s*=\s*(?:"([^"]*)"|'([^']*)')/g;
const PATH_SEGMENT = /^[a-zA-Z][a-zA-Z0-9_-]*$/;

function attributesOf(text: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const m of text.matchAll(ATTRIBUTE)) out[m[1]!] = m[2] ?? m[3] ?? '';
  return out;
}

/** Text of the same number of lines as `original`, so later positions keep their line. */
function keepLines(replacement: string, original: string): string {
  const lines = original.split('\n').length - 1;
  const own = replacement.split('\n').length - 1;
  return lines > own ? replacement + '\n'.repeat(lines - own) : replacement;
}

/** Expands every `<squarespace:...>` tag of one template source. */
export function expandSquarespaceTags(source: string, context: ThemeTagContext): string {
  if (!source.includes('<squarespace:') && !source.includes('</squarespace:')) return source;
  let out = '';
  let last = 0;
  OPEN_TAG.lastIndex = 0;
  for (let m = OPEN_TAG.exec(source); m !== null; m = OPEN_TAG.exec(source)) {
    const [whole, name, attributeText, selfClosing] = m as unknown as [string, string, string, string];
    const attributes = attributesOf(attributeText);
    out += source.slice(last, m.index);
    last = m.index + whole.length;
    const closeTag = `</squarespace:${name}>`;
    let body: string | undefined;
    if (selfClosing === '') {
      const end = source.indexOf(closeTag, last);
      if (end !== -1) {
        body = source.slice(last, end);
        last = end + closeTag.length;
        OPEN_TAG.lastIndex = last;
      }
    }
    const consumed = source.slice(m.index, last);
    const expanded = expandTag(name, attributes, body, context, m.index);
    out += keepLines(expanded, consumed);
  }
  out += source.slice(last);
  return out.replace(/<\/?squarespace:escape>/g, '');
}

function expandTag(
  name: string,
  attributes: Record<string, string>,
  body: string | undefined,
  context: ThemeTagContext,
  offset: number,
): string {
  switch (name) {
    case 'navigation': {
      const id = attributes.navigationId ?? '';
      if (!PATH_SEGMENT.test(id)) {
        context.warn(`squarespace:navigation needs a navigationId made of letters and digits`, offset);
        return '';
      }
      if (body !== undefined) return `{.section navigation.${id}}${expandSquarespaceTags(body, context)}{.end}`;
      const template = attributes.template ?? '';
      if (!/^[a-zA-Z0-9_-]+$/.test(template)) {
        context.warn(`squarespace:navigation ${id} needs a template naming a block`, offset);
        return '';
      }
      return `{.section navigation.${id}}{@|apply ${template}.block}{.end}`;
    }
    case 'block-field': {
      const id = attributes.id ?? '';
      const cls = attributes.class ?? '';
      const content = PATH_SEGMENT.test(id) ? `{blockFields.${id}}` : '';
      return `<div class="${escapeHtml(cls)}" data-block-field="${escapeHtml(id)}">${content}</div>`;
    }
    case 'query': {
      const collection = attributes.collection ?? '';
      if (collection === '' || body === undefined) {
        context.warn('squarespace:query needs a collection attribute and a body', offset);
        return '';
      }
      const limit = Number.parseInt(attributes.limit ?? '', 10);
      const key = context.addQuery({
        collection,
        limit: Number.isFinite(limit) && limit > 0 ? Math.min(limit, 100) : 10,
        featured: attributes.featured === 'true',
        category: attributes.category,
        tag: attributes.tag,
      });
      return `{.section queries.${key}}${expandSquarespaceTags(body, context)}{.end}`;
    }
    case 'script': {
      const url = context.scriptUrl(attributes.src ?? '');
      if (url === undefined) {
        context.warn(`squarespace:script: no scripts/${attributes.src ?? ''} in the theme`, offset);
        return '';
      }
      return `<script src="${escapeHtml(url)}" defer></script>`;
    }
    default:
      context.warn(`squarespace:${name} is not supported; only its content renders`, offset);
      return body === undefined ? '' : expandSquarespaceTags(body, context);
  }
}
