/**
 * Loads CLDR locale packs from the installed `@phensley/cldr` package for the template
 * engine. Packs are read once per language and kept for the life of the process.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { registerLocalePackLoader } from '../../template-engine';

const require = createRequire(import.meta.url);
const PACKS_DIR = join(dirname(require.resolve('@phensley/cldr/package.json')), 'packs');
const packs = new Map<string, string>();

/** Reads the pack of one language (`en`, `fr`, ...); throws when the language has none. */
export function readLocalePack(language: string): string {
  let pack = packs.get(language);
  if (pack === undefined) {
    if (!/^[a-z]{2,3}$/.test(language)) throw new Error(`No locale pack for ${JSON.stringify(language)}`);
    pack = readFileSync(join(PACKS_DIR, `${language}.json`), 'utf8');
    packs.set(language, pack);
  }
  return pack;
}

let installed = false;

/** Registers the file-system pack loader with the engine (idempotent). */
export function installLocalePacks(): void {
  if (installed) return;
  installed = true;
  registerLocalePackLoader(readLocalePack);
}
