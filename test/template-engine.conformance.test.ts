/**
 * The JSON-T conformance suite (read from ../shared at run time; skipped when absent): every
 * output case renders exactly and every `ast-*` case compiles to the expected tree.
 */
import { existsSync } from 'node:fs';
import { basename, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { collectFiles, runCase } from '../scripts/conformance-runner';

const CONFORMANCE = resolve(import.meta.dirname, '../../shared/conformance/template-engine');
const files = existsSync(CONFORMANCE) ? collectFiles([CONFORMANCE]) : [];

describe.skipIf(files.length === 0)('TPL-01 JSON-T conformance', () => {
  it('has the full suite: 357 output cases and 20 tree cases', () => {
    const kinds = files.map((f) => runCase(f).kind);
    expect(kinds.filter((k) => k === 'output').length).toBe(357);
    expect(kinds.filter((k) => k === 'tree').length).toBe(20);
  });

  for (const file of files) {
    it(basename(file), () => {
      const outcome = runCase(file);
      if (outcome.kind === 'skipped') return;
      expect(outcome.actual).toBe(outcome.expected);
    });
  }
});
