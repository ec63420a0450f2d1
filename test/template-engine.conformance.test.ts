/**
 * The JSON-T conformance suite (read from ../shared at run time; skipped when absent): every
 * output case renders exactly and every `ast-*` case compiles to the expected tree.
 */
import { existsSync, readFileSync } from 'node:fs';
import { basename, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { collectFiles, runCase } from '../scripts/conformance-runner';
import { splitSections } from '../src/template-engine/conformance-files';

const CONFORMANCE = resolve(import.meta.dirname, '../../shared/conformance/template-engine');
// Files with neither an expected output nor an expected tree (e.g. pretty-printer data) are not cases.
const files = (existsSync(CONFORMANCE) ? collectFiles([CONFORMANCE]) : []).filter(
  (f) => basename(f).startsWith('ast-') || 'OUTPUT' in splitSections(readFileSync(f, 'utf8')),
);

describe.skipIf(files.length === 0)('TPL-01 JSON-T conformance', () => {
  it('has the full suite: 357 output cases and 20 tree cases', () => {
    const kinds = files.map((f) => runCase(f).kind);
    expect(kinds.filter((k) => k === 'output').length).toBe(357);
    expect(kinds.filter((k) => k === 'tree').length).toBe(20);
  });

  for (const file of files) {
    it(basename(file), () => {
      const outcome = runCase(file);
      expect(outcome.kind).not.toBe('skipped');
      expect(outcome.actual).toBe(outcome.expected);
    });
  }
});
