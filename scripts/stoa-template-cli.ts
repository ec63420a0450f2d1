/**
 * `stoa-template render TEMPLATE --data DATA.json [--partials PARTIALS.json] [--locale fr-FR] [--now MS]`
 * prints the rendered HTML (errors on stderr); `stoa-template check TEMPLATE` lists the
 * template's errors and unescaped-output warnings as `line:column message` and exits 1 when
 * there are errors. Both use the storefront's engine: the formatters themes can use on Stoa.
 */
import { readFileSync } from 'node:fs';
import { createEngine, findUnescapedOutput, type RootCode, type TemplateWarning } from '../src/template-engine';
import { installLocalePacks } from '../src/server/render/locale-packs';
import { STOREFRONT_FORMATTERS, STOREFRONT_SAFE_FORMATTERS, STOREFRONT_SCRIPT_SAFE_FORMATTERS } from '../src/server/render/storefront-formatters';

const engine = createEngine({ formatters: STOREFRONT_FORMATTERS });

/** Unescaped output in a storefront template, knowing the storefront's own safe formatters. */
export function storefrontWarnings(template: RootCode): TemplateWarning[] {
  return findUnescapedOutput(template, { safeFormatters: STOREFRONT_SAFE_FORMATTERS, scriptSafeFormatters: STOREFRONT_SCRIPT_SAFE_FORMATTERS });
}

const USAGE = `usage:
  stoa-template render TEMPLATE --data DATA.json [--partials PARTIALS.json] [--locale TAG] [--now EPOCH_MS]
  stoa-template check TEMPLATE`;

interface Io {
  out: (s: string) => void;
  err: (s: string) => void;
}

const defaultIo: Io = { out: (s) => process.stdout.write(s), err: (s) => process.stderr.write(s) };

function readJson(path: string, what: string): unknown {
  try {
    return JSON.parse(readFileSync(path, 'utf8')) as unknown;
  } catch (e) {
    throw new Error(`cannot read ${what} ${path}: ${e instanceof Error ? e.message : String(e)}`);
  }
}

function option(args: string[], name: string): string | undefined {
  const i = args.indexOf(name);
  if (i === -1) return undefined;
  const value = args[i + 1];
  if (value === undefined || value.startsWith('--')) throw new Error(`${name} needs a value`);
  return value;
}

/** Runs the CLI; returns the process exit code (0 ok, 1 template errors, 2 usage or I/O). */
export async function main(argv: string[], io: Io = defaultIo): Promise<number> {
  const [command, file, ...rest] = argv;
  if ((command !== 'render' && command !== 'check') || file === undefined) {
    io.err(`${USAGE}\n`);
    return 2;
  }
  try {
    const source = readFileSync(file, 'utf8');
    if (command === 'check') {
      const { template, errors } = engine.compile(source);
      for (const e of errors) io.out(`${e.line}:${e.column} ${e.message}\n`);
      const warnings = storefrontWarnings(template);
      for (const w of warnings) io.out(`${w.line}:${w.column} warning: ${w.message}\n`);
      if (errors.length === 0 && warnings.length === 0) io.out('no errors\n');
      return errors.length === 0 ? 0 : 1;
    }
    installLocalePacks();
    const dataPath = option(rest, '--data');
    const partialsPath = option(rest, '--partials');
    const now = option(rest, '--now');
    const data = dataPath === undefined ? {} : readJson(dataPath, 'data');
    const partials = partialsPath === undefined ? undefined : (readJson(partialsPath, 'partials') as Record<string, string>);
    const { html, errors } = engine.render(source, data, {
      locale: option(rest, '--locale') ?? 'en',
      ...(partials !== undefined && { partials }),
      ...(now !== undefined && { now: Number(now) }),
    });
    io.out(html);
    for (const e of errors) io.err(`${e.line}:${e.column} ${e.message}\n`);
    return errors.length === 0 ? 0 : 1;
  } catch (e) {
    io.err(`stoa-template: ${e instanceof Error ? e.message : String(e)}\n`);
    return 2;
  }
}
