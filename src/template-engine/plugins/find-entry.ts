/**
 * `find-first` / `find-last`: pick an element of an array, optionally the first (or last)
 * one for which a property is truthy.
 *
 *   {items|find-first}               first element
 *   {items|find-first path}          first element whose `path` is truthy
 *   {items|find-first table path}    first element `e` for which `table[e].path` is truthy
 */
import type { RenderContext } from '../plugin';
import { asString, getPath, isTruthy, splitVariable, type PathSegment } from '../values';

interface FindCriteria {
  /** Present with two arguments: elements are keys into this value. */
  table?: unknown;
  path?: PathSegment[];
}

export function findCriteria(args: readonly string[], ctx: RenderContext): FindCriteria {
  if (args.length === 2) return { table: ctx.resolve(splitVariable(args[0]!)), path: splitVariable(args[1]!) };
  // A third argument is not an error: the first is still the path, as in the reference engine.
  if (args.length >= 1) return { path: splitVariable(args[0]!) };
  return {};
}

/** The first (`fromEnd` false) or last matching element, or undefined. */
export function findEntry(items: unknown, criteria: FindCriteria, fromEnd: boolean): unknown {
  if (!Array.isArray(items) || items.length === 0) return undefined;
  const { path } = criteria;
  const hasTable = 'table' in criteria;
  const count = items.length;
  for (let k = 0; k < count; k++) {
    const item: unknown = items[fromEnd ? count - 1 - k : k];
    if (path === undefined) return item;
    // getPath, not getChild: an array table is indexed by numbers only, so a string never matches.
    const candidate = hasTable ? getPath(criteria.table, [asString(item)]) : item;
    if (isTruthy(getPath(candidate, path))) return item;
  }
  return undefined;
}
