/** An island's own stylesheet: served from the build, linked only on pages that mount the island. */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { islandsForPage, loadIslandAssets } from './island-assets';

const dir = mkdtempSync(join(tmpdir(), 'stoa-island-css-'));
mkdirSync(join(dir, 'chunks'));
mkdirSync(join(dir, 'assets'));
writeFileSync(join(dir, 'cart-page-AAA.js'), 'import "./chunks/runtime-CCC.js";');
writeFileSync(join(dir, 'cart-pill-BBB.js'), 'import "./chunks/runtime-CCC.js";');
writeFileSync(join(dir, 'chunks/runtime-CCC.js'), 'export const x = 1;');
writeFileSync(join(dir, 'assets/cart-page-DDD.css'), '.CartPage{color:red}');
writeFileSync(join(dir, 'assets/dialog-EEE.css'), '.Dialog{color:blue}');
writeFileSync(
  join(dir, 'manifest.json'),
  JSON.stringify({
    '_runtime-CCC.js': { file: 'chunks/runtime-CCC.js', name: 'runtime', css: ['assets/dialog-EEE.css'] },
    'src/islands/cart-page.island.tsx': { file: 'cart-page-AAA.js', name: 'cart-page', isEntry: true, imports: ['_runtime-CCC.js'], css: ['assets/cart-page-DDD.css'] },
    'src/islands/cart-pill.island.tsx': { file: 'cart-pill-BBB.js', name: 'cart-pill', isEntry: true, imports: ['_runtime-CCC.js'] },
  }),
);
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('island stylesheets', () => {
  it('links the CSS an entry and its shared chunks import, once each, and serves it as text/css', () => {
    const islands = loadIslandAssets(dir);
    expect(islands.styleTags!(['cart-page', 'cart-pill'])).toBe(
      '<link rel="stylesheet" href="/assets/islands/assets/cart-page-DDD.css"><link rel="stylesheet" href="/assets/islands/assets/dialog-EEE.css">',
    );
    expect(islands.styleTags!(['unknown'])).toBe('');
    const css = islands.asset('/assets/islands/assets/cart-page-DDD.css')!;
    expect(css.contentType).toMatch(/^text\/css/);
    expect(css.body.toString()).toBe('.CartPage{color:red}');
  });

  it('the cart page mounts the cart-page island', () => {
    expect(islandsForPage('<section class="CartPage" id="sqs-cart-root" data-island="cart-page">', true)).toEqual(['cart-page', 'cart-pill']);
  });
});
