/**
 * The reference's `.eval` cases, run through the expression module alone: every
 * `{.eval ...}` tag of a case's template is replaced by what the expression prints
 * against the case's data. Reads ../shared at run time and skips when it is absent.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseConformanceCase } from '../conformance-files';
import { printed, TestScope } from './test-scope';

const DIR = resolve(import.meta.dirname, '../../../../shared/conformance/template-engine/resources');
const files = existsSync(DIR) ? readdirSync(DIR).filter((f) => /^eval-\d+\.html$/.test(f)).sort() : [];

function renderEvalTags(template: string, data: unknown): string {
  const scope = new TestScope(data);
  return template.replace(/\{\.eval(?:\s([^}]*))?\}/g, (_, source: string | undefined) => printed(scope, (source ?? '').trimStart()));
}

describe.skipIf(files.length === 0)('TPL-10..TPL-19 reference .eval cases', () => {
  it('finds the twelve eval case files', () => {
    expect(files.length).toBe(12);
  });

  for (const file of files) {
    it(`${file} prints what the reference prints`, () => {
      const c = parseConformanceCase(readFileSync(join(DIR, file), 'utf8'));
      expect(renderEvalTags(c.template, c.json).trim()).toBe((c.output ?? '').trim());
    });
  }
});
