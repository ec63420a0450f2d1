/**
 * Building blocks of the demo pictures: a seeded random source, SVG filters (soft shadows,
 * textures from fractal noise), studio backdrops and light. Everything is deterministic.
 */

/** A seeded pseudo-random source (mulberry32): the same seed draws the same numbers. */
export interface Random {
  /** A number in [0, 1). */
  next(): number;
  /** A number in [min, max). */
  range(min: number, max: number): number;
  /** One of `items`. */
  pick<T>(items: readonly T[]): T;
}

export function seededRandom(seed: number): Random {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    range: (min, max) => min + (max - min) * next(),
    pick: (items) => items[Math.floor(next() * items.length)]!,
  };
}

/** A number for SVG, one decimal at most. */
export const n = (value: number): string => String(Math.round(value * 10) / 10);

/** A whole SVG document drawn in a `width`×`height` space, rendered `scale` times that size. */
export function svgDocument(width: number, height: number, defs: string, body: string, scale = 1): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${Math.round(width * scale)}" height="${Math.round(height * scale)}" viewBox="0 0 ${width} ${height}">` +
    `<defs>${defs}</defs>${body}</svg>`
  );
}

/** A Gaussian blur filter whose region is wide enough that the blur is never clipped. */
export function blurFilter(id: string, deviation: number): string {
  return `<filter id="${id}" x="-100%" y="-100%" width="300%" height="300%"><feGaussianBlur stdDeviation="${deviation}"/></filter>`;
}

/** A linear gradient; `stops` are [offset 0..1, colour, opacity?]. Horizontal unless `vertical`. */
export function linearGradient(id: string, stops: Array<[number, string, number?]>, vertical = false, extra = ''): string {
  const axis = vertical ? 'x1="0" y1="0" x2="0" y2="1"' : 'x1="0" y1="0" x2="1" y2="0"';
  return (
    `<linearGradient id="${id}" ${axis} ${extra}>` +
    stops.map(([o, c, a]) => `<stop offset="${n(o * 100)}%" stop-color="${c}"${a === undefined ? '' : ` stop-opacity="${a}"`}/>`).join('') +
    '</linearGradient>'
  );
}

/** A radial gradient centred at (cx, cy) in fractions of the shape's box. */
export function radialGradient(id: string, stops: Array<[number, string, number?]>, cx = 0.5, cy = 0.5, r = 0.5): string {
  return (
    `<radialGradient id="${id}" cx="${cx}" cy="${cy}" r="${r}">` +
    stops.map(([o, c, a]) => `<stop offset="${n(o * 100)}%" stop-color="${c}"${a === undefined ? '' : ` stop-opacity="${a}"`}/>`).join('') +
    '</radialGradient>'
  );
}

/**
 * A texture filter: fractal noise turned grey and lit from the top left, multiplied over the
 * shape it is applied to (woven canvas, paper, linen, clay).
 */
export function textureFilter(id: string, frequency: string, seed: number, strength: number, octaves = 3): string {
  return (
    `<filter id="${id}" x="0" y="0" width="100%" height="100%" color-interpolation-filters="sRGB">` +
    `<feTurbulence type="fractalNoise" baseFrequency="${frequency}" numOctaves="${octaves}" seed="${seed}" result="noise"/>` +
    `<feDiffuseLighting in="noise" surfaceScale="${strength}" lighting-color="#ffffff" result="lit"><feDistantLight azimuth="225" elevation="55"/></feDiffuseLighting>` +
    '<feComposite in="lit" in2="SourceGraphic" operator="arithmetic" k1="1" k2="0" k3="0" k4="0" result="shaded"/>' +
    '<feComposite in="shaded" in2="SourceAlpha" operator="in"/>' +
    '</filter>'
  );
}

/** Speckles like those of a stoneware glaze: sparse dark dots where noise peaks, clipped to the shape. */
export function speckleFilter(id: string, seed: number, color: string, threshold = 0.7): string {
  return (
    `<filter id="${id}" x="0" y="0" width="100%" height="100%" color-interpolation-filters="sRGB">` +
    `<feTurbulence type="fractalNoise" baseFrequency="0.35" numOctaves="2" seed="${seed}" result="noise"/>` +
    `<feColorMatrix in="noise" type="matrix" values="0 0 0 0 0  0 0 0 0 0  0 0 0 0 0  14 0 0 0 ${n(-14 * threshold)}" result="dots"/>` +
    `<feFlood flood-color="${color}"/><feComposite in2="dots" operator="in" result="colored"/>` +
    '<feComposite in="colored" in2="SourceAlpha" operator="in"/>' +
    '</filter>'
  );
}

/** Wood grain: long fibres (noise stretched along x) over finer lines, multiplied over the shape. */
export function woodFilter(id: string, seed: number): string {
  return (
    `<filter id="${id}" x="0" y="0" width="100%" height="100%" color-interpolation-filters="sRGB">` +
    `<feTurbulence type="fractalNoise" baseFrequency="0.002 0.11" numOctaves="4" seed="${seed}" result="fibres"/>` +
    `<feTurbulence type="fractalNoise" baseFrequency="0.01 0.6" numOctaves="2" seed="${seed + 1}" result="lines"/>` +
    '<feComposite in="fibres" in2="lines" operator="arithmetic" k1="0" k2="0.75" k3="0.35" k4="-0.05" result="noise"/>' +
    '<feColorMatrix in="noise" type="matrix" values="0.45 0 0 0 0.62  0.42 0 0 0 0.6  0.38 0 0 0 0.58  0 0 0 0 1" result="tint"/>' +
    '<feBlend in="tint" in2="SourceGraphic" mode="multiply" result="shaded"/>' +
    '<feComposite in="shaded" in2="SourceAlpha" operator="in"/>' +
    '</filter>'
  );
}

export interface Backdrop {
  wall: [string, string];
  floor: [string, string];
  /**
   * Where the wall meets the table, as a fraction of the height; 'sweep' for seamless paper;
   * 'flat' for a surface seen from above (the wall colours cover it all).
   */
  horizon: number | 'sweep' | 'flat';
  /** A wooden table top (grain seed), or a plain one. */
  wood?: number;
}

/** A studio wall and table (or a seamless paper sweep) lit from the upper left. */
export function backdrop(width: number, height: number, style: Backdrop): { defs: string; body: string } {
  const defs =
    linearGradient('bd-wall', [
      [0, style.wall[0]],
      [1, style.wall[1]],
    ], true) +
    linearGradient('bd-floor', [
      [0, style.floor[0]],
      [1, style.floor[1]],
    ], true) +
    radialGradient('bd-light', [
      [0, '#ffffff', 0.35],
      [1, '#ffffff', 0],
    ], 0.25, 0.15, 0.7) +
    radialGradient('bd-vignette', [
      [0.55, '#000000', 0],
      [1, '#000000', 0.22],
    ]) +
    blurFilter('bd-soft', 6) +
    linearGradient('bd-sweep', [
      [0, style.floor[0], 0],
      [0.45, style.floor[0], 0.9],
      [1, style.floor[1], 1],
    ], true) +
    textureFilter('bd-plaster', '0.6', 5, 0.8, 3) +
    (style.wood !== undefined ? woodFilter('bd-wood', style.wood) : '');
  let body =
    `<rect width="${width}" height="${height}" fill="url(#bd-wall)"/>` +
    `<rect width="${width}" height="${height}" fill="url(#bd-wall)" filter="url(#bd-plaster)" opacity="0.22"/>`;
  if (style.horizon === 'flat') {
    if (style.wood !== undefined) {
      body += `<rect width="${width}" height="${height}" fill="url(#bd-wall)" filter="url(#bd-wood)" opacity="0.9"/>`;
      // Boards meet in fine dark seams.
      for (const y of [0.21, 0.58, 0.93]) body += `<rect y="${n(height * y)}" width="${width}" height="3" fill="#3a2a1a" opacity="0.35"/>`;
    }
  } else if (typeof style.horizon === 'number') {
    const y = height * style.horizon;
    body += `<rect y="${n(y)}" width="${width}" height="${n(height - y)}" fill="url(#bd-floor)"/>`;
    if (style.wood !== undefined) {
      body += `<rect y="${n(y)}" width="${width}" height="${n(height - y)}" fill="url(#bd-floor)" filter="url(#bd-wood)" opacity="0.9"/>`;
    }
    // The table's front edge catches light; the wall just above it is in its shade.
    body += `<rect y="${n(y - 14)}" width="${width}" height="14" fill="#000" opacity="0.07" filter="url(#bd-soft)"/>`;
    body += `<rect y="${n(y)}" width="${width}" height="3" fill="#fff" opacity="0.25"/>`;
  } else {
    // Seamless paper: the wall's colour turns into the floor's without an edge.
    const y = height * 0.45;
    body += `<rect y="${n(y)}" width="${width}" height="${n(height - y)}" fill="url(#bd-sweep)"/>`;
  }
  body += `<rect width="${width}" height="${height}" fill="url(#bd-light)"/>`;
  return { defs, body };
}

/** The light falling off towards the corners, drawn last over a whole picture. */
export function vignette(width: number, height: number): string {
  return `<rect width="${width}" height="${height}" fill="url(#bd-vignette)"/>`;
}

/**
 * A shadow on the table under an object `width` wide whose lowest point touches the table at
 * (cx, cy): a tight dark contact shadow and a wide soft one falling right, away from the light.
 */
export function groundShadow(cx: number, cy: number, width: number, idPrefix: string): { defs: string; body: string } {
  const defs = blurFilter(`${idPrefix}-contact`, width * 0.02) + blurFilter(`${idPrefix}-cast`, width * 0.07);
  const body =
    `<ellipse cx="${n(cx + width * 0.34)}" cy="${n(cy - width * 0.03)}" rx="${n(width * 0.72)}" ry="${n(width * 0.14)}" fill="#2a2119" opacity="0.42" filter="url(#${idPrefix}-cast)"/>` +
    `<ellipse cx="${n(cx + width * 0.03)}" cy="${n(cy - width * 0.025)}" rx="${n(width * 0.5)}" ry="${n(width * 0.06)}" fill="#1c140e" opacity="0.7" filter="url(#${idPrefix}-contact)"/>`;
  return { defs, body };
}
