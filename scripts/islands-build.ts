/**
 * `npm run build:islands`: bundles every `src/islands/*.island.tsx` entry with Vite into
 * `dist/islands/` (content-hashed file names, shared code in one chunk under `chunks/`, and `manifest.json`
 * that the server reads to link each page's scripts). Islands are written against React's
 * API and built with Preact (`react`, `react-dom` aliased to `preact/compat`): the measured
 * reason is in docs/decisions.md. `--runtime react` builds the same islands with React, for
 * that measurement.
 */
import { readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, type Alias } from 'vite';

export const ROOT = resolve(fileURLToPath(new URL('..', import.meta.url)));
export const ISLANDS_SRC_DIR = join(ROOT, 'src/islands');
export const ISLANDS_OUT_DIR = join(ROOT, 'dist/islands');

export type IslandRuntime = 'preact' | 'react';

/** Entry name (e.g. `product-form`) → its source file. */
export function islandEntries(dir = ISLANDS_SRC_DIR): Record<string, string> {
  const out: Record<string, string> = {};
  for (const name of readdirSync(dir).sort()) {
    const m = /^(.+)\.island\.tsx?$/.exec(name);
    if (m !== null) out[m[1]!] = join(dir, name);
  }
  return out;
}

const PREACT_ALIASES: Alias[] = [
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react$/, replacement: 'preact/compat' },
];

export interface BuildIslandsOptions {
  runtime?: IslandRuntime;
  outDir?: string;
}

/** Builds the islands; resolves when `outDir` holds the files and the manifest. */
export async function buildIslands({ runtime = 'preact', outDir = ISLANDS_OUT_DIR }: BuildIslandsOptions = {}): Promise<void> {
  await build({
    configFile: false,
    envDir: false,
    root: ROOT,
    publicDir: false,
    logLevel: 'warn',
    mode: 'production',
    resolve: { alias: runtime === 'preact' ? PREACT_ALIASES : [] },
    define: { 'process.env.NODE_ENV': JSON.stringify('production') },
    build: {
      outDir,
      emptyOutDir: true,
      manifest: 'manifest.json',
      target: 'es2022',
      minify: true,
      sourcemap: false,
      copyPublicDir: false,
      modulePreload: { polyfill: false },
      reportCompressedSize: false,
      rolldownOptions: {
        input: islandEntries(),
        output: {
          entryFileNames: '[name]-[hash].js',
          chunkFileNames: 'chunks/shared-[hash].js',
          // Code two or more islands share goes into one chunk, not one chunk per set of sharers:
          // the product page loaded 19 small chunks, and each request costs the page's main thread
          // (Lighthouse mobile, product page, 8 runs each: median 96 → 98, worst 89 → 97;
          // docs/decisions.md "Storefront pages build no Intl object as they start, and the
          // islands share one chunk"). The analytics script
          // stays apart: it has its own 4 KB budget and is on every page.
          codeSplitting: {
            groups: [
              {
                name: 'common',
                minShareCount: 2,
                test: (id: string) => !id.startsWith('\0') && !/\.island\.tsx?$/.test(id) && !/[\\/]analytics[\\/.]/.test(id),
              },
            ],
          },
        },
      },
    },
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const args = process.argv.slice(2);
  const value = (flag: string) => {
    const i = args.indexOf(flag);
    return i === -1 ? undefined : args[i + 1];
  };
  const runtime = value('--runtime') === 'react' ? 'react' : 'preact';
  const outDir = value('--out') === undefined ? ISLANDS_OUT_DIR : resolve(value('--out')!);
  await buildIslands({ runtime, outDir });
  console.log(`islands built with ${runtime} into ${outDir}`);
}
