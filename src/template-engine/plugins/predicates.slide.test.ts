import { describe, expect, it } from 'vitest';
import { SLIDE_PREDICATES } from './predicates.slide';
import { runPredicate } from './fake-render-context';

const currentType = (node: unknown, args: string[]) => runPredicate(SLIDE_PREDICATES['current-type?']!, node, args);

describe('current-type?', () => {
  it('compares the slice being rendered with a slice type name', () => {
    expect(currentType({ currentType: 5 }, ['gallery'])).toBe(true);
    expect(currentType({ currentType: '4' }, ['image'])).toBe(true);
    expect(currentType({ currentType: 5 }, ['image'])).toBe(false);
    expect(currentType({ currentType: 5 }, ['no-such-type'])).toBe(false);
    expect(currentType({ currentType: 5 }, ['constructor'])).toBe(false);
  });

  it('without a name matches the undefined slice type, as the reference does', () => {
    expect(currentType({ currentType: -1 }, [])).toBe(true);
    expect(currentType({}, [])).toBe(false);
  });
});
