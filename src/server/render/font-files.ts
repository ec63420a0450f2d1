/**
 * The bundled font files: the latin subset, normal style, of each font package listed in
 * SITE_FONTS (open-licence packages installed with Stoa), at `/assets/fonts/<id>/<weight>.woff2`.
 * Only ids and weights from that list reach the file system, so no request names a path.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { SITE_FONTS } from '../../shared/site-styles';

export interface FontFile {
  body: Buffer;
  contentType: 'font/woff2';
  hash: string;
}

const requireFromHere = createRequire(import.meta.url);

/** Where the package keeps the file; undefined for anything not in the list. */
export function fontFilePath(fontId: string, weight: number): string | undefined {
  const font = SITE_FONTS.find((f) => f.id === fontId && f.source === 'bundled');
  if (font === undefined || !font.weights.includes(weight)) return undefined;
  const packageDir = dirname(requireFromHere.resolve(`@fontsource/${font.id}/package.json`));
  return join(packageDir, 'files', `${font.id}-latin-${weight}-normal.woff2`);
}

/** Reads each file once, on its first request, and keeps it (a few tens of kilobytes each). */
export function createFontFiles() {
  const loaded = new Map<string, FontFile>();
  return {
    /** The file for `/assets/fonts/<fontId>/<file>`, or undefined (unknown font, weight or name). */
    get(fontId: string, file: string): FontFile | undefined {
      const match = /^([1-9]00)\.woff2$/.exec(file);
      if (match === null) return undefined;
      const path = fontFilePath(fontId, Number(match[1]));
      if (path === undefined) return undefined;
      let font = loaded.get(path);
      if (font === undefined) {
        const body = readFileSync(path);
        font = { body, contentType: 'font/woff2', hash: createHash('sha256').update(body).digest('base64url').slice(0, 16) };
        loaded.set(path, font);
      }
      return font;
    },
  };
}
