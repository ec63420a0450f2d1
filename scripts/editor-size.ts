/**
 * `npm run size:editor`: builds the editor and adds up, gzipped, what the first load of /config
 * fetches (the entry with its static imports and CSS: the shell and sign-in screen) and what
 * each lazy panel adds on top. Fails when the first load is over 250 KB of JavaScript, when a
 * screen of the router is not a lazy chunk of its own, or when the rich-text or code editor
 * reaches the first load (issue 11). KB = 1024 bytes.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { ManifestChunk } from '../src/server/render/island-assets';
import { EDITOR_OUT_DIR, buildEditor } from './editor-build';
import { ROOT } from './islands-build';

export const FIRST_LOAD_JS_BUDGET_BYTES = 250 * 1024;
/** Text only the rich-text and code editors' libraries contain. */
const HEAVY_MARKERS = [
  ['TipTap/ProseMirror', 'ProseMirror'],
  ['CodeMirror', 'cm-content'],
] as const;

type Manifest = Record<string, ManifestChunk & { isDynamicEntry?: boolean; src?: string }>;

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** The chunk keys a chunk loads before it runs (itself and its static imports, recursively). */
export function staticClosure(manifest: Manifest, key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key) || manifest[key] === undefined) return seen;
  seen.add(key);
  for (const dep of manifest[key]!.imports ?? []) staticClosure(manifest, dep, seen);
  return seen;
}

async function main(): Promise<number> {
  await buildEditor();
  const manifest = JSON.parse(readFileSync(join(EDITOR_OUT_DIR, 'manifest.json'), 'utf8')) as Manifest;
  const files = new Map<string, Buffer>();
  const read = (file: string) => {
    let body = files.get(file);
    if (body === undefined) files.set(file, (body = readFileSync(join(EDITOR_OUT_DIR, file))));
    return body;
  };
  const gz = (file: string) => gzipSync(read(file), { level: 9 }).byteLength;

  const entryKey = Object.keys(manifest).find((key) => manifest[key]!.isEntry === true && manifest[key]!.name === 'editor');
  if (entryKey === undefined) throw new Error('no editor entry in the manifest');
  const first = staticClosure(manifest, entryKey);
  const firstJs = [...first].map((key) => manifest[key]!.file);
  const firstCss = [...new Set([...first].flatMap((key) => manifest[key]!.css ?? []))];
  const firstJsBytes = firstJs.reduce((n, file) => n + gz(file), 0);
  const firstCssBytes = firstCss.reduce((n, file) => n + gz(file), 0);

  let failed = false;
  console.log(`first load (shell and sign-in): JavaScript ${kb(firstJsBytes)} in ${firstJs.length} file(s), CSS ${kb(firstCssBytes)}; budget ${kb(FIRST_LOAD_JS_BUDGET_BYTES)} of JavaScript`);
  if (firstJsBytes > FIRST_LOAD_JS_BUDGET_BYTES) {
    console.error(`  OVER BUDGET by ${kb(firstJsBytes - FIRST_LOAD_JS_BUDGET_BYTES)}`);
    failed = true;
  }
  const firstText = firstJs.map((file) => read(file).toString('utf8')).join('\n');
  for (const [library, marker] of HEAVY_MARKERS) {
    if (firstText.includes(marker)) {
      console.error(`  ${library} is in the first load: it belongs in a lazy panel`);
      failed = true;
    }
  }

  const screens = readFileSync(join(ROOT, 'src/editor/app/routes.tsx'), 'utf8');
  const lazySources = [...screens.matchAll(/import\('\.\.\/(screens\/[^']+)'\)/g)].map((m) => `src/editor/${m[1]}.tsx`);
  console.log('panels (what each adds to the first load, gzipped):');
  for (const source of [...new Set(lazySources)].sort()) {
    const chunk = manifest[source];
    if (chunk === undefined || chunk.isDynamicEntry !== true) {
      console.error(`  ${source}: not a lazy chunk of its own`);
      failed = true;
      continue;
    }
    const extra = [...staticClosure(manifest, source)].filter((key) => !first.has(key));
    const bytes = extra.reduce((n, key) => n + gz(manifest[key]!.file) + (manifest[key]!.css ?? []).reduce((m, css) => m + gz(css), 0), 0);
    console.log(`  ${source.replace('src/editor/screens/', '')}: ${kb(bytes)} in ${extra.length} file(s)`);
  }
  return failed ? 1 : 0;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  process.exitCode = await main();
}
