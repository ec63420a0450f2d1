/**
 * A stand-in editor build (an entry with one lazy panel and a stylesheet) for HTTP tests, so
 * `/config` answers the same whether or not `npm run build:editor` has run on this machine.
 */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadEditorAssets } from '../../src/server/render/editor-document';
import type { IslandAssets } from '../../src/server/render/island-assets';

export function fixtureEditorBuildDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'stoa-editor-'));
  mkdirSync(join(dir, 'chunks'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'editor-abc.js'), 'console.log("editor")');
  writeFileSync(join(dir, 'chunks/pages-def.js'), 'export const x = 1');
  writeFileSync(join(dir, 'assets/editor-123.css'), 'body{margin:0}');
  const manifest = {
    'src/editor/main.tsx': { file: 'editor-abc.js', name: 'editor', isEntry: true, css: ['assets/editor-123.css'], dynamicImports: ['src/editor/screens/pages/pages-screen.tsx'] },
    'src/editor/screens/pages/pages-screen.tsx': { file: 'chunks/pages-def.js', name: 'pages-screen', isDynamicEntry: true, imports: ['src/editor/main.tsx'] },
  };
  writeFileSync(join(dir, 'manifest.json'), JSON.stringify(manifest));
  return dir;
}

let shared: IslandAssets | undefined;
/** One fixture build per test process. */
export function fixtureEditorAssets(): IslandAssets {
  shared ??= loadEditorAssets(fixtureEditorBuildDir());
  return shared;
}
