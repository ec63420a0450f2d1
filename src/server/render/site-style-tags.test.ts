import { describe, expect, it } from 'vitest';
import { DEFAULT_SITE_STYLES } from '../../shared/site-styles';
import { siteStyleVariables } from '../../shared/site-style-css';
import { siteStyleTags } from './site-style-tags';

describe('site style tags', () => {
  it('the default design keeps the theme exactly as it was: system fonts, its colours, no files', () => {
    expect(Object.fromEntries(siteStyleVariables(DEFAULT_SITE_STYLES))).toEqual({
      '--stoa-font-heading': '"Iowan Old Style", "Palatino Linotype", Palatino, Georgia, "DejaVu Serif", serif',
      '--stoa-font-body': 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
      '--stoa-font-heading-weight': '600',
      '--stoa-color-background': '#faf8f5',
      '--stoa-color-text': '#1f1c19',
      '--stoa-color-accent': '#234a3a',
      '--stoa-color-accent-hover': '#183428',
      '--stoa-color-accent-text': '#ffffff',
      '--stoa-color-button-background': '#234a3a',
      '--stoa-color-button-background-hover': '#183428',
      '--stoa-color-button-text': '#ffffff',
      '--stoa-color-on-text': '#ffffff',
    });
    const tags = siteStyleTags(DEFAULT_SITE_STYLES);
    expect(tags).not.toContain('@font-face');
    expect(tags).not.toContain('preload');
  });

  it('MEDIA-18 a dark background gets light surfaces and muted text from its own colours; a heading colour only when chosen', () => {
    const vars = Object.fromEntries(
      siteStyleVariables({ fonts: { heading: 'lora', body: 'lora' }, colors: { background: '#101010', text: '#f0f0f0', accent: '#ffb802', headingText: '#ffb802', buttonText: '#101010' } }),
    );
    expect(vars).toMatchObject({ '--stoa-color-scheme': 'dark', '--stoa-color-accent-text': '#000000', '--stoa-color-button-text': '#101010', '--stoa-color-heading-text': '#ffb802' });
    expect(vars['--stoa-color-muted']).toMatch(/^#[0-9a-f]{6}$/);
    expect(Object.keys(Object.fromEntries(siteStyleVariables(DEFAULT_SITE_STYLES)))).not.toContain('--stoa-color-heading-text');
  });

  it('one font for both roles is declared once per weight, and only its regular weight preloaded', () => {
    const tags = siteStyleTags({ fonts: { heading: 'lora', body: 'lora' }, colors: DEFAULT_SITE_STYLES.colors });
    expect(tags.match(/@font-face/g)).toHaveLength(2);
    expect(tags.match(/rel="preload"/g)).toHaveLength(1);
    expect(tags).toContain('href="/assets/fonts/lora/400.woff2"');
    // A bundled heading with a system body downloads nothing up front.
    expect(siteStyleTags({ fonts: { heading: 'lora', body: 'system-sans' }, colors: DEFAULT_SITE_STYLES.colors })).not.toContain('preload');
  });
});
