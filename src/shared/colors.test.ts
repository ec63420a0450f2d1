import { describe, expect, it } from 'vitest';
import {
  ColorBoundsError,
  FLUID_ENGINE_COLORS,
  formatHex,
  hexToHsl,
  hslaProblems,
  hslToHex,
  isHexColor,
  isLightColor,
  LIGHT_THRESHOLD,
  mixHex,
  normalizeHex,
  parseHex,
  textColorFor,
} from './colors';

const thrown = (f: () => unknown): string => {
  try {
    f();
  } catch (e) {
    expect(e).toBeInstanceOf(ColorBoundsError);
    return (e as Error).message;
  }
  throw new Error('did not throw');
};

describe('colours', () => {
  it("MEDIA-12 hue must be within 0-360, otherwise 'Hue out of bounds.'", () => {
    expect(hslToHex({ h: 0, s: 1, l: 0.5 })).toBe('#ff0000');
    expect(hslToHex({ h: 360, s: 1, l: 0.5 })).toBe('#ff0000');
    expect(hslToHex({ h: 120, s: 1, l: 0.5 })).toBe('#00ff00');
    expect(thrown(() => hslToHex({ h: 361, s: 1, l: 0.5 }))).toBe('Hue out of bounds.');
    expect(thrown(() => hslToHex({ h: -1, s: 1, l: 0.5 }))).toBe('Hue out of bounds.');
    expect(hslaProblems({ h: 400, s: 0.5, l: 0.5 })).toEqual(['Hue out of bounds.']);
  });

  it("MEDIA-13 saturation must be within 0-1, otherwise 'Saturation out of bounds.'", () => {
    expect(hslToHex({ h: 0, s: 0, l: 0.5 })).toBe('#808080');
    expect(thrown(() => hslToHex({ h: 10, s: 1.01, l: 0.5 }))).toBe('Saturation out of bounds.');
    // Percentages are not fractions: 50 is out of bounds, not 0.5.
    expect(hslaProblems({ h: 10, s: 50, l: 0.5 })).toEqual(['Saturation out of bounds.']);
    expect(hslaProblems({ h: 10, s: -0.1, l: 0.5 })).toEqual(['Saturation out of bounds.']);
  });

  it("MEDIA-14 lightness must be within 0-1, otherwise 'Lightness out of bounds.'", () => {
    expect(hslToHex({ h: 0, s: 0, l: 1 })).toBe('#ffffff');
    expect(hslToHex({ h: 0, s: 0, l: 0 })).toBe('#000000');
    expect(thrown(() => hslToHex({ h: 10, s: 0.5, l: 2 }))).toBe('Lightness out of bounds.');
    // Every part out of bounds is named, in the spec's order.
    expect(hslaProblems({ h: 999, s: 2, l: 2, a: 2 })).toEqual(['Hue out of bounds.', 'Saturation out of bounds.', 'Lightness out of bounds.', 'Alpha out of bounds.']);
  });

  it("MEDIA-15 alpha must be within 0-1, otherwise 'Alpha out of bounds.'", () => {
    expect(hslToHex({ h: 0, s: 1, l: 0.5, a: 0.5 })).toBe('#ff0000');
    expect(hslaProblems({ h: 0, s: 1, l: 0.5, a: 1 })).toEqual([]);
    expect(thrown(() => hslToHex({ h: 0, s: 1, l: 0.5, a: 1.5 }))).toBe('Alpha out of bounds.');
    expect(hslaProblems({ h: 0, s: 1, l: 0.5, a: -0.01 })).toEqual(['Alpha out of bounds.']);
    expect(hslaProblems({ h: 0, s: 1, l: 0.5, a: Number.NaN })).toEqual(['Alpha out of bounds.']);
  });

  it("MEDIA-16 a missing H, S or L value gives 'Missing an H/S/L value.'", () => {
    expect(hslaProblems({ s: 1, l: 0.5 })).toEqual(['Missing an H/S/L value.']);
    expect(hslaProblems({ h: 1, l: 0.5 })).toEqual(['Missing an H/S/L value.']);
    expect(hslaProblems({ h: 1, s: 0.5 })).toEqual(['Missing an H/S/L value.']);
    expect(hslaProblems({ h: '', s: 0.5, l: 0.5 })).toEqual(['Missing an H/S/L value.']);
    expect(thrown(() => hslToHex({ h: 10, s: 0.5 } as never))).toBe('Missing an H/S/L value.');
  });

  it('MEDIA-17 hex colours have 3 or 6 hex digits (GAP-92): 3 stands for 6, 4 and 5 are refused', () => {
    expect(parseHex('#abc')).toEqual({ r: 0xaa, g: 0xbb, b: 0xcc });
    expect(normalizeHex('ABC')).toBe('#aabbcc');
    expect(normalizeHex(' #1F1c19 ')).toBe('#1f1c19');
    for (const bad of ['#ab', '#abcd', '#abcde', '#abcdefa', '#ggg', '', '#', 'red', '#12 345']) {
      expect(isHexColor(bad), bad).toBe(false);
      expect(parseHex(bad), bad).toBeNull();
    }
    expect(formatHex({ r: 255.4, g: -3, b: 300 })).toBe('#ff00ff');
  });

  it('MEDIA-17 hex and HSL convert both ways', () => {
    for (const hex of ['#234a3a', '#faf8f5', '#1f1c19', '#027aff', '#ffb802', '#808080']) {
      expect(hslToHex(hexToHsl(hex)!)).toBe(hex);
    }
    expect(hexToHsl('#ff0000')).toEqual({ h: 0, s: 1, l: 0.5, a: 1 });
    expect(hexToHsl('#0000ff')).toMatchObject({ h: 240 });
    expect(hexToHsl('nope')).toBeNull();
  });

  it('MEDIA-18 colours are light or dark by perceived brightness against 0.65 of 256 (GAP-91)', () => {
    expect(LIGHT_THRESHOLD).toBeCloseTo(166.4);
    expect(isLightColor('#ffffff')).toBe(true);
    expect(isLightColor('#000000')).toBe(false);
    // The fluid-engine yellow is light, its blue dark (ADM-58's colours).
    expect(isLightColor('#FFB802')).toBe(true);
    expect(isLightColor('#027AFF')).toBe(false);
    // Around the threshold: grey 166 is dark, 167 light.
    expect(isLightColor('#a6a6a6')).toBe(false);
    expect(isLightColor('#a7a7a7')).toBe(true);
    // Half of 0xFFFFFF would call pure red (0xff0000) light; by brightness it is dark.
    expect(isLightColor('#ff0000')).toBe(false);
    expect(isLightColor('not a colour')).toBe(false);
  });

  it('MEDIA-18 text on a background is dark on light colours and light on dark ones', () => {
    expect(textColorFor('#faf8f5')).toBe('#000000');
    expect(textColorFor('#234a3a')).toBe('#ffffff');
    expect(textColorFor('#ffb802', { onLight: '#1f1c19', onDark: '#faf8f5' })).toBe('#1f1c19');
  });

  it('ADM-58 the fluid-engine colours are blue #027AFF and yellow #FFB802, one dark and one light', () => {
    expect(FLUID_ENGINE_COLORS).toEqual({ blue: '#027AFF', yellow: '#FFB802' });
    expect(textColorFor(FLUID_ENGINE_COLORS.blue)).toBe('#ffffff');
    expect(textColorFor(FLUID_ENGINE_COLORS.yellow)).toBe('#000000');
  });

  it('mixes two colours', () => {
    expect(mixHex('#000000', '#ffffff', 0.5)).toBe('#808080');
    expect(mixHex('#234a3a', '#000000', 0)).toBe('#234a3a');
    expect(() => mixHex('nope', '#000000', 0.5)).toThrow();
  });
});
