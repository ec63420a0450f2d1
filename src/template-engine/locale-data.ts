/**
 * CLDR locale data for the i18n formatters. The engine stays free of any file system: the
 * host (server, CLI, browser bundle) registers how to load a language's resource pack.
 */
import { CLDRFramework, type CLDR } from '@phensley/cldr';

/** Returns the JSON text (or parsed object) of the pack for a language such as `en` or `fr`. */
export type LocalePackLoader = (language: string) => string | object;

let loader: LocalePackLoader | null = null;
let framework: CLDRFramework | null = null;
const instances = new Map<string, CLDR | undefined>();

/** Sets the loader for locale packs; call once at start-up. */
export function registerLocalePackLoader(load: LocalePackLoader): void {
  loader = load;
  framework = null;
  instances.clear();
}

/** The CLDR instance for a BCP-47 tag; undefined for `none`, no loader, or an unloadable language. */
export function cldrFor(locale: string): CLDR | undefined {
  if (locale === 'none' || loader === null) return undefined;
  if (instances.has(locale)) return instances.get(locale);
  const load = loader;
  framework ??= new CLDRFramework({
    loader: (language: string) => {
      const pack = load(language);
      return pack;
    },
  });
  let cldr: CLDR | undefined;
  try {
    cldr = framework.get(locale);
  } catch {
    cldr = undefined;
  }
  instances.set(locale, cldr);
  return cldr;
}
