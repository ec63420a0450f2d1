import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createEngine } from '../../template-engine';
import { STOREFRONT_FORMATTERS } from './storefront-formatters';
import { SCRIPT_NONCE } from './script-nonce';
import { formatThemeProblem, loadTheme, minifyCss } from './theme-loader';
import { loadThemes, THEMES_DIR } from './theme-registry';
import { expandSquarespaceTags } from './theme-tags';

const engine = createEngine({ formatters: STOREFRONT_FORMATTERS });

function writeTheme(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), 'stoa-theme-'));
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(join(dir, path, '..'), { recursive: true });
    writeFileSync(join(dir, path), text);
  }
  return dir;
}

const CONF = JSON.stringify({ name: 'Test', layouts: { default: { name: 'Default', regions: ['header', 'site'] } }, navigations: [{ name: 'mainNavigation', title: 'Main' }] });

describe('theme loading', () => {
  it('loads the built-in theme with no template problems and CSS under 30 KB', () => {
    const warnings: string[] = [];
    const registry = loadThemes(engine, (m) => warnings.push(m), THEMES_DIR);
    const theme = registry.get('default');
    expect(warnings).toEqual([]);
    expect(Object.keys(theme.collections).sort()).toEqual(['blog', 'gallery', 'products']);
    expect(Object.keys(theme.pages).sort()).toEqual(['404', 'cart', 'checkout', 'order-confirmed', 'order-status', 'search']);
    expect(theme.partials['layout.block']).toBeDefined();
    expect(Buffer.byteLength(theme.stylesheet.body)).toBeLessThan(30 * 1024);
    expect(theme.stylesheet.url).toMatch(/^\/_theme\/default\/[0-9a-f]{12}\/site\.css$/);
    expect(registry.asset(theme.stylesheet.url)).toBe(theme.stylesheet);
    expect(registry.get('no-such-theme')).toBe(theme);
  });

  it('reports template errors as file:line:column, regions by their own file', () => {
    const dir = writeTheme({
      'template.conf': CONF,
      'header.region': '<header>\n{.section website}\n</header>\n',
      'site.region': '<main>\n  {squarespace.main-content}\n  {title|no-such-formatter}\n</main>\n',
      'blocks/card.block': 'one\ntwo {.end}\n',
      'collections/blog.conf': '{"title": "Blog"}',
      'collections/blog.list': '{.repeated section items}{title}\n',
      'styles/site.css': 'body { color: red; }',
    });
    const theme = loadTheme(dir, engine, '/_theme');
    const lines = theme.problems.map((p) => formatThemeProblem('t', p));
    expect(lines).toContainEqual(expect.stringMatching(/^themes\/t\/header\.region:2:1 .*SECTION/));
    expect(lines).toContainEqual(expect.stringMatching(/^themes\/t\/site\.region:3:3 .*no-such-formatter/));
    expect(lines).toContainEqual(expect.stringMatching(/^themes\/t\/blocks\/card\.block:2:5 /));
    expect(lines).toContainEqual(expect.stringMatching(/^themes\/t\/collections\/blog\.list:1:1 /));
  });

  it('rejects a template.conf without layouts, naming the file', () => {
    const dir = writeTheme({ 'template.conf': '{"name": "x"}' });
    expect(() => loadTheme(dir, engine, '/_theme')).toThrow(/template\.conf: layouts/);
  });

  it('serves theme scripts at fingerprinted URLs and links them from <squarespace:script>', () => {
    const dir = writeTheme({
      'template.conf': CONF,
      'header.region': '',
      'site.region': '<squarespace:script src="site.js" combo="false" />\n<squarespace:script src="missing.js" />',
      'scripts/site.js': 'console.log(1);',
    });
    const theme = loadTheme(dir, engine, '/_theme');
    const url = theme.scripts['site.js']!.url;
    expect(url).toMatch(/^\/_theme\/stoa-theme-\w+\/[0-9a-f]{12}\/site\.js$/);
    expect(engine.render(theme.layouts.default!.tree, {}).html).toContain(`<script${SCRIPT_NONCE} src="${url}" defer></script>`);
    expect(theme.problems.map((p) => `${p.file}:${p.line}`)).toEqual(['default layout:2'.replace('default layout', 'site.region')]);
  });
});

describe('squarespace tags', () => {
  const context = () => {
    const queries: unknown[] = [];
    const warnings: string[] = [];
    return {
      queries,
      warnings,
      tags: {
        addQuery: (q: unknown) => `q${queries.push(q) - 1}`,
        scriptUrl: () => undefined,
        warn: (m: string) => warnings.push(m),
      },
    };
  };

  it('turns navigation tags into sections over the page context', () => {
    const { tags } = context();
    const out = expandSquarespaceTags(
      '<squarespace:navigation navigationId="mainNavigation" template="nav" />|<squarespace:navigation navigationId="secondaryNavigation">{.if items.0}has{.end}</squarespace:navigation>',
      tags,
    );
    expect(out).toBe('{.section navigation.mainNavigation}{@|apply nav.block}{.end}|{.section navigation.secondaryNavigation}{.if items.0}has{.end}{.end}');
    const html = engine.render(out, { navigation: { mainNavigation: { items: [1] }, secondaryNavigation: { items: [2] } } }, { partials: { 'nav.block': '{items.0}' } }).html;
    expect(html).toBe('1|has');
  });

  it('turns block fields, queries and escapes into plain JSON-T, keeping line numbers', () => {
    const { tags, queries } = context();
    const source = '<squarespace:block-field id="footerBlocks" class="Footer" columns="12"\n label="Footer" />\n<squarespace:query collection="blog" limit="3" featured="true">{.repeated section items}{title}{.end}</squarespace:query>\n<squarespace:escape>x</squarespace:escape>';
    const out = expandSquarespaceTags(source, tags);
    expect(out.split('\n')).toHaveLength(source.split('\n').length);
    expect(out).toContain('<div class="Footer" data-block-field="footerBlocks">{blockFields.footerBlocks}</div>');
    expect(out).toContain('{.section queries.q0}{.repeated section items}{title}{.end}{.end}');
    expect(out.endsWith('x')).toBe(true);
    expect(queries).toEqual([{ collection: 'blog', limit: 3, featured: true, category: undefined, tag: undefined }]);
  });

  it('warns about tags it cannot expand', () => {
    const { tags, warnings } = context();
    expandSquarespaceTags('<squarespace:navigation template="x" /><squarespace:widget />', tags);
    expect(warnings).toHaveLength(2);
  });
});

describe('minifyCss', () => {
  it('drops comments and whitespace but keeps selector meaning', () => {
    expect(minifyCss('/* c */ a :hover ,  b > c {\n  color : red ;\n}\n')).toBe('a :hover,b > c{color:red}');
    expect(minifyCss('@media (min-width: 40em) { a :hover { margin : 0 auto ; --ink : #fff } }')).toBe('@media (min-width: 40em){a :hover{margin:0 auto;--ink:#fff}}');
  });
});
