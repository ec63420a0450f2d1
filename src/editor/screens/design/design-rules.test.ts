import { describe, expect, it } from 'vitest';
import { DEFAULT_SITE_STYLES, type SiteStyles } from '../../../shared/site-styles';
import { contrastRatio, defaultColorFor, effectiveColor, lowContrast, sameStyles, withColor } from './design-rules';

const colors = { background: '#ffffff', text: '#222222', accent: '#a33b20' };

describe('the Design screen’s rules', () => {
  it('optional colours follow the others: headings the text, buttons the accent', () => {
    expect(defaultColorFor('headingText', colors)).toBe('#222222');
    expect(defaultColorFor('buttonBackground', colors)).toBe('#a33b20');
    expect(effectiveColor('headingText', { ...colors, headingText: '#123456' })).toBe('#123456');
  });

  it('MEDIA-18 GAP-91 button text defaults to light on a dark button and dark on a light one', () => {
    expect(defaultColorFor('buttonText', colors)).toBe('#ffffff');
    expect(defaultColorFor('buttonText', { ...colors, buttonBackground: '#f0e68c' })).toBe('#000000');
  });

  it('measures contrast as WCAG does and warns below 4.5:1', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#ffffff', '#ffffff')).toBeCloseTo(1, 5);
    expect(lowContrast('#767676', '#ffffff')).toBe(false);
    expect(lowContrast('#999999', '#ffffff')).toBe(true);
  });

  it('sees a draft as unchanged until a font or colour differs', () => {
    const saved: SiteStyles = DEFAULT_SITE_STYLES;
    expect(sameStyles(saved, { ...saved, colors: { ...saved.colors } })).toBe(true);
    expect(sameStyles(saved, { ...saved, fonts: { ...saved.fonts, heading: 'lora' } })).toBe(false);
    const tinted = withColor(saved, 'buttonText', '#ffffff');
    expect(sameStyles(saved, tinted)).toBe(false);
    const back = withColor(tinted, 'buttonText', undefined);
    expect('buttonText' in back.colors).toBe(false);
    expect(sameStyles(saved, back)).toBe(true);
  });
});
