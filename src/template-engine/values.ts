/**
 * Value semantics of the JSON-T language, on plain JSON values.
 *
 * The engine never wraps values: a template sees the JSON it was given. `undefined`
 * stands for "missing" (JSON has no undefined), which the language keeps apart from
 * `null`. Property access is limited to own properties so that no template can reach
 * `__proto__`, `constructor` or anything else on a prototype chain.
 */

export const enum ValueType {
  MISSING = 0,
  OBJECT = 1,
  ARRAY = 2,
  NUMBER = 3,
  STRING = 4,
  BOOLEAN = 5,
  NULL = 6,
}

export type JsonObject = { [key: string]: unknown };

/** A path segment: a property name, or an array index. */
export type PathSegment = string | number;

const hasOwn = Object.prototype.hasOwnProperty;

/** The language type of a value; functions and symbols count as missing. */
export function typeOf(value: unknown): ValueType {
  switch (typeof value) {
    case 'object':
      return value === null ? ValueType.NULL : Array.isArray(value) ? ValueType.ARRAY : ValueType.OBJECT;
    case 'string':
      return ValueType.STRING;
    case 'number':
      return ValueType.NUMBER;
    case 'boolean':
      return ValueType.BOOLEAN;
    case 'bigint':
      return ValueType.NUMBER;
    default:
      return ValueType.MISSING;
  }
}

/** True for a plain JSON object (not an array, not null). */
export function isObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Truthiness as sections and predicates see it. */
export function isTruthy(value: unknown): boolean {
  switch (typeof value) {
    case 'string':
      return value !== '';
    case 'number':
      return value === value && value !== 0;
    case 'boolean':
      return value;
    case 'object':
      if (value === null) return false;
      if (Array.isArray(value)) return value.length !== 0;
      for (const key in value) if (hasOwn.call(value, key)) return true;
      return Object.getPrototypeOf(value) !== Object.prototype && Object.getPrototypeOf(value) !== null;
    default:
      return false;
  }
}

/** Jackson-style boolean reading: only `true`, the string "true" and non-zero integers are true. */
export function asBoolean(value: unknown): boolean {
  switch (typeof value) {
    case 'boolean':
      return value;
    case 'string':
      return value === 'true';
    case 'number':
      return Number.isInteger(value) ? value !== 0 : false;
    default:
      return false;
  }
}

/** String reading: containers, null and missing read as the empty string. */
export function asString(value: unknown): string {
  switch (typeof value) {
    case 'string':
      return value;
    case 'number':
    case 'boolean':
    case 'bigint':
      return String(value);
    default:
      return '';
  }
}

/** Number reading: strings parse as integer unless they hold a dot; others read 0. */
export function asNumber(value: unknown): number {
  switch (typeof value) {
    case 'number':
      return value;
    case 'string':
      return value.indexOf('.') !== -1 ? parseFloat(value) : parseInt(value, 10);
    case 'boolean':
      return value ? 1 : 0;
    default:
      return 0;
  }
}

/** Number of own keys of an object or elements of an array; 0 for anything else. */
export function sizeOf(value: unknown): number {
  if (Array.isArray(value)) return value.length;
  if (isObject(value)) return Object.keys(value).length;
  return 0;
}

/** One step of property access: own properties of objects, integer indices of arrays. */
export function getChild(value: unknown, key: PathSegment): unknown {
  if (typeof value !== 'object' || value === null) return undefined;
  let child: unknown;
  if (Array.isArray(value)) {
    if (typeof key !== 'number') return undefined;
    child = value[key];
  } else {
    child = (value as JsonObject)[key as string];
    if (child === undefined || !hasOwn.call(value, key)) return undefined;
  }
  return typeof child === 'function' ? undefined : child;
}

/** Follow a path from a value; any missing step gives undefined. */
export function getPath(value: unknown, path: readonly PathSegment[]): unknown {
  let current = value;
  for (let i = 0; i < path.length; i++) {
    if (typeof current !== 'object' || current === null) return undefined;
    const key = path[i]!;
    if (Array.isArray(current)) {
      if (typeof key !== 'number') return undefined;
      current = current[key];
    } else {
      if (!hasOwn.call(current, key)) return undefined;
      current = (current as JsonObject)[key];
    }
  }
  return typeOf(current) === ValueType.MISSING ? undefined : current;
}

const ALL_DIGITS = /^\d+$/;

/** Split a dotted variable name into segments; all-digit segments become array indices. */
export function splitVariable(name: string): PathSegment[] {
  const parts: PathSegment[] = name.split('.');
  for (let i = 0; i < parts.length; i++) {
    const part = parts[i] as string;
    if (ALL_DIGITS.test(part)) {
      const index = parseInt(part, 10);
      if (index <= 0x7fffffff) parts[i] = index;
    }
  }
  return parts;
}

/** Structural equality of JSON values. */
export function deepEquals(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  if (Array.isArray(a)) {
    const other = b as unknown[];
    if (a.length !== other.length) return false;
    for (let i = 0; i < a.length; i++) if (!deepEquals(a[i], other[i])) return false;
    return true;
  }
  const x = a as JsonObject;
  const y = b as JsonObject;
  const keysX = Object.keys(x);
  if (keysX.length !== Object.keys(y).length) return false;
  for (const key of keysX) {
    if (!hasOwn.call(y, key) || !deepEquals(x[key], y[key])) return false;
  }
  return true;
}

/** Compares strings by UTF-16 code unit, like Java's String.compareTo. */
export function stringCompare(a: string, b: string): number {
  const limit = Math.min(a.length, b.length);
  for (let k = 0; k < limit; k++) {
    const diff = a.charCodeAt(k) - b.charCodeAt(k);
    if (diff !== 0) return diff;
  }
  return a.length - b.length;
}

/** Orders `a` against `b` using `a`'s type to coerce `b`; unlike types compare unequal. */
export function compareValues(a: unknown, b: unknown): number {
  switch (typeof a) {
    case 'number': {
      const n = asNumber(b);
      return a < n ? -1 : a === n ? 0 : 1;
    }
    case 'string':
      return stringCompare(a, asString(b));
    case 'boolean': {
      const n = asBoolean(b);
      return a === n ? 0 : a ? 1 : -1;
    }
    default:
      return deepEquals(a, b) ? 0 : -1;
  }
}

/** Text a variable emits: scalars as text, arrays joined by commas, objects and null as nothing. */
export function emitText(value: unknown): string {
  switch (typeof value) {
    case 'string':
      return value;
    case 'number':
    case 'boolean':
      return String(value);
    case 'object': {
      if (!Array.isArray(value)) return '';
      let out = '';
      for (let i = 0; i < value.length; i++) {
        if (i > 0) out += ',';
        out += elementText(value[i]);
      }
      return out;
    }
    default:
      return '';
  }
}

// Array elements are joined the way JavaScript string concatenation prints them:
// a top-level null prints "null", but inside a nested array it prints nothing (Array#join).
function elementText(value: unknown): string {
  if (value === null) return 'null';
  if (typeof value !== 'object') return String(value);
  return Array.isArray(value) ? joinNested(value) : '[object Object]';
}

function joinNested(values: readonly unknown[]): string {
  let out = '';
  for (let i = 0; i < values.length; i++) {
    if (i > 0) out += ',';
    const v = values[i];
    if (v === null || v === undefined) continue;
    out += typeof v !== 'object' ? String(v) : Array.isArray(v) ? joinNested(v) : '[object Object]';
  }
  return out;
}
