/**
 * Folder boundaries (docs/architecture.md): each folder imports only what the map allows.
 * A failing case names the file and the import that crosses a boundary.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(import.meta.dirname, '..');
const SRC = join(ROOT, 'src');

/** Folder → the src folders it may import from (besides itself), and whether node:* is allowed. */
const RULES: Record<string, { may: string[]; node: boolean; packages?: RegExp }> = {
  'template-engine': { may: [], node: false, packages: /^@phensley\// },
  // zod: the HTTP contract's schemas (src/shared/api/); nothing else.
  shared: { may: [], node: false, packages: /^zod(\/|$)/ },
  db: { may: ['shared'], node: true },
  modules: { may: ['shared', 'db'], node: true },
  flows: { may: ['modules', 'shared'], node: true },
  server: { may: ['flows', 'modules', 'template-engine', 'db', 'shared', 'demo'], node: true },
  // The demo site's seeding and pictures: through the services the server passes in, never the server.
  demo: { may: ['flows', 'modules', 'shared'], node: true },
  islands: { may: ['shared'], node: false },
  editor: { may: ['shared', 'template-engine'], node: false },
};

function sourceFiles(dir: string): string[] {
  const out: string[] = [];
  for (const name of readdirSync(dir)) {
    const p = join(dir, name);
    if (statSync(p).isDirectory()) out.push(...sourceFiles(p));
    else if (/\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name)) out.push(p);
  }
  return out;
}

function importsOf(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  const specs: string[] = [];
  const re = /(?:^|\n)\s*(?:import|export)\s[^'"]*?from\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;
  for (let m = re.exec(text); m !== null; m = re.exec(text)) specs.push((m[1] ?? m[2])!);
  return specs;
}

/**
 * Flows are grouped by feature (src/flows/cart/, checkout/, ...): code outside a feature's folder
 * imports its index.ts only. Returns why `target` may not be imported from `file`, or null.
 */
function featureIndexViolation(file: string, target: string): string | null {
  const parts = relative(SRC, target).split(/[\\/]/);
  if (parts[0] !== 'flows' || parts.length < 3) return null;
  const feature = join(SRC, 'flows', parts[1]!);
  if (!statSync(feature, { throwIfNoEntry: false })?.isDirectory()) return null;
  if (!relative(feature, file).startsWith('..')) return null;
  if (parts.length === 3 && (parts[2] === 'index' || parts[2] === 'index.ts')) return null;
  return `use src/flows/${parts[1]}/index.ts`;
}

function topFolder(file: string): string {
  return relative(SRC, file).split(/[\\/]/)[0]!;
}

/** What `file` (in `folder`, under `rule`) imports across a boundary: each as `file -> spec (why)`. */
function boundaryViolations(file: string, folder: string, rule: (typeof RULES)[string]): string[] {
  const violations: string[] = [];
  for (const spec of importsOf(file)) {
    if (spec.startsWith('.')) {
      const target = resolve(dirname(file), spec);
      if (!target.startsWith(SRC)) {
        violations.push(`${relative(ROOT, file)} -> ${spec}`);
        continue;
      }
      const targetFolder = topFolder(target);
      if (targetFolder !== folder && !rule.may.includes(targetFolder)) violations.push(`${relative(ROOT, file)} -> ${spec}`);
      // Another module is reachable only through its index.ts.
      if (folder === 'modules' && targetFolder === 'modules') {
        const [, own] = relative(SRC, file).split(/[\\/]/);
        const parts = relative(SRC, target).split(/[\\/]/);
        if (parts[1] !== own && parts.length > 2 && parts[2] !== 'index' && parts[2] !== 'index.ts') {
          violations.push(`${relative(ROOT, file)} -> ${spec} (use the module's index.ts)`);
        }
      }
      // A flow feature folder (src/flows/<feature>/) is reachable from outside only through its index.ts.
      const outsideFeature = featureIndexViolation(file, target);
      if (outsideFeature !== null) violations.push(`${relative(ROOT, file)} -> ${spec} (${outsideFeature})`);
    } else if (spec.startsWith('node:') || ['fs', 'path', 'os', 'crypto'].includes(spec)) {
      if (!rule.node) violations.push(`${relative(ROOT, file)} -> ${spec}`);
    } else if (rule.packages !== undefined && !rule.packages.test(spec)) {
      violations.push(`${relative(ROOT, file)} -> ${spec}`);
    }
  }
  return violations;
}

describe('folder boundaries', () => {
  const folders = readdirSync(SRC).filter((f) => statSync(join(SRC, f)).isDirectory());

  it('every folder under src has a rule', () => {
    expect(folders.filter((f) => !(f in RULES))).toEqual([]);
  });

  for (const folder of folders) {
    it(`${folder} imports only what it may`, () => {
      const rule = RULES[folder]!;
      expect(sourceFiles(join(SRC, folder)).flatMap((file) => boundaryViolations(file, folder, rule))).toEqual([]);
    });
  }
});

function testFiles(dir: string): string[] {
  const out: string[] = [];
  for (const name of readdirSync(dir)) {
    const p = join(dir, name);
    if (statSync(p).isDirectory()) out.push(...testFiles(p));
    else if (/\.test\.tsx?$/.test(name)) out.push(p);
  }
  return out;
}

/**
 * What a test file may import beyond its folder's rule, and why. `file` and `target` match
 * paths from the repository root (a package name for `target` when it is not a path).
 */
const TEST_EXCEPTIONS: { file: RegExp; target: RegExp; reason: string }[] = [
  { file: /\.test\.tsx?$/, target: /^test\/support\//, reason: 'the shared test helpers: databases on PGlite or PostgreSQL, an app, owners, fixtures' },
  { file: /\.test\.tsx?$/, target: /^(vitest|fast-check)$/, reason: 'the test runner and property-based generators' },
  { file: /^src\/flows\/.*\.test\.ts$/, target: /^src\/server\/(composition\/|background-jobs$)/, reason: 'flow tests wire the flows as the server does (the composition root, the background jobs)' },
  { file: /^src\/flows\/.*\.db\.test\.ts$|\.processes\.test\.ts$/, target: /^src\/(db\/database|server\/config)$/, reason: 'database tests open their own database, on PostgreSQL when TEST_DATABASE_URL is set' },
  { file: /^src\/(flows|template-engine)\/.*\.test\.ts$/, target: /^src\/server\/render\/locale-packs$/, reason: 'formatters need the locale packs, loaded the way Node does' },
  { file: /^src\/flows\/store\/storefront-products\.test\.ts$/, target: /^src\/template-engine$/, reason: 'the storefront products are checked as the templates render them' },
  { file: /^src\/template-engine\/.*\.test\.ts$/, target: /^node:(fs|path|module)$/, reason: 'engine tests read fixtures and load the reference engine' },
  { file: /^src\/islands\/captcha\/captcha\.test\.ts$/, target: /^(node:crypto|src\/modules\/captcha\/proof-of-work)$/, reason: "the island's solver is checked against the server's verifier" },
  { file: /^src\/modules\/media\/image-variants\.test\.ts$/, target: /^src\/template-engine\/plugins\/image-sizes$/, reason: 'the widths media serves are the widths templates ask for' },
  { file: /^test\/template-engine\.[a-z]+\.test\.ts$/, target: /^scripts\/conformance-runner$/, reason: 'the conformance cases run through the runner `npm run conformance` uses' },
];

/** The files under test/: the whole application is theirs to test, through each folder's public face. */
const TOP_LEVEL_TESTS = { may: Object.keys(RULES), node: true };

describe('folder boundaries of test files', () => {
  const excuses = (exception: (typeof TEST_EXCEPTIONS)[number], violation: string): boolean => {
    const [file, rest] = violation.split(' -> ') as [string, string];
    const spec = rest.split(' (')[0]!;
    const target = spec.startsWith('.') ? relative(ROOT, resolve(ROOT, dirname(file), spec)) : spec;
    return exception.file.test(file) && exception.target.test(target);
  };
  const allowed = (violation: string): boolean => TEST_EXCEPTIONS.some((e) => excuses(e, violation));

  it('test files under src import only what their folder may, or a listed exception', () => {
    const violations: string[] = [];
    for (const folder of readdirSync(SRC).filter((f) => statSync(join(SRC, f)).isDirectory())) {
      for (const file of testFiles(join(SRC, folder))) violations.push(...boundaryViolations(file, folder, RULES[folder]!));
    }
    expect(violations.filter((v) => !allowed(v))).toEqual([]);
  });

  it('test files under test/ reach src only through its public faces (module and flow feature index.ts), or a listed exception', () => {
    const violations = testFiles(join(ROOT, 'test')).flatMap((file) => boundaryViolations(file, 'test', TOP_LEVEL_TESTS));
    expect(violations.filter((v) => !allowed(v))).toEqual([]);
  });

  it('every listed exception is still needed', () => {
    const files = [...testFiles(SRC), ...testFiles(join(ROOT, 'test'))];
    const all = files.flatMap((file) => {
      const folder = relative(SRC, file).startsWith('..') ? 'test' : topFolder(file);
      return boundaryViolations(file, folder, RULES[folder] ?? TOP_LEVEL_TESTS);
    });
    expect(TEST_EXCEPTIONS.filter((e) => !all.some((v) => excuses(e, v))).map((e) => e.reason)).toEqual([]);
  });
});

/** `import { a, b } from '…'` (and `import type`), with the names imported. */
function namedImportsOf(file: string): { spec: string; names: string[] }[] {
  const text = readFileSync(file, 'utf8');
  const out: { spec: string; names: string[] }[] = [];
  const re = /(?:^|\n)\s*import\s+(?:type\s+)?([^'"]*?)\s*from\s*['"]([^'"]+)['"]/g;
  for (let m = re.exec(text); m !== null; m = re.exec(text)) {
    const clause = m[1]!;
    const braces = /\{([^}]*)\}/.exec(clause)?.[1] ?? '';
    const names = braces.split(',').map((n) => n.trim().replace(/^type\s+/, '').split(/\s+as\s+/)[0]!).filter((n) => n !== '');
    const outside = clause.replace(/\{[^}]*\}/, '').replace(/,/g, ' ').trim();
    if (outside !== '') names.push(outside); // a default or namespace import
    out.push({ spec: m[2]!, names });
  }
  return out;
}

describe('route files', () => {
  it('share helpers through src/server/http, importing from another route file only its register…Routes function', () => {
    const violations: string[] = [];
    for (const file of sourceFiles(join(SRC, 'server', 'routes'))) {
      for (const { spec, names } of namedImportsOf(file)) {
        if (!/\.routes(\.js)?$/.test(spec)) continue;
        for (const name of names) if (!/^register\w*Routes$/.test(name)) violations.push(`${relative(ROOT, file)} -> ${name} from ${spec}`);
      }
    }
    expect(violations).toEqual([]);
  });
});

/** The specifiers a file imports as values (`import type` and `export type` left out). */
function valueImportsOf(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  const specs: string[] = [];
  const re = /(?:^|\n)\s*(?:import|export)\s(?!type\s)[^'"]*?from\s*['"]([^'"]+)['"]|(?:^|\n)\s*import\s*['"]([^'"]+)['"]/g;
  for (let m = re.exec(text); m !== null; m = re.exec(text)) specs.push((m[1] ?? m[2])!);
  return specs;
}

function resolveSource(from: string, spec: string): string | null {
  const base = resolve(dirname(from), spec);
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts')]) {
    try {
      if (statSync(candidate).isFile()) return candidate;
    } catch {
      // not this spelling
    }
  }
  return null;
}

describe('the HTTP contract stays out of the browser bundles', () => {
  it('no island reaches zod through a value import (types and endpoint descriptors only)', () => {
    const seen = new Set<string>();
    const reachesZod: string[] = [];
    const walk = (file: string, via: string[]) => {
      if (seen.has(file)) return;
      seen.add(file);
      for (const spec of valueImportsOf(file)) {
        if (spec === 'zod' || spec.startsWith('zod/')) reachesZod.push([...via, relative(ROOT, file)].join(' -> '));
        else if (spec.startsWith('.')) {
          const target = resolveSource(file, spec);
          if (target !== null) walk(target, [...via, relative(ROOT, file)]);
        }
      }
    };
    for (const file of sourceFiles(join(SRC, 'islands'))) walk(file, []);
    expect(reachesZod).toEqual([]);
    // The walk does reach the contract's descriptors.
    expect(seen.has(join(SRC, 'shared', 'api', 'cart-endpoints.ts'))).toBe(true);
  });
});
