/**
 * Runs JSON-T conformance files through our engine: output cases compare rendered text
 * (trimmed) with `:OUTPUT`; `ast-*` cases compare the compiled tree with `:JSON`.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { basename, join } from 'node:path';
import { compile, render } from '../src/template-engine';
import { parseConformanceCase } from '../src/template-engine/conformance-files';
import { installLocalePacks } from '../src/server/render/locale-packs';
import { deepEquals } from '../src/template-engine/values';

export interface CaseOutcome {
  file: string;
  kind: 'output' | 'tree' | 'skipped';
  passed: boolean;
  expected?: string;
  actual?: string;
}

/** Lists conformance files under the given files or folders, sorted, recursively. */
export function collectFiles(paths: string[]): string[] {
  const files: string[] = [];
  const visit = (p: string) => {
    if (statSync(p).isDirectory()) {
      for (const name of readdirSync(p).sort()) visit(join(p, name));
    } else if (p.endsWith('.html') || p.endsWith('.txt')) {
      files.push(p);
    }
  };
  for (const p of paths) visit(p);
  return files;
}

/** Runs one file; files with neither `:OUTPUT` nor an ast name are skipped. */
export function runCase(file: string): CaseOutcome {
  installLocalePacks();
  const c = parseConformanceCase(readFileSync(file, 'utf8'));
  if (basename(file).startsWith('ast-')) {
    // Tree cases are compared on the trimmed source, as the reference suite does.
    const { template } = compile(c.template.trim());
    const actual = JSON.parse(JSON.stringify(template)) as unknown;
    return {
      file,
      kind: 'tree',
      passed: deepEquals(actual, c.json),
      expected: JSON.stringify(c.json),
      actual: JSON.stringify(actual),
    };
  }
  if (c.output === undefined) return { file, kind: 'skipped', passed: true };
  const options = {
    locale: c.locale,
    enableExpr: true,
    enableInclude: true,
    ...(c.partials !== undefined && { partials: c.partials }),
    ...(c.injects !== undefined && { injects: c.injects }),
    ...(c.now !== undefined && { now: c.now }),
  };
  const { html } = render(c.template, c.json, options);
  const expected = c.output.trim();
  const actual = html.trim();
  return { file, kind: 'output', passed: expected === actual, expected, actual };
}

/** A few lines around the first difference, for a failure report. */
export function shortDiff(expected: string, actual: string, context = 2): string {
  const e = expected.split('\n');
  const a = actual.split('\n');
  let i = 0;
  while (i < e.length && i < a.length && e[i] === a[i]) i++;
  const from = Math.max(0, i - context);
  const out: string[] = [`  first difference at line ${i + 1}:`];
  for (let k = from; k < Math.min(Math.max(e.length, a.length), i + context + 1); k++) {
    if (e[k] === a[k]) out.push(`    ${e[k] ?? ''}`);
    else {
      if (k < e.length) out.push(`  - ${e[k]}`);
      if (k < a.length) out.push(`  + ${a[k]}`);
    }
  }
  return out.join('\n');
}
