import { describe, expect, it } from 'vitest';
import { hslTextsOf, readHslTexts } from './color-fields';

describe('the colour picker’s H/S/L fields', () => {
  it('shows a hex colour as hue in degrees and saturation and lightness in percent', () => {
    expect(hslTextsOf('#ff0000')).toEqual({ h: '0', s: '100', l: '50' });
    expect(hslTextsOf('#808080')).toEqual({ h: '0', s: '0', l: '50.2' });
  });

  it('reads percentages back as a colour', () => {
    expect(readHslTexts({ h: '120', s: '100', l: '50' })).toEqual({ hex: '#00ff00', errors: {} });
    expect(readHslTexts({ h: ' 240 ', s: '100', l: '25' }).hex).toBe('#000080');
  });

  it('MEDIA-12 a hue outside 0-360 gives "Hue out of bounds."', () => {
    expect(readHslTexts({ h: '400', s: '50', l: '50' })).toEqual({ hex: null, errors: { h: 'Hue out of bounds.' } });
    expect(readHslTexts({ h: '-1', s: '50', l: '50' }).errors).toEqual({ h: 'Hue out of bounds.' });
    expect(readHslTexts({ h: '360', s: '50', l: '50' }).hex).not.toBeNull();
  });

  it('MEDIA-13 MEDIA-14 saturation and lightness typed as percent are checked as 0-1 fractions', () => {
    expect(readHslTexts({ h: '10', s: '101', l: '50' }).errors).toEqual({ s: 'Saturation out of bounds.' });
    expect(readHslTexts({ h: '10', s: '50', l: '-5' }).errors).toEqual({ l: 'Lightness out of bounds.' });
    expect(readHslTexts({ h: '10', s: '100', l: '100' }).hex).toBe('#ffffff');
  });

  it('MEDIA-16 an empty or non-numeric H, S or L gives "Missing an H/S/L value." on that field', () => {
    expect(readHslTexts({ h: '10', s: '50', l: '' })).toEqual({ hex: null, errors: { l: 'Missing an H/S/L value.' } });
    expect(readHslTexts({ h: 'abc', s: ' ', l: '50' }).errors).toEqual({ h: 'Missing an H/S/L value.', s: 'Missing an H/S/L value.' });
  });
});
