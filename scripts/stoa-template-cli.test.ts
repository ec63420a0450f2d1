import { mkdtempSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createEngine } from '../src/template-engine';
import { CHECKOUT_PAGE_SOURCE } from '../src/server/render/checkout-page';
import { PURCHASE_PAGE_SOURCES } from '../src/server/render/purchase-pages';
import { STOREFRONT_FORMATTERS } from '../src/server/render/storefront-formatters';
import { systemPageSource } from '../src/server/render/system-markup';
import { main, storefrontWarnings } from './stoa-template-cli';

const engine = createEngine({ formatters: STOREFRONT_FORMATTERS });
const TEMPLATE_FILE = /\.(block|list|item|page|region)$/;

function templatesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? templatesUnder(path) : TEMPLATE_FILE.test(name) ? [path] : [];
  });
}

function run(argv: string[]) {
  let out = '';
  let err = '';
  return main(argv, { out: (s) => (out += s), err: (s) => (err += s) }).then((code) => ({ code, out, err }));
}

describe('stoa-template check (security)', () => {
  const files = templatesUnder('themes/default');

  it.each(files)('security: the default theme passes check clean: %s', (file) => {
    const { template, errors } = engine.compile(readFileSync(file, 'utf8'));
    expect(errors).toEqual([]);
    expect(storefrontWarnings(template)).toEqual([]);
  });

  it('security: the built-in system pages (themes without them) pass check clean', () => {
    const sources: Record<string, string> = { checkout: CHECKOUT_PAGE_SOURCE, ...PURCHASE_PAGE_SOURCES };
    for (const name of ['cart', 'search', '404', 'order-confirmed', 'order-status'] as const) sources[name] = systemPageSource(name);
    for (const [name, source] of Object.entries(sources)) {
      const { template, errors } = engine.compile(source);
      expect(errors, name).toEqual([]);
      expect(storefrontWarnings(template), name).toEqual([]);
    }
  });

  it('security: the CLI prints each unescaped variable as line:column warning and still exits 0 without errors', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'stoa-check-'));
    const file = join(dir, 'item.block');
    writeFileSync(file, '<h1>{title|html}</h1>\n<p class="{kind}">{body|rich-text}{excerpt}</p>');
    const result = await run(['check', file]);
    expect(result.out).toBe('2:11 warning: unescaped output: {kind} in attribute: add |htmlattr\n2:35 warning: unescaped output: {excerpt} in text: add |html (or |htmltag)\n');
    expect(result.code).toBe(0);
    writeFileSync(file, '{.section a}{b|html}');
    const broken = await run(['check', file]);
    expect(broken.code).toBe(1);
    writeFileSync(file, '<p>{title|html}</p>');
    expect((await run(['check', file])).out).toBe('no errors\n');
  });
});
