/**
 * `npm run build:editor`: bundles the owner's editor (`src/editor/main.tsx`, React 19) with Vite
 * into `dist/editor/`: the entry with the shell and sign-in screen, one lazy chunk per panel
 * (`import()` in the router), content-hashed names and `manifest.json`, which the server reads to
 * write the `/config` document (src/server/render/editor-document.ts).
 */
import { join, resolve } from 'node:path';
import { build } from 'vite';
import { ROOT } from './islands-build';

export const EDITOR_ENTRY = join(ROOT, 'src/editor/main.tsx');
export const EDITOR_OUT_DIR = join(ROOT, 'dist/editor');

export async function buildEditor(outDir = EDITOR_OUT_DIR): Promise<void> {
  await build({
    configFile: false,
    envDir: false,
    root: ROOT,
    publicDir: false,
    // Where the server serves dist/editor (EDITOR_ASSET_PREFIX): a lazy screen's CSS is preloaded by this path.
    base: '/assets/editor/',
    logLevel: 'warn',
    mode: 'production',
    define: { 'process.env.NODE_ENV': JSON.stringify('production') },
    // The production JSX runtime even when built from a test run (NODE_ENV=test would pick jsxDEV).
    oxc: { jsx: { runtime: 'automatic', development: false } },
    build: {
      outDir,
      emptyOutDir: true,
      manifest: 'manifest.json',
      target: 'es2022',
      minify: true,
      sourcemap: false,
      copyPublicDir: false,
      cssCodeSplit: true,
      modulePreload: { polyfill: false },
      reportCompressedSize: false,
      chunkSizeWarningLimit: 2000,
      rolldownOptions: {
        input: { editor: EDITOR_ENTRY },
        // React Query and Router mark their modules "use client" for server-component bundlers;
        // a browser-only bundle has nothing to keep, so the warning is noise.
        onLog(level, log, handler) {
          if (log.code === 'MODULE_LEVEL_DIRECTIVE') return;
          handler(level, log);
        },
        output: { entryFileNames: '[name]-[hash].js', chunkFileNames: 'chunks/[name]-[hash].js', assetFileNames: 'assets/[name]-[hash][extname]' },
      },
    },
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const args = process.argv.slice(2);
  const i = args.indexOf('--out');
  await buildEditor(i === -1 ? EDITOR_OUT_DIR : resolve(args[i + 1]!));
}
