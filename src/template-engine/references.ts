/**
 * Variable references specialised at link time. Looking names up is most of a render's work,
 * so each reference in a template becomes a small function that already knows what kind of
 * name it starts with (`@`, `@index`, an @variable, a property) and how long its path is.
 */
import type { Frame } from './context';
import { getChild, type PathSegment } from './values';

/** Reads a reference's value starting at a scope; undefined when missing. */
export type ReferenceReader = (start: Frame) => unknown;

const hasOwn = Object.prototype.hasOwnProperty;

/**
 * The first name of a reference is looked up more loosely than later ones, as in the
 * reference engine: an array scope also answers its `length`. Still own properties only.
 */
export function scopeProperty(value: unknown, name: PathSegment): unknown {
  if (typeof value !== 'object' || value === null) return undefined;
  if (Array.isArray(value)) {
    if (typeof name === 'number') return value[name];
    return name === 'length' ? value.length : undefined;
  }
  // Most lookups miss (names are searched up the scopes). An own-property probe answers a
  // miss without walking the prototype chain, and it is what keeps prototype members out of reach.
  if (!hasOwn.call(value, name)) return undefined;
  const found = (value as Record<string, unknown>)[name as string];
  return typeof found === 'function' ? undefined : found;
}

/** `scopeProperty` for a string name other than `length`, known at link time: no index checks. */
function namedProperty(value: unknown, name: string): unknown {
  if (typeof value !== 'object' || value === null || Array.isArray(value) || !hasOwn.call(value, name)) return undefined;
  const found = (value as Record<string, unknown>)[name];
  return typeof found === 'function' ? undefined : found;
}

/** Resolves one name against one scope: `@`, `@index`, `@index0`, an @variable, or a property. */
export function resolveName(name: PathSegment, frame: Frame): unknown {
  if (typeof name === 'string' && name.charCodeAt(0) === 64 /* @ */) {
    if (name === '@') return frame.value;
    if (name === '@index' || name === '@index0') {
      return frame.index === -1 ? undefined : frame.index + (name === '@index' ? 1 : 0);
    }
    return frame.vars === null ? undefined : frame.vars.get(name);
  }
  return scopeProperty(frame.value, name);
}

/** Walks the scopes outwards from `start` for the first that answers `name`. */
export function lookupStack(name: PathSegment, start: Frame): unknown {
  for (let frame: Frame | null = start; frame !== null; frame = frame.parent) {
    const value = resolveName(name, frame);
    if (value !== undefined) return value;
    if (frame.stop) break;
  }
  return undefined;
}

/** A reader for the first name: the current scope only (sections) or walking outwards. */
function firstNameReader(name: PathSegment, currentOnly: boolean): ReferenceReader {
  if (name === '@') return (frame) => frame.value;
  if (typeof name === 'string' && name.charCodeAt(0) === 64) {
    if (currentOnly) return (frame) => resolveName(name, frame);
    if (name === '@index' || name === '@index0') {
      const offset = name === '@index' ? 1 : 0;
      return (start) => {
        for (let frame: Frame | null = start; frame !== null; frame = frame.parent) {
          if (frame.index !== -1) return frame.index + offset;
          if (frame.stop) break;
        }
        return undefined;
      };
    }
    return (start) => {
      for (let frame: Frame | null = start; frame !== null; frame = frame.parent) {
        if (frame.vars !== null) {
          const value = frame.vars.get(name);
          if (value !== undefined) return value;
        }
        if (frame.stop) break;
      }
      return undefined;
    };
  }
  if (typeof name === 'string' && name !== 'length') {
    if (currentOnly) return (frame) => namedProperty(frame.value, name);
    return (start) => {
      for (let frame: Frame | null = start; frame !== null; frame = frame.parent) {
        const value = namedProperty(frame.value, name);
        if (value !== undefined) return value;
        if (frame.stop) break;
      }
      return undefined;
    };
  }
  if (currentOnly) return (frame) => scopeProperty(frame.value, name);
  return (start) => {
    for (let frame: Frame | null = start; frame !== null; frame = frame.parent) {
      const value = scopeProperty(frame.value, name);
      if (value !== undefined) return value;
      if (frame.stop) break;
    }
    return undefined;
  };
}

/** Builds the reader for a reference; `currentOnly` resolves the first name in the current scope only. */
export function compileReference(ref: readonly PathSegment[], currentOnly = false): ReferenceReader {
  if (ref.length === 0) return () => undefined;
  const first = firstNameReader(ref[0]!, currentOnly);
  if (ref.length === 1) return first;
  const rest = ref.slice(1);
  if (rest.length === 1) {
    const key = rest[0]!;
    return (start) => {
      const value = first(start);
      return value === undefined || value === null ? undefined : getChild(value, key);
    };
  }
  return (start) => {
    let value = first(start);
    for (let i = 0; i < rest.length; i++) {
      if (value === undefined || value === null) return undefined;
      value = getChild(value, rest[i]!);
    }
    return value;
  };
}
