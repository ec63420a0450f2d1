import { describe, expect, it } from 'vitest';
import { render } from '../index';
import { CONTENT_FORMATTERS } from './formatters.content';
import { formatterRunner } from './fake-render-context';

const fmt = formatterRunner(CONTENT_FORMATTERS);

describe('content formatter table', () => {
  it('registers every content formatter of the language', () => {
    expect(Object.keys(CONTENT_FORMATTERS).sort()).toEqual(
      [
        'AbsUrl', 'audio-player', 'capitalize', 'child-image-meta', 'color-weight', 'cover-image-meta', 'height',
        'humanizeDuration', 'image', 'image-color', 'image-meta', 'image-srcset', 'item-classes',
        'resizedHeightForWidth', 'resizedWidthForHeight', 'squarespaceThumbnailForHeight',
        'squarespaceThumbnailForWidth', 'video', 'website-color', 'width',
      ].sort(),
    );
  });
});

describe('AbsUrl, capitalize, humanizeDuration', () => {
  it('prefixes the base-url found up the scopes', () => {
    expect(fmt('AbsUrl', 'blog', [], { scopes: [{ 'base-url': 'https://x.com' }] })).toBe('https://x.com/blog');
    expect(fmt('AbsUrl', 5)).toBe('/5');
  });

  it('upper-cases the whole text', () => {
    expect(fmt('capitalize', 'coffee tea')).toBe('COFFEE TEA');
    expect(fmt('capitalize', { a: 1 })).toBe('');
  });

  it('TPL-09 prints audio durations as minutes and padded seconds', () => {
    expect(fmt('humanizeDuration', 125000)).toBe('2:05');
    expect(fmt('humanizeDuration', 3_600_000)).toBe('60:00');
    expect(fmt('humanizeDuration', 999)).toBe('0:00');
    expect(fmt('humanizeDuration', 'abc')).toBe('0:00');
    expect(fmt('humanizeDuration', -125000)).toBe('-2:-5');
  });
});

describe('TPL-09 image markup', () => {
  const image = {
    id: 'img1',
    title: 'A "quoted" & <b>',
    assetUrl: '/a.jpg',
    originalSize: '1500x1000',
    mediaFocalPoint: { x: 0.3, y: 0.7 },
  };

  it('image-meta writes the loader attributes, each followed by a space', () => {
    expect(fmt('image-meta', image)).toBe(
      'data-src="/a.jpg" data-image="/a.jpg" data-image-dimensions="1500x1000" ' +
        'data-image-focal-point="0.3,0.7" alt="A &quot;quoted&quot; &amp; &lt;b&gt;" ',
    );
  });

  it('image-meta is empty for a missing image, centred without a focal point, and marks previews', () => {
    expect(fmt('image-meta', undefined)).toBe('');
    expect(fmt('image-meta', { licensedAssetPreview: {}, componentKey: 'k' })).toBe(
      'data-licensed-asset-preview="true" data-component-key="k" data-src="" data-image="" ' +
        'data-image-dimensions="" data-image-focal-point="0.5,0.5" alt="" ',
    );
  });

  it('MEDIA-09 cuts alt text derived from the body to 250 characters, tags dropped', () => {
    const body = '<p>' + 'x'.repeat(300) + '</p>';
    const meta = fmt('image-meta', { body }) as string;
    expect(meta).toContain(`alt=" ${'x'.repeat(249)}"`);
    expect(fmt('image-meta', { body: '<b>bold</b><i>it</i>' })).toContain('alt=" bold  it "');
  });

  it('alt text falls back from title to body to file name', () => {
    expect(fmt('image-meta', { title: '', body: '', filename: 'f.jpg' })).toContain('alt="f.jpg"');
    expect(fmt('image-meta', { title: '', body: '<br>', filename: 'f.jpg' })).toContain('alt=" "');
    expect(fmt('image-meta', {})).toContain('alt=""');
  });

  it('MEDIA-03 always writes an alt attribute, empty for an image with nothing to describe it', () => {
    expect(fmt('image', { assetUrl: '/d.png' })).toBe(
      '<noscript><img src="/d.png" alt="" /></noscript><img class="thumb-image" data-src="/d.png" data-image="/d.png" ' +
        'data-image-dimensions="" data-image-focal-point="0.5,0.5" alt="" data-load="false" data-image-id="" data-type="image" />',
    );
    expect(fmt('image-meta', { assetUrl: '/d.png', altText: '' }, [], { scopes: [{ blockType: 5 }] })).toBe(
      'data-src="/d.png" data-image="/d.png" data-image-dimensions="" data-image-focal-point="0.5,0.5" alt="" ',
    );
  });

  it('MEDIA-10 reads the media fields filename, assetUrl, originalSize, mediaFocalPoint, colorData, altText and systemDataVariants', () => {
    const item = {
      filename: 'shoe.jpg',
      assetUrl: '/s/shoe.jpg',
      originalSize: '1200x800',
      mediaFocalPoint: { x: 0.25, y: 0.75 },
      colorData: {
        topLeftAverage: '111111',
        topRightAverage: '222222',
        bottomLeftAverage: '333333',
        bottomRightAverage: '444444',
        centerAverage: 'abcdef',
        suggestedBgColor: 'ffffff',
      },
      altText: 'Red shoe',
      systemDataVariants: '1200x800,100w,300w,500w,750w,1000w',
    };
    const meta = 'data-src="/s/shoe.jpg" data-image="/s/shoe.jpg" data-image-dimensions="1200x800" data-image-focal-point="0.25,0.75"';
    expect(fmt('image-meta', item)).toBe(`${meta} alt="shoe.jpg" `);
    expect(fmt('image-meta', item, [], { scopes: [{ blockType: 5 }] })).toBe(`${meta} alt="Red shoe" `);
    expect(fmt('image-color', item)).toBe(
      'data-color-topLeft="#111111" data-color-topRight="#222222" data-color-bottomLeft="#333333" ' +
        'data-color-bottomRight="#444444" data-color-center="#abcdef" ',
    );
    expect(fmt('image-srcset', item)).toBe(
      ' srcset="/s/shoe.jpg?format=100w 100w,/s/shoe.jpg?format=300w 300w,/s/shoe.jpg?format=500w 500w,' +
        '/s/shoe.jpg?format=750w 750w,/s/shoe.jpg?format=1000w 1000w,/s/shoe.jpg?format=original 1500w"',
    );
  });

  it('inside an image block the typed alt text wins, trimmed, even when empty', () => {
    const options = { scopes: [{ blockType: 5 }] };
    expect(fmt('image-meta', { title: 't', altText: '  typed  ' }, [], options)).toContain('alt="typed"');
    expect(fmt('image-meta', { title: 't', altText: '' }, [], options)).toContain('alt=""');
  });

  it('image writes a noscript fallback and the lazy image with a class', () => {
    expect(fmt('image', image, ['hero'])).toBe(
      '<noscript><img src="/a.jpg" alt="A &quot;quoted&quot; &amp; &lt;b&gt;" /></noscript>' +
        '<img class="hero" data-src="/a.jpg" data-image="/a.jpg" data-image-dimensions="1500x1000" ' +
        'data-image-focal-point="0.3,0.7" alt="A &amp;quot;quoted&amp;quot; &amp;amp; &amp;lt;b&amp;gt;" ' +
        'data-load="false" data-image-id="img1" data-type="image" />',
    );
    expect(fmt('image', {}, ['a', 'b'])).toContain('class="thumb-image"');
  });

  it('child-image-meta and cover-image-meta describe a child or the cover image', () => {
    const page = { items: [{ title: 'first' }, { title: 'second' }], coverImage: { title: 'cover' } };
    expect(fmt('child-image-meta', page)).toContain('alt="first"');
    expect(fmt('child-image-meta', page, ['1'])).toContain('alt="second"');
    expect(fmt('child-image-meta', page, ['7'])).toBe('');
    expect(fmt('cover-image-meta', page)).toContain('alt="cover"');
  });

  it('MEDIA-08 image-srcset lists stored widths and the original as the next width up', () => {
    expect(fmt('image-srcset', { assetUrl: '/a', systemDataVariants: '900x600,100w,300w,500w' })).toBe(
      ' srcset="/a?format=100w 100w,/a?format=300w 300w,/a?format=500w 500w,/a?format=original 750w"',
    );
    expect(fmt('image-srcset', { assetUrl: '/a', systemDataVariants: '1500w,2500w' })).toBe(
      ' srcset="/a?format=1500w 1500w,/a?format=2500w 2500w"',
    );
  });

  it('image-srcset leaves the value alone when there are no widths', () => {
    expect(fmt('image-srcset', undefined)).toBeUndefined();
    expect(fmt('image-srcset', 'text')).toBe('text');
    expect(fmt('image-srcset', { systemDataVariants: '' })).toEqual({ systemDataVariants: '' });
  });

  it('image-color writes all five region averages or one region', () => {
    const item = {
      colorData: {
        topLeftAverage: '111',
        topRightAverage: '222',
        bottomLeftAverage: '333',
        bottomRightAverage: '444',
        centerAverage: '555',
      },
    };
    expect(fmt('image-color', item)).toBe(
      'data-color-topLeft="#111" data-color-topRight="#222" data-color-bottomLeft="#333" ' +
        'data-color-bottomRight="#444" data-color-center="#555" ',
    );
    expect(fmt('image-color', item, ['center'])).toBe('#555');
    expect(fmt('image-color', item, ['center', 'background-color'])).toBe('background-color: #555');
    expect(fmt('image-color', item, ['middle'])).toBe('"middle" not found.');
    expect(fmt('image-color', {})).toBeUndefined();
  });
});

describe('TPL-09 sizes', () => {
  it('width and height read a WxH size', () => {
    expect(fmt('width', '800x400')).toBe(800);
    expect(fmt('height', '800x400')).toBe(400);
    expect(fmt('width', '800')).toBeUndefined();
    expect(fmt('height', 'axb')).toBeNaN();
  });

  it('resizes one side for the other, truncating', () => {
    expect(fmt('resizedHeightForWidth', '250x175', ['50'])).toBe(35);
    expect(fmt('resizedWidthForHeight', '250x175', ['50'])).toBe(71);
    expect(fmt('resizedWidthForHeight', '0x0', ['50'])).toBe(0);
  });

  it("MEDIA-11 a size not in WxH form gives \"Invalid source parameter. Pass in 'originalSize'\"", () => {
    expect(fmt('resizedHeightForWidth', 1000, ['50'])).toBe("Invalid source parameter. Pass in 'originalSize'");
    expect(fmt('squarespaceThumbnailForHeight', '1x2x3', ['50'])).toBe(
      "Invalid source parameter. Pass in 'originalSize'",
    );
  });

  it('MEDIA-08 picks the stored width that covers a display width', () => {
    const widths = ['1', '100', '101', '300', '301', '500', '501', '750', '751', '1000', '1001', '5000'];
    expect(widths.map((w) => fmt('squarespaceThumbnailForWidth', null, [w]))).toEqual([
      '100w', '100w', '300w', '300w', '500w', '500w', '750w', '750w', '1000w', '1000w', '1500w', '1500w',
    ]);
    expect(fmt('squarespaceThumbnailForHeight', '400x100', ['200'])).toBe('1000w');
  });
});

describe('colours', () => {
  it('color-weight splits hex colours at half brightness', () => {
    expect(['#fff', '#888', '#7fffff', '#800000', '#444', '000'].map((c) => fmt('color-weight', c))).toEqual([
      'light', 'light', 'dark', 'light', 'dark', 'dark',
    ]);
    expect(fmt('color-weight', '#ggg')).toBeUndefined();
    expect(fmt('color-weight', 123)).toBe('dark');
    expect(fmt('color-weight', 12)).toBeUndefined();
  });

  it('website-color prints hsl or hsla with two decimals at most', () => {
    expect(fmt('website-color', { hue: 200, saturation: 0.3, lightness: 0.5, alpha: 0.9 })).toBe(
      'hsla(200, 30%, 50%, 0.9)',
    );
    expect(fmt('website-color', { hue: 0.956, saturation: 0.9554, lightness: 1 })).toBe('hsl(0.96, 95.54%, 100%)');
  });

  it('website-color names missing and out-of-range parts', () => {
    expect(fmt('website-color', { saturation: 1, lightness: 1 })).toBe('Missing an H/S/L value.');
    expect(fmt('website-color', { hue: 361, saturation: 2, lightness: -1, alpha: 1.5 })).toBe(
      'Hue out of bounds. Saturation out of bounds. Lightness out of bounds. Alpha out of bounds.',
    );
  });
});

describe('item-classes', () => {
  it('TPL-02 lists the classes of a blog post: promoted block, categories, tags, author, type, index, featured', () => {
    const post = {
      promotedBlockType: 'Image Block',
      categories: ['News', 'Big Deals'],
      tags: ['Ça va'],
      author: { displayName: 'Jane Doe' },
      recordTypeLabel: 'text',
      starred: true,
      recordType: 1,
    };
    expect(fmt('item-classes', post, [], { vars: { '@index': 2 } })).toBe(
      'hentry promoted promoted-block-image-block category-news category-big-deals tag-a-va author-jane-doe ' +
        'post-type-text article-index-2 featured',
    );
  });

  it('adds sale and stock classes for store items only', () => {
    const product = {
      recordType: 11,
      structuredContent: { productType: 1, variants: [{ onSale: true, qtyInStock: 0 }] },
    };
    expect(fmt('item-classes', product)).toBe('hentry post-type- on-sale sold-out');
    expect(fmt('item-classes', { ...product, recordType: 1 })).toBe('hentry post-type-');
  });
});

describe('TPL-09 video', () => {
  const video = {
    oembed: { html: '<iframe src="x"></iframe>', providerName: 'vimeo' },
    assetUrl: '/thumb.jpg',
    originalSize: '640x360',
    overlay: true,
    systemDataId: 'sd',
    colorData: { topLeftAverage: 'a', topRightAverage: 'b', bottomLeftAverage: 'c', bottomRightAverage: 'd', centerAverage: 'e' },
  };

  it('wraps the escaped embed and a thumbnail overlay', () => {
    expect(fmt('video', video, ['load-false', 'color-data'])).toBe(
      '<div class="sqs-video-wrapper"  data-load="false" data-html="&lt;iframe src=&quot;x&quot;&gt;&lt;/iframe&gt;" ' +
        'data-provider-name="vimeo"><div class="sqs-video-overlay" style="opacity: 0;"><img data-load="false" ' +
        'data-src="/thumb.jpg" data-image-dimensions="640x360" data-image-focal-point="0.5,0.5" ' +
        'data-color-topleft="#a" data-color-topright="#b" data-color-bottomleft="#c" data-color-bottomright="#d" ' +
        'data-color-center="#e" /><div class="sqs-video-opaque"> </div><div class="sqs-video-icon"></div></div></div>',
    );
  });

  it('has no overlay image without a thumbnail and no overlay when it is off', () => {
    expect(fmt('video', { ...video, systemDataId: '' })).toContain('<div class="sqs-video-overlay no-thumb" style="opacity: 0;">');
    expect(fmt('video', { ...video, overlay: false })).toBe(
      '<div class="sqs-video-wrapper" data-html="&lt;iframe src=&quot;x&quot;&gt;&lt;/iframe&gt;" data-provider-name="vimeo"></div>',
    );
  });
});

describe('TPL-09 audio-player', () => {
  it('renders the player for the audio item, isolated from outer scopes', () => {
    const data = { id: 'outer', item: { id: 'a1', structuredContent: { audioAssetUrl: '/a.mp3' } }, other: {} };
    expect(render('{item|audio-player}', data).html).toBe(
      "<script>Y.use('squarespace-audio-player-frontend');</script>\n" +
        '<div class="squarespace-audio-player" data-audio-asset-url="/a.mp3" data-item-id="a1" id="audio-player-a1"></div>',
    );
    expect(render('{other|audio-player}', data).html).toContain('data-item-id="" id="audio-player-"');
  });
});
