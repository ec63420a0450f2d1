/**
 * The themes a deployment serves, loaded and compiled once at start from `themes/`. Sites
 * name their theme; an unknown name falls back to the built-in `default`. Blocks a theme does
 * not define come from the default theme, so page layouts always have their block partials.
 */
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TemplateEngine } from '../../template-engine';
import { formatThemeProblem, loadTheme, type LoadedTheme, type ThemeAsset } from './theme-loader';

export const DEFAULT_THEME = 'default';
export const THEMES_DIR = fileURLToPath(new URL('../../../themes/', import.meta.url));
/** Theme CSS and scripts are served under this prefix, at fingerprinted URLs. */
export const THEME_ASSET_PREFIX = '/_theme';

export interface ThemeRegistry {
  /** The site's theme, or the default one. */
  get(name: string | undefined): LoadedTheme;
  /** A stylesheet or script by its fingerprinted URL path, or undefined. */
  asset(path: string): ThemeAsset | undefined;
  readonly themes: readonly LoadedTheme[];
}

/** Loads every folder of `dir` that has a template.conf; `log` receives each template problem. */
export function loadThemes(engine: TemplateEngine, log: (message: string) => void, dir = THEMES_DIR): ThemeRegistry {
  const byName = new Map<string, LoadedTheme>();
  for (const name of readdirSync(dir).sort()) {
    const folder = join(dir, name);
    if (!statSync(folder).isDirectory() || !existsSync(join(folder, 'template.conf'))) continue;
    const theme = loadTheme(folder, engine, THEME_ASSET_PREFIX);
    for (const problem of theme.problems) log(formatThemeProblem(name, problem));
    byName.set(name, theme);
  }
  const fallback = byName.get(DEFAULT_THEME);
  if (fallback === undefined) throw new Error(`The built-in theme is missing: ${join(dir, DEFAULT_THEME)}`);
  for (const theme of byName.values()) {
    if (theme !== fallback) theme.partials = { ...fallback.partials, ...theme.partials };
  }
  const assets = new Map<string, ThemeAsset>();
  for (const theme of byName.values()) {
    assets.set(theme.stylesheet.url, theme.stylesheet);
    for (const script of Object.values(theme.scripts)) assets.set(script.url, script);
  }
  return {
    get: (name) => (name !== undefined && byName.get(name)) || fallback,
    asset: (path) => assets.get(path),
    themes: [...byName.values()],
  };
}
