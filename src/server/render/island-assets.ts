/**
 * The built islands (`npm run build:islands` → `dist/islands/`), read once at start: each
 * entry's file and the shared chunks it imports, served from memory at content-hashed URLs
 * under `/assets/islands/`, and the `<script type="module">` tags a page needs for the islands
 * it mounts. Without a build the pages still work (they are HTML first), only without
 * scripts; `npm start` builds first (`prestart`), and so do the browser journeys.
 */
import { existsSync, readFileSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { EDITING_FRAME_CONFIG_ID } from '../../shared/editor-frame-messages';
import { SCRIPT_NONCE } from './script-nonce';

export const ISLANDS_DIST_DIR = fileURLToPath(new URL('../../../dist/islands/', import.meta.url));
export const ISLAND_ASSET_PREFIX = '/assets/islands/';

export interface IslandAsset {
  body: Buffer;
  contentType: string;
  hash: string;
}

export interface IslandAssets {
  /** True when a build was found. */
  readonly built: boolean;
  /** Preload links and module scripts for these entries (unknown names are skipped). */
  scriptTags(names: readonly string[]): string;
  /** Stylesheet links of the CSS these entries import (for the head: styled before scripts run). */
  styleTags?(names: readonly string[]): string;
  /** Every file an entry loads, the entry's own first (URL paths). */
  filesOf(name: string): string[];
  /** A built file by URL path, or undefined. */
  asset(path: string): IslandAsset | undefined;
}

export interface ManifestChunk {
  file: string;
  name?: string;
  isEntry?: boolean;
  imports?: string[];
  /** CSS files the chunk imports (an island's own styles, loaded only where it mounts). */
  css?: string[];
  /** Chunks loaded on demand (`import()`): the editor's panels. */
  dynamicImports?: string[];
}

/**
 * Reads `dir/manifest.json` and the files it names (none when there is no build), served under
 * `prefix` (the editor's build is read the same way under its own prefix).
 */
export function loadIslandAssets(dir = ISLANDS_DIST_DIR, prefix = ISLAND_ASSET_PREFIX): IslandAssets {
  const manifestPath = join(dir, 'manifest.json');
  const manifest: Record<string, ManifestChunk> = existsSync(manifestPath) ? (JSON.parse(readFileSync(manifestPath, 'utf8')) as Record<string, ManifestChunk>) : {};

  const assets = new Map<string, IslandAsset>();
  for (const chunk of Object.values(manifest)) {
    const body = readFileSync(join(dir, chunk.file));
    // CSS shared by several lazy chunks gets a manifest entry of its own: still CSS.
    const contentType = chunk.file.endsWith('.css') ? 'text/css; charset=utf-8' : 'text/javascript; charset=utf-8';
    assets.set(prefix + chunk.file, { body, contentType, hash: createHash('sha256').update(body).digest('hex').slice(0, 16) });
    for (const file of chunk.css ?? []) {
      const css = readFileSync(join(dir, file));
      assets.set(prefix + file, { body: css, contentType: 'text/css; charset=utf-8', hash: createHash('sha256').update(css).digest('hex').slice(0, 16) });
    }
  }
  const cssOf = (name: string): string[] => {
    const entry = entries.get(name);
    if (entry === undefined) return [];
    const files = new Set(entry.css ?? []);
    const walk = (chunk: ManifestChunk, seen: Set<string>) => {
      for (const key of chunk.imports ?? []) {
        const dep = manifest[key];
        if (dep === undefined || seen.has(dep.file)) continue;
        seen.add(dep.file);
        for (const file of dep.css ?? []) files.add(file);
        walk(dep, seen);
      }
    };
    walk(entry, new Set([entry.file]));
    return [...files].map((file) => prefix + file);
  };
  const entries = new Map<string, ManifestChunk>();
  for (const chunk of Object.values(manifest)) if (chunk.isEntry === true && chunk.name !== undefined) entries.set(chunk.name, chunk);

  const importsOf = (chunk: ManifestChunk, seen: Set<string>): string[] => {
    const out: string[] = [];
    for (const key of chunk.imports ?? []) {
      const dep = manifest[key];
      if (dep === undefined || seen.has(dep.file)) continue;
      seen.add(dep.file);
      out.push(prefix + dep.file, ...importsOf(dep, seen));
    }
    return out;
  };
  const filesOf = (name: string): string[] => {
    const entry = entries.get(name);
    return entry === undefined ? [] : [prefix + entry.file, ...importsOf(entry, new Set([entry.file]))];
  };

  return {
    built: entries.size > 0,
    filesOf,
    scriptTags(names) {
      // Entries only: their shared chunks load through the entries' own imports. Preloading
      // every chunk (25 on the product page) sent them beside the stylesheets and the product
      // image on the browser's six connections, and first paint and the largest paint waited
      // (Lighthouse mobile, product page, 91-94 → 98; docs/decisions.md "Island chunks are not preloaded").
      const scripts: string[] = [];
      for (const name of names) {
        const [entry] = filesOf(name);
        if (entry !== undefined) scripts.push(`<script${SCRIPT_NONCE} type="module" src="${entry}"></script>`);
      }
      return scripts.join('');
    },
    styleTags(names) {
      const hrefs = new Set(names.flatMap(cssOf));
      return [...hrefs].map((href) => `<link rel="stylesheet" href="${href}">`).join('');
    },
    asset: (path) => assets.get(path),
  };
}

/**
 * The islands a page loads: the product form where its main content mounts one (product
 * pages, product blocks), and, on every page of a site with a store, the cart pill entry,
 * which also keeps the theme's cart indicators in step (on /cart too, where no pill shows).
 */
export function islandsForPage(mainContent: string, hasStore: boolean): string[] {
  const names: string[] = [];
  if (mainContent.includes('data-island="product-form"')) names.push('product-form');
  // BNPL-01: the instalment message's popup; RSTK: the back-in-stock sign-up of sold-out variants.
  if (mainContent.includes('data-island="instalments"')) names.push('instalments');
  if (mainContent.includes('class="product-restock-notification"')) names.push('restock');
  if (mainContent.includes('data-island="cart-page"')) names.push('cart-page');
  if (mainContent.includes('data-island="checkout"')) names.push('checkout');
  // FORM-11: form and newsletter blocks.
  if (mainContent.includes('data-island="form-block"')) names.push('form-block');
  // The gift card page, the subscription page and subscription confirmed (206).
  for (const name of ['gift-card', 'subscribe', 'subscription-cancel']) if (mainContent.includes(`data-island="${name}"`)) names.push(name);
  if (hasStore) names.push('cart-pill');
  return names;
}

/** The script of the owner's editing frame, linked only on `?preview=draft` pages. */
export const EDITING_FRAME_ISLAND = 'editing-frame';

/** The editing frame's configuration script (the island entries a swapped-in layout may need). */
export function editingFrameTags(islands: Partial<Pick<IslandAssets, 'filesOf'>> | undefined): string {
  const entries: Record<string, string> = {};
  for (const name of ['product-form', 'instalments', 'restock', 'cart-pill', 'form-block']) {
    const entry = islands?.filesOf?.(name)[0];
    if (entry !== undefined) entries[name] = entry;
  }
  // JSON inside a script element: `<` escaped so no value can close it.
  const json = JSON.stringify({ islands: entries }).replace(/</g, '\\u003c');
  return `<script type="application/json" id="${EDITING_FRAME_CONFIG_ID}">${json}</script>`;
}
