import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { splitSections } from '../../conformance-files';
import { itemVariantOptions, variantDescription } from './variant-options';

const FIXTURE = join(
  resolve(import.meta.dirname, '../../../../../shared/conformance/template-engine/plugins/resources'),
  'get-item-variant-options.json',
);

/** `:getItemVariant-N` items paired with their `:getItemVariant-N-expected` options. */
function fixtureCases(): [string, unknown, unknown][] {
  if (!existsSync(FIXTURE)) return [];
  const sections = splitSections(readFileSync(FIXTURE, 'utf8'));
  return Object.keys(sections)
    .filter((name) => !name.endsWith('-expected'))
    .map((name) => [name, JSON.parse(sections[name]!), JSON.parse(sections[`${name}-expected`]!)]);
}

describe('variant options', () => {
  const cases = fixtureCases();
  it.skipIf(cases.length === 0).each(cases)('PDP-01 %s', (_name, item, expected) => {
    expect(itemVariantOptions(item)).toEqual(expected);
  });

  it('PDP-01 follows variantOptionOrdering and ignores attributes it does not name', () => {
    const item = {
      structuredContent: {
        variantOptionOrdering: ['size', 'color'],
        variants: [
          { attributes: { color: 'red', size: 'S', extra: 'x' } },
          { attributes: { color: 'red', size: 'M' } },
          { attributes: 'not an object' },
          { attributes: { color: 3, size: 'S' } },
        ],
      },
    };
    expect(itemVariantOptions(item)).toEqual([
      { name: 'size', values: ['S', 'M'] },
      { name: 'color', values: ['red', '3'] },
    ]);
  });

  it('PDP-01 offers no choice for a single variant', () => {
    expect(itemVariantOptions({ structuredContent: { variantOptionOrdering: ['a'], variants: [{ attributes: { a: 1 } }] } })).toEqual(
      [],
    );
  });

  it('describes a variant by its option values', () => {
    expect(variantDescription({ optionValues: [{ value: 'blue' }, { value: 'large' }] })).toBe('blue / large');
    expect(variantDescription({})).toBe('');
  });
});
