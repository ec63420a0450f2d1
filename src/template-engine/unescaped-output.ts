/**
 * The `check` rule for unescaped output: a `{variable}` written into HTML text, an attribute
 * or a `<script>` without a formatter that makes its value harmless there. It reads the
 * compiled tree only (never renders), walks it in source order and tracks, from the literal
 * text before each variable, whether the variable lands in text, inside a tag or in a script
 * or style element. The formatter lists are in docs/template-engine.md ("Escaping").
 */
import { SOURCE_POSITIONS } from './compiler';
import { Opcode, type Code, type FormatterCall, type Reference, type RootCode } from './instructions';

export interface TemplateWarning {
  /** 1-based; 0 when the tree came from storage. */
  line: number;
  column: number;
  message: string;
}

/** Where a variable's output lands. */
export type OutputPosition = 'text' | 'attribute' | 'script';

/** Formatters whose output is escaped for HTML text and double-quoted attributes. */
export const ESCAPING_FORMATTERS: readonly string[] = ['html', 'htmltag', 'htmlattr', 'url-encode', 'encode-uri-component', 'slugify'];

/**
 * Formatters that are an explicit "this is fine": `safe` strips tags. It is accepted as the
 * theme author's decision, not because it escapes (a lone `<` survives it).
 */
export const OPT_OUT_FORMATTERS: readonly string[] = ['safe'];

/**
 * Formatters whose output cannot carry markup from the data: numbers, dates and money made
 * from numbers, words given in the template itself, and built-in markup whose own embedded
 * templates escape what they take from the data. `apply` renders a partial, which is checked
 * as a template of its own.
 */
export const SAFE_OUTPUT_FORMATTERS: readonly string[] = [
  'apply', 'count', 'cycle', 'iter', 'mod', 'round', 'output', 'pluralize', 'width', 'height', 'color-weight',
  'date', 'datetime', 'datetime-interval', 'relative-time', 'timesince', 'decimal',
  'money', 'money-format', 'moneyFormat', 'money-string', 'i18n-money-format', 'bookkeeper-money-format', 'percentage-format',
  'cart-quantity', 'cart-subtotal', 'product-price', 'product-status', 'product-scarcity', 'product-restock-notification',
  'add-to-cart-btn', 'quantity-input', 'variants-select',
];

/** Formatters that keep escaped text escaped (they cut or convert, never add markup). */
const KEEPS_ESCAPED: readonly string[] = ['truncate', 'str'];

/** In a script or style element only `<` matters: these leave none (or only `<\/`-safe JSON when told). */
const SCRIPT_ESCAPING_FORMATTERS: readonly string[] = ['html', 'htmltag', 'htmlattr', 'url-encode', 'encode-uri-component', 'slugify', 'count', 'round', 'mod', 'iter'];

/**
 * Variables the platform fills with HTML it made itself (the page's head and foot tags, the
 * rendered main content and block fields), as in Squarespace templates.
 */
export const TRUSTED_HTML_VARIABLES: readonly string[] = ['squarespace-headers', 'squarespace-footers', 'squarespace.main-content', 'blockFields', 'mainContent'];

export interface UnescapedOutputOptions {
  /** More formatters whose output is safe in text and attributes (a host's own plugins). */
  safeFormatters?: readonly string[];
  /** More formatters whose output is safe inside `<script>` (e.g. JSON with `<`, `>`, `&` escaped). */
  scriptSafeFormatters?: readonly string[];
  /** More trusted variables: a name matches the variable and everything under it. */
  trustedVariables?: readonly string[];
}

type Block = Exclude<Code, number | string> & unknown[];

/** Tracks where literal text has left the HTML tokenizer: in text, in a tag, in a raw-text element. */
class HtmlPosition {
  private inTag = false;
  private rawTextElement: string | null = null;
  private tagName = '';
  private readingName = false;

  feed(text: string): void {
    for (let i = 0; i < text.length; i++) {
      const ch = text[i]!;
      if (this.rawTextElement !== null) {
        if (ch === '<' && text.slice(i + 2, i + 2 + this.rawTextElement.length).toLowerCase() === this.rawTextElement && text[i + 1] === '/') {
          this.rawTextElement = null;
          this.inTag = true;
          this.tagName = '';
          this.readingName = false;
        }
        continue;
      }
      if (!this.inTag) {
        if (ch === '<' && /[a-zA-Z/!]/.test(text[i + 1] ?? '')) {
          this.inTag = true;
          this.tagName = '';
          this.readingName = text[i + 1] !== '/';
        }
        continue;
      }
      if (ch === '>') {
        this.inTag = false;
        if (this.tagName === 'script' || this.tagName === 'style') this.rawTextElement = this.tagName;
      } else if (this.readingName) {
        if (/[a-zA-Z0-9-]/.test(ch)) this.tagName += ch.toLowerCase();
        else this.readingName = false;
      }
    }
  }

  get position(): OutputPosition {
    if (this.rawTextElement !== null) return 'script';
    return this.inTag ? 'attribute' : 'text';
  }
}

function referenceText(ref: Reference): string {
  return ref.map(String).join('.');
}

function formatterNames(formatters: FormatterCall[] | 0): string[] {
  return formatters === 0 ? [] : formatters.map((call) => call[0]);
}

const ADVICE: Record<OutputPosition, string> = {
  text: 'add |html (or |htmltag)',
  attribute: 'add |htmlattr',
  script: 'use a formatter that escapes <, > and & in JSON',
};

/** Finds every variable written without escaping fit for where it lands. */
export function findUnescapedOutput(template: RootCode, options: UnescapedOutputOptions = {}): TemplateWarning[] {
  const safe = new Set([...ESCAPING_FORMATTERS, ...OPT_OUT_FORMATTERS, ...SAFE_OUTPUT_FORMATTERS, ...(options.safeFormatters ?? [])]);
  const scriptSafe = new Set([...SCRIPT_ESCAPING_FORMATTERS, ...OPT_OUT_FORMATTERS, ...(options.scriptSafeFormatters ?? [])]);
  const trusted = [...TRUSTED_HTML_VARIABLES, ...(options.trustedVariables ?? [])];
  const isTrusted = (name: string) => trusted.some((t) => name === t || name.startsWith(`${t}.`));
  const html = new HtmlPosition();
  const warnings: TemplateWarning[] = [];

  const isEscaped = (names: string[], position: OutputPosition): boolean => {
    const accepted = position === 'script' ? scriptSafe : safe;
    for (let i = names.length - 1; i >= 0; i--) {
      if (accepted.has(names[i]!)) return true;
      if (!KEEPS_ESCAPED.includes(names[i]!)) return false;
    }
    return false;
  };

  const variable = (code: Block): void => {
    const refs = code[1] as Reference[];
    const names = formatterNames(code[2] as FormatterCall[] | 0);
    const shown = refs.map(referenceText).join(', ');
    const position = html.position;
    if (refs.every((ref) => isTrusted(referenceText(ref))) || isEscaped(names, position)) return;
    const at = SOURCE_POSITIONS.get(code) ?? { line: 0, column: 0 };
    const written = names.length === 0 ? `{${shown}}` : `{${shown}|${names.join('|')}}`;
    warnings.push({ line: at.line, column: at.column, message: `unescaped output: ${written} in ${position}: ${ADVICE[position]}` });
  };

  const walkAll = (codes: Code[]): void => {
    for (const code of codes) walk(code);
  };

  const walk = (code: Code): void => {
    if (code === 0) return;
    if (typeof code === 'number') {
      if (code === Opcode.META_LEFT) html.feed('{');
      else if (code === Opcode.META_RIGHT) html.feed('}');
      return;
    }
    const block = code as Block;
    switch (block[0] as number) {
      case Opcode.TEXT:
        html.feed(block[1] as string);
        return;
      case Opcode.VARIABLE:
        variable(block);
        return;
      case Opcode.ROOT:
      case Opcode.MACRO:
      case Opcode.STRUCT:
        walkAll(block[2] as Code[]);
        return;
      case Opcode.SECTION:
        walkAll(block[2] as Code[]);
        walk(block[3] as Code);
        return;
      case Opcode.REPEATED:
        walkAll(block[2] as Code[]);
        walk(block[3] as Code);
        walkAll(block[4] as Code[]);
        return;
      case Opcode.PREDICATE:
      case Opcode.OR_PREDICATE:
      case Opcode.IF:
        walkAll(block[3] as Code[]);
        walk(block[4] as Code);
        return;
      default:
        return;
    }
  };

  walk(template);
  return warnings;
}
