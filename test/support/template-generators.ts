/**
 * fast-check generators of JSON-T templates and data, shared by the differential and fuzz
 * tests. Names come from a small vocabulary so that templates and data meet often.
 */
import fc from 'fast-check';

const NAMES = ['a', 'b', 'c', 'n', 'title', 'flag', 'items', 'a.b', 'items.0', 'items.1.title', '@', '@index', '@index0', '@v', '@c.k', 'missing'];
const KEYS = ['a', 'b', 'c', 'n', 'title', 'flag', 'items', 'k', 'm'];
const FORMATTERS = [
  'html', 'htmlattr', 'htmltag', 'json', 'json-pretty', 'str', 'raw', 'safe', 'slugify', 'count', 'round', 'pluralize',
  'pluralize/x/y', 'truncate 5', 'truncate 3 ~', 'mod 3', 'capitalize', 'encode-space', 'encode-uri', 'iter', 'smartypants',
  'lookup a', 'get title', 'format {0}-{1} a b', 'cycle x y z', 'output', 'key-by title', 'prop title',
];
const PREDICATES = ['equal? a b', 'equal? n 3', 'even?', 'odd?', 'plural?', 'singular?', 'nth? 2', 'greaterThan? n 2', 'lessThan? n 5', 'notEqual? a "x"', 'debug?'];
const EXPRESSIONS = ['n + 1', 'n * 2 - 3', "'x' + title", 'a == b', 'n > 2 && flag', '@v = n * 3; @v + 1', 'max(1, n, 4)', 'str(n) + str(flag)', '!flag || n % 2', '(1 + 2) * 3 ** 2'];

const name = fc.constantFrom(...NAMES);
const text = fc.constantFrom('x', ' ', '\n', '<b>', 'é', '{', '}', '} {', 'a.b', '"q"', '&', '{x y}');

type Tpl = fc.Arbitrary<string>;

/** A random template built from the language's constructs, nested up to a few levels. */
export function templateArbitrary(): Tpl {
  const { node } = fc.letrec<{ node: string; block: string }>((tie) => ({
    block: fc.array(tie('node'), { maxLength: 4 }).map((parts) => parts.join('')),
    node: fc.oneof(
      { depthSize: 'small', withCrossShrink: true },
      text,
      name.map((n) => `{${n}}`),
      fc.tuple(name, fc.constantFrom(...FORMATTERS)).map(([n, f]) => `{${n}|${f}}`),
      fc.tuple(name, name, fc.constantFrom(...FORMATTERS)).map(([a, b, f]) => `{${a},${b}|${f}}`),
      fc.tuple(name, tie('block'), tie('block')).map(([n, body, alt]) => `{.section ${n}}${body}{.or}${alt}{.end}`),
      fc.tuple(name, tie('block'), tie('block')).map(([n, body, sep]) => `{.repeated section ${n}}${body}{.alternates with}${sep}{.end}`),
      fc.tuple(fc.constantFrom(...PREDICATES), tie('block'), fc.constantFrom(...PREDICATES), tie('block'), tie('block'))
        .map(([p, body, q, mid, alt]) => `{.${p}}${body}{.or ${q}}${mid}{.or}${alt}{.end}`),
      fc.tuple(name, fc.constantFrom('&&', '||'), name, tie('block')).map(([a, op, b, body]) => `{.if ${a} ${op} ${b}}${body}{.end}`),
      fc.tuple(name, fc.constantFrom(...FORMATTERS)).map(([n, f]) => `{.var @v ${n}|${f}}`),
      fc.tuple(name, name).map(([a, b]) => `{.ctx @c k=${a} m=${b}}`),
      fc.constantFrom(...EXPRESSIONS).map((e) => `{.eval ${e}}`),
      fc.tuple(tie('block'), name).map(([body, n]) => `{.macro m}${body}{.end}{${n}|apply m}`),
      fc.constantFrom('{.space}', '{.tab}', '{.newline}', '{.meta-left}', '{.meta-right}', '{# c}', '{.end}', '{.or}', '{.alternates with}'),
    ),
  }));
  return fc.array(node, { minLength: 1, maxLength: 6 }).map((parts) => parts.join(''));
}

const scalar = fc.oneof(
  fc.integer({ min: -5, max: 10 }),
  fc.constantFrom(0, 1, 2, 3, 1.5, -0.5, 1e21),
  fc.constantFrom('', 'x', 'Hello <World>', 'true', '3', 'a b', 'ünï', 'x/y?z'),
  fc.boolean(),
  fc.constant(null),
);

/** Random data objects over the same key vocabulary as the templates. */
export function dataArbitrary(): fc.Arbitrary<Record<string, unknown>> {
  const { value } = fc.letrec<{ value: unknown; object: Record<string, unknown> }>((tie) => ({
    value: fc.oneof({ depthSize: 'small' }, scalar, scalar, tie('object'), fc.array(tie('value'), { maxLength: 4 })),
    object: fc.dictionary(fc.constantFrom(...KEYS), tie('value'), { maxKeys: 5, noNullPrototype: true }),
  }));
  return fc.dictionary(fc.constantFrom(...KEYS), value, { minKeys: 3, maxKeys: 9, noNullPrototype: true });
}

type Json = null | boolean | number | string | Json[] | { [k: string]: Json };

function paths(value: Json, prefix: (string | number)[] = [], out: (string | number)[][] = []): (string | number)[][] {
  if (out.length > 200) return out;
  out.push(prefix);
  if (Array.isArray(value)) value.forEach((v, i) => paths(v, [...prefix, i], out));
  else if (value !== null && typeof value === 'object') for (const k of Object.keys(value)) paths(value[k]!, [...prefix, k], out);
  return out;
}

function setAt(root: Json, path: (string | number)[], replace: (old: Json) => Json | undefined): Json {
  if (path.length === 0) return replace(root) ?? null;
  // an earlier edit may have turned an object into an array (or a scalar): a key that no longer
  // fits would give an array with named members, which no JSON document has
  if (Array.isArray(root) ? typeof path[0] !== 'number' : root === null || typeof root !== 'object') return root;
  const copy: Json = Array.isArray(root) ? [...root] : { ...(root as Record<string, Json>) };
  const [head, ...rest] = path;
  const container = copy as Record<string | number, Json>;
  const next = setAt(container[head!]!, rest, replace);
  if (rest.length === 0 && replace(container[head!]!) === undefined) {
    if (Array.isArray(copy)) copy.splice(head as number, 1);
    else delete container[head!];
  } else {
    container[head!] = next;
  }
  return copy;
}

const MUTATIONS: ((old: Json) => Json | undefined)[] = [
  () => undefined, // remove
  () => null,
  () => '',
  () => 0,
  () => 'text',
  () => true,
  () => [],
  () => ({}),
  (old) => (typeof old === 'number' ? String(old) : typeof old === 'string' ? Number(old.length) : old),
  (old) => (Array.isArray(old) ? [...old, ...old] : old),
];

/** Copies of `json` with one to three values removed, emptied or changed in type. */
export function mutateJson(json: unknown): fc.Arbitrary<unknown> {
  const all = paths(json as Json).filter((p) => p.length > 0);
  if (all.length === 0) return fc.constant(json);
  return fc
    .array(fc.tuple(fc.constantFrom(...all), fc.integer({ min: 0, max: MUTATIONS.length - 1 })), { minLength: 1, maxLength: 3 })
    .map((edits) => {
      let out = json as Json;
      for (const [path, m] of edits) {
        try {
          out = setAt(out, path, MUTATIONS[m]!);
        } catch {
          // the path may no longer exist after an earlier edit
        }
      }
      return out;
    });
}
