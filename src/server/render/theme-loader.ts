/**
 * Loads a theme in the Squarespace developer-template layout, once, at start:
 *
 *   template.conf                JSON: name, layouts {key: {name, regions}}, navigations, stylesheets
 *   *.region                     page wrappers; a layout is its regions one after another
 *   collections/NAME.conf|.list|.item   templates of collections whose typeName is NAME
 *   blocks/NAME.block            partials, applied as `{@|apply NAME.block}`
 *   pages/NAME.page[.conf]       static pages at /NAME, and system pages (404, search, cart, error)
 *   styles/*.css|*.less          one stylesheet, served at a fingerprinted URL (plain CSS only)
 *   scripts/*.js                 served at fingerprinted URLs (`<squarespace:script src>`)
 *
 * Every template is compiled into an engine tree here; compile errors are reported as
 * `file:line:column message` and the page still renders (the engine skips what it cannot run).
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { z } from 'zod';
import type { RootCode, TemplateEngine } from '../../template-engine';
import { nonceScripts } from './script-nonce';
import { expandSquarespaceTags, type ThemeQuery } from './theme-tags';

/** A compiled template and where it came from (for error messages). */
export interface ThemeTemplate {
  file: string;
  tree: RootCode;
}

export interface ThemeProblem {
  file: string;
  line: number;
  column: number;
  message: string;
}

export interface ThemeAsset {
  body: string;
  contentType: string;
  hash: string;
  /** Fingerprinted URL; safe to cache for a year. */
  url: string;
}

export interface LoadedTheme {
  name: string;
  dir: string;
  title: string;
  layouts: Record<string, ThemeTemplate>;
  defaultLayout: string;
  navigations: { name: string; title: string }[];
  collections: Record<string, { conf: Record<string, unknown>; list?: ThemeTemplate; item?: ThemeTemplate }>;
  /** Partials by name (`product-card.block`), compiled. */
  partials: Record<string, RootCode>;
  pages: Record<string, ThemeTemplate & { title: string }>;
  queries: ThemeQuery[];
  stylesheet: ThemeAsset;
  /** Scripts by file name. */
  scripts: Record<string, ThemeAsset>;
  problems: ThemeProblem[];
}

const TemplateConf = z.object({
  name: z.string().min(1),
  author: z.string().optional(),
  layouts: z.record(z.string(), z.object({ name: z.string(), regions: z.array(z.string().regex(/^[a-zA-Z0-9_-]+$/)).min(1) })),
  navigations: z.array(z.object({ name: z.string().regex(/^[a-zA-Z][a-zA-Z0-9_-]*$/), title: z.string() })).default([]),
  stylesheets: z.array(z.string()).optional(),
});

const TEMPLATE_FILE = /^[a-zA-Z0-9_-]+$/;

function readJson(path: string, problems: ThemeProblem[], file: string): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(readFileSync(path, 'utf8'));
    if (typeof value === 'object' && value !== null && !Array.isArray(value)) return value as Record<string, unknown>;
    problems.push({ file, line: 1, column: 1, message: 'expected a JSON object' });
  } catch (e) {
    problems.push({ file, line: 1, column: 1, message: `invalid JSON: ${(e as Error).message}` });
  }
  return {};
}

function filesIn(dir: string, suffix: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((f) => f.endsWith(suffix))
    .sort();
}

function fingerprint(body: string): string {
  return createHash('sha256').update(body).digest('hex').slice(0, 12);
}

/**
 * Removes comments and runs of whitespace. Spaces around `:` and `>` stay in selectors, where
 * they change meaning (`a :hover` is not `a:hover`); in a declaration (`color : red`, ended by
 * `;` or `}` before any `{`) the spaces around its colon go.
 */
export function minifyCss(css: string): string {
  return css
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/\s+/g, ' ')
    .replace(/\s*([{};,])\s*/g, '$1')
    .replace(/([{;])([-a-zA-Z0-9]+) ?: ?(?=[^{};]*[;}])/g, '$1$2:')
    .replace(/;}/g, '}')
    .trim();
}

/** Loads and compiles the theme in `dir`; problems are collected, never thrown (except a missing template.conf). */
export function loadTheme(dir: string, engine: TemplateEngine, urlPrefix: string): LoadedTheme {
  const problems: ThemeProblem[] = [];
  const confFile = 'template.conf';
  const parsedConf = TemplateConf.safeParse(readJson(join(dir, confFile), problems, confFile));
  if (!parsedConf.success) {
    throw new Error(`${join(dir, confFile)}: ${parsedConf.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`);
  }
  const conf = parsedConf.data;
  const name = basename(dir);
  const prefix = `${urlPrefix}/${name}`;
  const queries: ThemeQuery[] = [];

  const scripts: Record<string, ThemeAsset> = {};
  for (const file of filesIn(join(dir, 'scripts'), '.js')) {
    const body = readFileSync(join(dir, 'scripts', file), 'utf8');
    const hash = fingerprint(body);
    scripts[file] = { body, contentType: 'text/javascript; charset=utf-8', hash, url: `${prefix}/${hash}/${file}` };
  }

  const compile = (file: string, source: string): ThemeTemplate => {
    const lineStarts = [0];
    for (let i = source.indexOf('\n'); i !== -1; i = source.indexOf('\n', i + 1)) lineStarts.push(i + 1);
    const expanded = expandSquarespaceTags(source, {
      addQuery: (query) => {
        const key = `q${queries.length}`;
        queries.push({ key, ...query });
        return key;
      },
      scriptUrl: (src) => scripts[src]?.url,
      warn: (message, offset) => {
        let line = lineStarts.length;
        while (line > 1 && lineStarts[line - 1]! > offset) line--;
        problems.push({ file, line, column: offset - lineStarts[line - 1]! + 1, message });
      },
    });
    // A theme's own script tags carry the page's CSP nonce; scripts in content never do.
    const { template, errors } = engine.compile(nonceScripts(expanded));
    for (const e of errors) problems.push({ file, line: e.line, column: e.column, message: e.message });
    return { file, tree: template };
  };
  const read = (relative: string) => readFileSync(join(dir, relative), 'utf8');

  const layouts: Record<string, ThemeTemplate> = {};
  for (const [key, layout] of Object.entries(conf.layouts)) {
    // Regions are compiled one after another as one template; errors name the region file.
    let source = '';
    const spans: { file: string; firstLine: number }[] = [];
    for (const region of layout.regions) {
      const file = `${region}.region`;
      if (!existsSync(join(dir, file))) {
        problems.push({ file: confFile, line: 1, column: 1, message: `layout ${key} names a missing region ${file}` });
        continue;
      }
      spans.push({ file, firstLine: source.split('\n').length });
      source += read(file);
    }
    const before = problems.length;
    const compiled = compile(`${key} layout`, source);
    for (const p of problems.slice(before)) {
      const span = [...spans].reverse().find((s) => p.line >= s.firstLine);
      if (span !== undefined) Object.assign(p, { file: span.file, line: p.line - span.firstLine + 1 });
    }
    layouts[key] = compiled;
  }
  const defaultLayout = 'default' in layouts ? 'default' : Object.keys(layouts)[0];
  if (defaultLayout === undefined) throw new Error(`${join(dir, confFile)}: no layout`);

  const partials: Record<string, RootCode> = {};
  for (const file of filesIn(join(dir, 'blocks'), '.block')) {
    partials[file] = compile(`blocks/${file}`, read(join('blocks', file))).tree;
  }

  const collections: LoadedTheme['collections'] = {};
  for (const file of filesIn(join(dir, 'collections'), '.conf')) {
    const typeName = file.slice(0, -'.conf'.length);
    if (!TEMPLATE_FILE.test(typeName)) continue;
    const entry: LoadedTheme['collections'][string] = { conf: readJson(join(dir, 'collections', file), problems, `collections/${file}`) };
    for (const kind of ['list', 'item'] as const) {
      const path = join('collections', `${typeName}.${kind}`);
      if (existsSync(join(dir, path))) entry[kind] = compile(path, read(path));
    }
    collections[typeName] = entry;
  }

  const pages: LoadedTheme['pages'] = {};
  for (const file of filesIn(join(dir, 'pages'), '.page')) {
    const pageName = file.slice(0, -'.page'.length);
    if (!TEMPLATE_FILE.test(pageName)) continue;
    const confPath = join(dir, 'pages', `${file}.conf`);
    const pageConf = existsSync(confPath) ? readJson(confPath, problems, `pages/${file}.conf`) : {};
    const title = typeof pageConf.title === 'string' ? pageConf.title : pageName;
    pages[pageName] = { ...compile(`pages/${file}`, read(join('pages', file))), title };
  }

  const styleFiles = conf.stylesheets ?? filesIn(join(dir, 'styles'), '.css').concat(filesIn(join(dir, 'styles'), '.less'));
  let css = '';
  for (const file of styleFiles) {
    const path = join(dir, 'styles', file);
    if (!/^[a-zA-Z0-9_.-]+$/.test(file) || !existsSync(path)) {
      problems.push({ file: confFile, line: 1, column: 1, message: `stylesheet styles/${file} is missing` });
      continue;
    }
    css += read(join('styles', file)) + '\n';
  }
  const cssBody = minifyCss(css);
  const cssHash = fingerprint(cssBody);

  return {
    name,
    dir,
    title: conf.name,
    layouts,
    defaultLayout,
    navigations: conf.navigations,
    collections,
    partials,
    pages,
    queries,
    stylesheet: { body: cssBody, contentType: 'text/css; charset=utf-8', hash: cssHash, url: `${prefix}/${cssHash}/site.css` },
    scripts,
    problems,
  };
}

/** `file:line:column message`, the form editors and terminals link to. */
export function formatThemeProblem(theme: string, p: ThemeProblem): string {
  return `themes/${theme}/${p.file}:${p.line}:${p.column} ${p.message}`;
}
