import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { islandsForPage, loadIslandAssets } from './island-assets';
import { SCRIPT_NONCE } from './script-nonce';

const dir = mkdtempSync(join(tmpdir(), 'stoa-islands-'));
mkdirSync(join(dir, 'chunks'));
writeFileSync(join(dir, 'product-form-AAA.js'), 'import "./chunks/runtime-CCC.js";');
writeFileSync(join(dir, 'cart-pill-BBB.js'), 'import "./chunks/runtime-CCC.js";');
writeFileSync(join(dir, 'chunks/runtime-CCC.js'), 'export const x = 1;');
mkdirSync(join(dir, 'assets'));
writeFileSync(join(dir, 'assets/shared-DDD.css'), '.x{}');
writeFileSync(
  join(dir, 'manifest.json'),
  JSON.stringify({
    '_runtime-CCC.js': { file: 'chunks/runtime-CCC.js', name: 'runtime', css: ['assets/shared-DDD.css'] },
    // Vite lists CSS that lazy chunks share as an entry of its own too.
    '_shared-DDD.css': { file: 'assets/shared-DDD.css', src: '_shared-DDD.css' },
    'src/islands/product-form.island.tsx': { file: 'product-form-AAA.js', name: 'product-form', isEntry: true, imports: ['_runtime-CCC.js'] },
    'src/islands/cart-pill.island.tsx': { file: 'cart-pill-BBB.js', name: 'cart-pill', isEntry: true, imports: ['_runtime-CCC.js'] },
  }),
);
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('built islands on pages', () => {
  it('links each entry as a module script with the CSP nonce; shared chunks come by the entries\' imports, not preloaded beside the page\'s stylesheets and images', () => {
    const islands = loadIslandAssets(dir);
    expect(islands.built).toBe(true);
    expect(islands.scriptTags(['product-form', 'cart-pill', 'unknown'])).toBe(
      `<script${SCRIPT_NONCE} type="module" src="/assets/islands/product-form-AAA.js"></script>` +
        `<script${SCRIPT_NONCE} type="module" src="/assets/islands/cart-pill-BBB.js"></script>`,
    );
    expect(islands.filesOf('cart-pill')).toEqual(['/assets/islands/cart-pill-BBB.js', '/assets/islands/chunks/runtime-CCC.js']);
  });

  it('serves the built files by URL path from memory, with a content hash', () => {
    const islands = loadIslandAssets(dir);
    const asset = islands.asset('/assets/islands/chunks/runtime-CCC.js')!;
    expect(asset.body.toString()).toBe('export const x = 1;');
    expect(asset.contentType).toMatch(/^text\/javascript/);
    expect(asset.hash).toMatch(/^[0-9a-f]{16}$/);
    expect(islands.asset('/assets/islands/assets/shared-DDD.css')!.contentType).toMatch(/^text\/css/);
    expect(islands.asset('/assets/islands/manifest.json')).toBeUndefined();
    expect(islands.asset('/assets/islands/../../package.json')).toBeUndefined();
  });

  it('without a build, pages get no scripts (they work without them)', () => {
    const none = loadIslandAssets(join(dir, 'missing'));
    expect(none.built).toBe(false);
    expect(none.scriptTags(['product-form', 'cart-pill'])).toBe('');
  });

  it('NAV-02 the product form where a page mounts one; the cart pill entry on every page of a site with a store', () => {
    expect(islandsForPage('<div class="ProductForm" data-island="product-form">', true)).toEqual(['product-form', 'cart-pill']);
    expect(islandsForPage('<article>post</article>', true)).toEqual(['cart-pill']);
    expect(islandsForPage('<article>post</article>', false)).toEqual([]);
  });
});
