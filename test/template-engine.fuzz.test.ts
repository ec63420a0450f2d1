/**
 * Property-based fuzzing of the engine: random and mutated templates with random data never
 * make `compile` or `render` throw, and every render ends within its budget with bounded output.
 */
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compile, render, type RenderOptions } from '../src/template-engine';
import { parseConformanceCase } from '../src/template-engine/conformance-files';
import { installLocalePacks } from '../src/server/render/locale-packs';
import { collectFiles } from '../scripts/conformance-runner';
import { dataArbitrary, templateArbitrary } from './support/template-generators';

installLocalePacks();

const LIMITS: RenderOptions['limits'] = { maxInstructions: 20_000, maxOutputLength: 100_000 };
const CONFORMANCE = resolve(import.meta.dirname, '../../shared/conformance/template-engine');

/** Renders and checks the invariants; returns nothing, throws only through expect. */
function renderSafely(source: string, data: unknown): void {
  const { errors: compileErrors } = compile(source);
  expect(Array.isArray(compileErrors)).toBe(true);
  const { html, errors } = render(source, data, { limits: LIMITS });
  expect(typeof html).toBe('string');
  expect(html.length).toBeLessThanOrEqual(100_000);
  for (const e of errors) {
    expect(['parser', 'assembler', 'engine']).toContain(e.kind);
    expect(typeof e.message).toBe('string');
  }
}

// Characters that matter to the tag grammar, so random strings hit its corners often.
const TEMPLATE_CHARS = fc.constantFrom('{', '}', '.', '|', ' ', '@', '#', 'a', 'b', '?', ',', '=', '"', "'", '\\', '\n', '0', '-', '&', '(', ')', '+', 'section ', 'repeated section ', 'end', 'or', 'if ', 'var ', 'eval ', 'macro ', 'include ', 'ctx ', 'inject ', 'alternates with', 'html', 'apply ', 'equal? ', 'json', 'truncate ');

describe('engine fuzzing', () => {
  it('never throws on random token soup', () => {
    fc.assert(
      fc.property(fc.array(TEMPLATE_CHARS, { maxLength: 80 }).map((a) => a.join('')), dataArbitrary(), (source, data) => {
        renderSafely(source, data);
      }),
      { numRuns: 2000, seed: 7 },
    );
  });

  it('never throws on generated templates with random data', () => {
    fc.assert(fc.property(templateArbitrary(), dataArbitrary(), renderSafely), { numRuns: 1500, seed: 11 });
  });

  it('never throws on random unicode and binary-ish text', () => {
    fc.assert(fc.property(fc.string({ unit: 'binary', maxLength: 200 }), fc.jsonValue({ maxDepth: 3 }), renderSafely), { numRuns: 1000, seed: 3 });
  });

  it.skipIf(!existsSync(CONFORMANCE))('never throws on mutated conformance templates and data', () => {
    const cases = collectFiles([CONFORMANCE]).map((f) => parseConformanceCase(readFileSync(f, 'utf8')));
    const mutate = (s: string) =>
      fc.tuple(fc.nat({ max: Math.max(0, s.length - 1) }), fc.nat({ max: 20 }), fc.string({ maxLength: 6 })).map(([at, cut, insert]) => s.slice(0, at) + insert + s.slice(at + cut));
    let seed = 100;
    for (const c of cases) {
      fc.assert(fc.property(mutate(c.template), fc.constantFrom(c.json, {}, null, [c.json]), renderSafely), { numRuns: 8, seed: seed++ });
    }
  });

  it('ends exponential partial expansion by its instruction budget', () => {
    const partials: Record<string, string> = {};
    for (let i = 0; i < 15; i++) partials[`p${i}`] = `{.include p${i + 1} output}{.include p${i + 1} output}{.include p${i + 1} output}`;
    partials.p15 = '{.repeated section items}{@}{.end}';
    // 3^15 includes without a budget; with one, the render ends with its error
    const { errors } = render('{.include p0 output}', { items: [1, 2, 3] }, { partials, limits: LIMITS });
    expect(errors.map((e) => e.message)).toContain('RuntimeError: Render stopped: instruction budget of 20000 exceeded');
  });
});
