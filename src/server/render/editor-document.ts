/**
 * The `/config` document: an empty page that loads the editor's build (`npm run build:editor`
 * → `dist/editor/`, served under `/assets/editor/`) and hands it the boot data as JSON in a
 * script element (src/shared/api/editor-boot.ts). Every script carries the response's CSP
 * nonce, and the `csp-nonce` meta element lets the bundle's loader give it to the lazy panels'
 * preload links.
 */
import { fileURLToPath } from 'node:url';
import { escapeHtml } from '../../shared/html';
import { EDITOR_BOOT_ELEMENT_ID, type EditorBoot } from '../../shared/api/editor-boot';
import { loadIslandAssets, type IslandAssets } from './island-assets';
import { withScriptNonce } from './script-nonce';

export const EDITOR_DIST_DIR = fileURLToPath(new URL('../../../dist/editor/', import.meta.url));
export const EDITOR_ASSET_PREFIX = '/assets/editor/';
export const EDITOR_ENTRY_NAME = 'editor';

export function loadEditorAssets(dir = EDITOR_DIST_DIR): IslandAssets {
  return loadIslandAssets(dir, EDITOR_ASSET_PREFIX);
}

/** JSON that is safe inside a script element: no `</script>`, no HTML comment openers, no line separators. */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

export function editorDocument(assets: IslandAssets, boot: EditorBoot, nonce: string): string {
  const title = `${boot.owner === null ? 'Sign in' : 'Editor'} · ${boot.site.title}`;
  const scripts = withScriptNonce(assets.scriptTags([EDITOR_ENTRY_NAME]), nonce);
  const body = assets.built
    ? `<div id="editor-root"></div>`
    : `<main><h1>The editor is not built</h1><p>Run <code>npm run build:editor</code> (npm start does it) and reload.</p></main>`;
  return [
    '<!doctype html>',
    '<html lang="en">',
    '<head>',
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    '<meta name="robots" content="noindex, nofollow">',
    `<meta property="csp-nonce" nonce="${nonce}">`,
    `<title>${escapeHtml(title)}</title>`,
    assets.styleTags?.([EDITOR_ENTRY_NAME]) ?? '',
    `<script nonce="${nonce}" type="application/json" id="${EDITOR_BOOT_ELEMENT_ID}">${scriptJson(boot)}</script>`,
    scripts,
    '</head>',
    `<body>${body}</body>`,
    '</html>',
  ].join('\n');
}
