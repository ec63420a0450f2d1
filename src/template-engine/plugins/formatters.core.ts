/**
 * The core formatters: value access (get, prop, lookup, key-by, find-*), text shaping
 * (truncate, slugify, smartypants, format, pluralize), escaping (html, json, url-encode),
 * numbers (round, mod, cycle, count) and `apply` for macros and partials.
 */
import type { Formatter, FormatterTable } from '../plugin';
import {
  asNumber,
  asString,
  getPath,
  isObject,
  isTruthy,
  splitVariable,
  type JsonObject,
  type PathSegment,
} from '../values';
import { applyFormatter } from './apply-partial';
import { findCriteria, findEntry } from './find-entry';
import { slugify } from './slugify';
import { smartypants } from './smartypants';
import { concatenationText, formatPattern } from './string-format';
import {
  encodeSpaces,
  escapeHtml,
  escapeHtmlAttribute,
  escapeScriptTags,
  newlinesToBreaks,
  stripTags,
  urlEncodeUtf8,
} from './text-escaping';
import { DEFAULT_ELLIPSIS, DEFAULT_TRUNCATE_LENGTH, truncateAtWord } from './truncate';

/** A formatter that maps the value's string reading to a new string. */
function stringFormatter(transform: (text: string) => string): Formatter {
  return (_args, vars) => {
    const first = vars[0]!;
    first.value = transform(asString(first.value));
  };
}

/** The key a value becomes when used as a property name (what JavaScript would make of it). */
function propertyKey(value: unknown): string {
  if (typeof value === 'string') return value;
  if (value === null) return 'null';
  return concatenationText(value);
}

/** A resolved `get` argument as path segments: arrays are whole paths, numbers index arrays. */
function pathFromValue(value: unknown): PathSegment[] {
  if (Array.isArray(value)) return value.map((v: unknown) => (typeof v === 'number' ? v : propertyKey(v)));
  if (typeof value === 'number') return [value];
  return [asString(value)];
}

const count: Formatter = (_args, vars) => {
  const first = vars[0]!;
  const value = first.value;
  if (isObject(value)) first.value = Object.keys(value).length;
  else if (Array.isArray(value) || typeof value === 'string') first.value = value.length;
  else first.value = 0;
};

/** `{@index|cycle a b c}`: the (n-1)th argument, wrapping around; 1-based like @index. */
const cycle: Formatter = (args, vars) => {
  const first = vars[0]!;
  let index = (asNumber(first.value) - 1) % args.length;
  if (index < 0) index += args.length;
  first.value = Number.isInteger(index) ? args[index] : undefined;
};

/** `{pattern|format a b}`: fills `{0}`, `{1}` with variables of the enclosing scope. */
const format: Formatter = (args, vars, ctx) => {
  const first = vars[0]!;
  const values = args.map((arg) => concatenationText(ctx.resolveFromParent(splitVariable(arg))));
  first.value = formatPattern(asString(first.value), values);
};

/** `{obj|get a b}`: follows the values of variables `a`, `b` as keys (an array value is a whole path). */
const get: Formatter = (args, vars, ctx) => {
  const first = vars[0]!;
  let current = first.value;
  for (const arg of args) {
    const key = ctx.resolve(splitVariable(arg));
    current = key === undefined ? undefined : getPath(current, pathFromValue(key));
    if (current === undefined) break;
  }
  first.value = current;
};

const iter: Formatter = (_args, vars, ctx) => {
  vars[0]!.value = asString(ctx.lookup('@index'));
};

function jsonFormatter(indent: string | undefined): Formatter {
  return (_args, vars) => {
    const first = vars[0]!;
    first.value = first.value === undefined ? '' : escapeScriptTags(JSON.stringify(first.value, undefined, indent) ?? '');
  };
}

/** `{list|key-by id}`: an object of the list's elements keyed by each element's `id`. */
const keyBy: Formatter = (args, vars) => {
  const first = vars[0]!;
  const result: JsonObject = {};
  const name = args[0];
  if (Array.isArray(first.value) && name) {
    const path = splitVariable(name);
    for (const item of first.value as unknown[]) {
      const key = getPath(item, path);
      if (key === undefined) continue;
      const property = propertyKey(key);
      // "__proto__" would replace the object's prototype instead of adding a key.
      if (property !== '__proto__') result[property] = item;
    }
  }
  first.value = result;
};

function findFormatter(fromEnd: boolean): Formatter {
  return (args, vars, ctx) => {
    const first = vars[0]!;
    first.value = findEntry(first.value, findCriteria(args, ctx), fromEnd);
  };
}

/** `{x|lookup key}`: the variable whose name is the value of variable `key`. */
const lookup: Formatter = (args, vars, ctx) => {
  const first = vars[0]!;
  const key = args[0];
  if (!key) {
    first.value = '';
    return;
  }
  const name = asString(ctx.resolve(splitVariable(key)));
  first.value = ctx.resolve(splitVariable(name));
};

const mod: Formatter = (args, vars) => {
  const first = vars[0]!;
  const divisor = parseInt(args[0] ?? '', 10);
  first.value = asNumber(first.value) % (divisor && Number.isFinite(divisor) ? divisor : 2);
};

const output: Formatter = (args, vars) => {
  vars[0]!.value = args.join(' ');
};

/** `{n|pluralize}` → "" or "s"; `{n|pluralize ies}`; `{n|pluralize y ies}`. */
const pluralize: Formatter = (args, vars) => {
  let singular = '';
  let plural = 's';
  if (args.length === 1) {
    plural = args[0]!;
  } else if (args.length >= 2) {
    singular = args[0]!;
    plural = args[1]!;
  }
  const first = vars[0]!;
  first.value = asNumber(first.value) === 1 ? singular : plural;
};

/** `{obj|prop a.b c}`: follows literal property paths. */
const prop: Formatter = (args, vars) => {
  const first = vars[0]!;
  let current = first.value;
  for (const arg of args) {
    current = getPath(current, splitVariable(arg));
    if (current === undefined) break;
  }
  first.value = current;
};

const raw: Formatter = (_args, vars) => {
  const first = vars[0]!;
  // A missing value prints as null: the reference engine's missing value holds null.
  first.value = JSON.stringify(first.value === undefined ? null : first.value);
};

const round: Formatter = (_args, vars) => {
  const first = vars[0]!;
  first.value = Math.round(asNumber(first.value));
};

/** Strips tags; falsy values pass through untouched. */
const safe: Formatter = (_args, vars) => {
  const first = vars[0]!;
  if (isTruthy(first.value)) first.value = stripTags(asString(first.value));
};

const str: Formatter = (_args, vars) => {
  const first = vars[0]!;
  first.value = typeof first.value === 'object' && first.value !== null ? '' : asString(first.value);
};

/** TPL-29: `{text|truncate [length=100] [ellipsis=...]}`; a length that is not positive does nothing. */
const truncate: Formatter = (args, vars) => {
  const limit = args.length > 0 ? parseInt(args[0]!, 10) : DEFAULT_TRUNCATE_LENGTH;
  const ellipsis = args.length > 1 ? args[1]! : DEFAULT_ELLIPSIS;
  if (!Number.isFinite(limit) || limit <= 0) return;
  const first = vars[0]!;
  first.value = truncateAtWord(asString(first.value), limit, ellipsis);
};

export const CORE_FORMATTERS: FormatterTable = {
  apply: applyFormatter,
  count,
  cycle,
  'encode-space': stringFormatter(encodeSpaces),
  'encode-uri': stringFormatter(encodeURI),
  'encode-uri-component': stringFormatter(encodeURIComponent),
  'find-first': findFormatter(false),
  'find-last': findFormatter(true),
  format,
  get,
  html: stringFormatter(escapeHtml),
  htmlattr: stringFormatter(escapeHtmlAttribute),
  htmltag: stringFormatter(escapeHtmlAttribute),
  iter,
  json: jsonFormatter(undefined),
  'json-pretty': jsonFormatter('  '),
  'key-by': keyBy,
  'line-breaks': stringFormatter(newlinesToBreaks),
  lookup,
  mod,
  output,
  pluralize,
  prop,
  raw,
  round,
  safe,
  slugify: stringFormatter(slugify),
  smartypants: stringFormatter(smartypants),
  str,
  truncate,
  'url-encode': stringFormatter(urlEncodeUtf8),
};
