/**
 * Soft goods and packaging of the demo shop: a canvas tote on a wall peg, a t-shirt laid
 * flat, a cloth notebook with a pencil, a bag of coffee with beans, and stacked bowls.
 */
import type { Fragment } from './demo-image-objects';
import { artwork, type ArtPalette } from './demo-image-prints';
import { blurFilter, linearGradient, n, radialGradient, speckleFilter, textureFilter, type Random } from './demo-image-svg';

/** A natural canvas tote hanging from a wooden peg, printed with a small artwork. */
export function tote(id: string, cx: number, top: number, w: number, palette: ArtPalette, random: Random): Fragment {
  const h = w * 1.08;
  const bagTop = top + w * 0.62;
  const x = cx - w / 2;
  const print = artwork(`${id}-print`, cx - w * 0.27, bagTop + h * 0.22, w * 0.54, w * 0.54, palette, random);
  const bag = `M${n(x)},${n(bagTop)} L${n(x + w)},${n(bagTop)} L${n(x + w + w * 0.015)},${n(bagTop + h)} Q${n(cx)},${n(bagTop + h + w * 0.02)} ${n(x - w * 0.015)},${n(bagTop + h)} Z`;
  // Each strap rises from the bag's top edge and bends over the peg.
  const strap = (sx: number) =>
    `M${n(sx)},${n(bagTop + 2)} C${n(sx)},${n(top + w * 0.3)} ${n(cx + (sx - cx) * 0.35)},${n(top + w * 0.02)} ${n(cx)},${n(top + w * 0.02)}`;
  const defs =
    print.defs +
    linearGradient(`${id}-canvas`, [
      [0, '#d9ccb4'],
      [0.2, '#ece3d2'],
      [0.55, '#e6dcc8'],
      [1, '#cbbc9f'],
    ]) +
    linearGradient(`${id}-fold`, [
      [0, '#000', 0],
      [0.5, '#000', 0.1],
      [1, '#000', 0],
    ]) +
    linearGradient(`${id}-peg`, [
      [0, '#8a6440'],
      [0.4, '#c19a6b'],
      [1, '#6e4d2f'],
    ], true) +
    textureFilter(`${id}-weave`, '0.9 0.75', 19, 2.2, 2) +
    blurFilter(`${id}-shadow`, w * 0.04) +
    blurFilter(`${id}-soft`, w * 0.02) +
    `<clipPath id="${id}-clip"><path d="${bag}"/></clipPath>`;
  const body =
    `<path d="${bag}" transform="translate(${n(w * 0.06)},${n(w * 0.05)})" fill="#2a2018" opacity="0.3" filter="url(#${id}-shadow)"/>` +
    `<path d="${strap(cx - w * 0.3)}" stroke="#cfc1a5" stroke-width="${n(w * 0.07)}" fill="none"/>` +
    `<path d="${strap(cx + w * 0.3)}" stroke="#bfae8f" stroke-width="${n(w * 0.07)}" fill="none"/>` +
    `<ellipse cx="${n(cx)}" cy="${n(top + w * 0.04)}" rx="${n(w * 0.06)}" ry="${n(w * 0.06)}" fill="url(#${id}-peg)"/>` +
    `<path d="${bag}" fill="url(#${id}-canvas)"/>` +
    `<g clip-path="url(#${id}-clip)">` +
    `<g opacity="0.92">${print.body}</g>` +
    `<rect x="${n(x)}" y="${n(bagTop)}" width="${n(w)}" height="${n(h)}" fill="#ffffff" filter="url(#${id}-weave)" opacity="0.55" style="mix-blend-mode:multiply"/>` +
    `<rect x="${n(cx - w * 0.36)}" y="${n(bagTop)}" width="${n(w * 0.14)}" height="${n(h)}" fill="url(#${id}-fold)" filter="url(#${id}-soft)"/>` +
    `<rect x="${n(cx + w * 0.18)}" y="${n(bagTop)}" width="${n(w * 0.1)}" height="${n(h)}" fill="url(#${id}-fold)" filter="url(#${id}-soft)"/>` +
    `<rect x="${n(x)}" y="${n(bagTop)}" width="${n(w)}" height="${n(w * 0.07)}" fill="#000" opacity="0.05"/>` +
    `<line x1="${n(x)}" y1="${n(bagTop + w * 0.06)}" x2="${n(x + w)}" y2="${n(bagTop + w * 0.06)}" stroke="#8c7d63" stroke-width="${n(w * 0.004)}" stroke-dasharray="${n(w * 0.014)} ${n(w * 0.01)}"/>` +
    '</g>';
  return { defs, body };
}

/** A t-shirt laid flat, seen from above, with soft folds and a small chest print. */
export function tshirt(id: string, cx: number, top: number, w: number, color: [string, string, string], palette: ArtPalette, random: Random): Fragment {
  const p = (fx: number, fy: number) => `${n(cx + (fx - 0.5) * w)},${n(top + fy * w)}`;
  const shape =
    `M${p(0.37, 0.02)} Q${p(0.5, 0.1)} ${p(0.63, 0.02)} L${p(0.8, 0.07)} L${p(1.0, 0.3)} L${p(0.86, 0.42)} L${p(0.79, 0.35)} ` +
    `L${p(0.8, 1.06)} Q${p(0.5, 1.09)} ${p(0.2, 1.06)} L${p(0.21, 0.35)} L${p(0.14, 0.42)} L${p(0.0, 0.3)} L${p(0.2, 0.07)} Z`;
  const [dark, base, light] = color;
  const defs =
    linearGradient(`${id}-cloth`, [
      [0, light],
      [0.6, base],
      [1, dark],
    ], false, 'gradientTransform="rotate(45)"') +
    textureFilter(`${id}-knit`, '1.1', 23, 1.6, 2) +
    blurFilter(`${id}-fold`, w * 0.025) +
    blurFilter(`${id}-shadow`, w * 0.02) +
    `<clipPath id="${id}-clip"><path d="${shape}"/></clipPath>`;
  const fold = (d: string, color2: string, opacity: number, width: number) =>
    `<path d="${d}" stroke="${color2}" stroke-opacity="${opacity}" stroke-width="${n(w * width)}" fill="none" filter="url(#${id}-fold)"/>`;
  const mark = artwork(`${id}-mark`, cx + w * 0.08, top + w * 0.2, w * 0.14, w * 0.14, palette, random);
  const body =
    `<path d="${shape}" transform="translate(${n(w * 0.015)},${n(w * 0.02)})" fill="#000" opacity="0.3" filter="url(#${id}-shadow)"/>` +
    `<path d="${shape}" fill="url(#${id}-cloth)"/>` +
    `<clipPath id="${id}-badge"><circle cx="${n(cx + w * 0.15)}" cy="${n(top + w * 0.27)}" r="${n(w * 0.065)}"/></clipPath>` +
    `<g opacity="0.9" clip-path="url(#${id}-badge)">${mark.body}</g>` +
    `<g clip-path="url(#${id}-clip)">` +
    fold(`M${p(0.3, 0.5)} Q${p(0.45, 0.7)} ${p(0.35, 1.0)}`, '#000', 0.12, 0.05) +
    fold(`M${p(0.62, 0.45)} Q${p(0.7, 0.7)} ${p(0.66, 0.98)}`, '#fff', 0.18, 0.04) +
    fold(`M${p(0.22, 0.36)} Q${p(0.5, 0.4)} ${p(0.78, 0.36)}`, '#000', 0.08, 0.03) +
    `<rect x="${n(cx - w / 2)}" y="${n(top)}" width="${n(w)}" height="${n(w * 1.1)}" fill="#fff" filter="url(#${id}-knit)" opacity="0.5" style="mix-blend-mode:multiply"/>` +
    '</g>' +
    `<path d="M${p(0.37, 0.02)} Q${p(0.5, 0.1)} ${p(0.63, 0.02)}" stroke="${dark}" stroke-width="${n(w * 0.022)}" fill="none"/>` +
    `<path d="M${p(0.385, 0.035)} Q${p(0.5, 0.115)} ${p(0.615, 0.035)}" stroke="#000" stroke-opacity="0.15" stroke-width="${n(w * 0.004)}" fill="none"/>`;
  return { defs: defs + mark.defs, body };
}

/** A cloth-bound notebook with an elastic band, and a pencil beside it, from above. */
export function notebook(id: string, cx: number, cy: number, w: number, cover: [string, string], title: string): Fragment {
  const h = w * 1.38;
  const x = cx - w / 2;
  const y = cy - h / 2;
  const defs =
    linearGradient(`${id}-cover`, [
      [0, cover[0]],
      [1, cover[1]],
    ], false, 'gradientTransform="rotate(50)"') +
    linearGradient(`${id}-pencil`, [
      [0, '#c98f2c'],
      [0.4, '#f2c14e'],
      [1, '#a9741f'],
    ], true) +
    textureFilter(`${id}-linen`, '0.9 0.6', 29, 2, 2) +
    blurFilter(`${id}-shadow`, w * 0.03);
  const pages = Array.from({ length: 6 }, (_, i) => `<line x1="${n(x + w + 2 + i * 2.2)}" y1="${n(y + 10 + i)}" x2="${n(x + w + 2 + i * 2.2)}" y2="${n(y + h - 10 - i)}" stroke="#d9d2c3" stroke-width="1.6"/>`).join('');
  const body =
    `<g transform="rotate(-7 ${n(cx)} ${n(cy)})">` +
    `<rect x="${n(x + w * 0.04)}" y="${n(y + w * 0.05)}" width="${n(w + 10)}" height="${n(h)}" rx="${n(w * 0.03)}" fill="#000" opacity="0.35" filter="url(#${id}-shadow)"/>` +
    `<rect x="${n(x + 4)}" y="${n(y + 6)}" width="${n(w + 12)}" height="${n(h - 12)}" rx="${n(w * 0.02)}" fill="#f4efe4"/>` +
    pages +
    `<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}" rx="${n(w * 0.03)}" fill="url(#${id}-cover)"/>` +
    `<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}" rx="${n(w * 0.03)}" fill="#fff" filter="url(#${id}-linen)" opacity="0.45" style="mix-blend-mode:multiply"/>` +
    `<rect x="${n(x + w * 0.04)}" y="${n(y)}" width="${n(w * 0.012)}" height="${n(h)}" fill="#000" opacity="0.12"/>` +
    `<text x="${n(cx + w * 0.02)}" y="${n(y + h * 0.3)}" text-anchor="middle" font-family="DejaVu Serif, serif" font-size="${n(w * 0.09)}" fill="#000" opacity="0.28">${title}</text>` +
    `<text x="${n(cx + w * 0.02 - 1.5)}" y="${n(y + h * 0.3 - 1.5)}" text-anchor="middle" font-family="DejaVu Serif, serif" font-size="${n(w * 0.09)}" fill="#fff" opacity="0.18">${title}</text>` +
    `<rect x="${n(x + w * 0.8)}" y="${n(y - 2)}" width="${n(w * 0.035)}" height="${n(h + 4)}" fill="#2b2622"/>` +
    `<rect x="${n(x + w * 0.8)}" y="${n(y - 2)}" width="${n(w * 0.01)}" height="${n(h + 4)}" fill="#fff" opacity="0.15"/>` +
    '</g>' +
    `<g transform="rotate(-82 ${n(cx + w * 0.78)} ${n(cy)})">` +
    `<rect x="${n(cx + w * 0.78 - h * 0.45 + 8)}" y="${n(cy + 10)}" width="${n(h * 0.9)}" height="${n(w * 0.07)}" fill="#000" opacity="0.3" filter="url(#${id}-shadow)"/>` +
    `<rect x="${n(cx + w * 0.78 - h * 0.45)}" y="${n(cy)}" width="${n(h * 0.82)}" height="${n(w * 0.07)}" fill="url(#${id}-pencil)"/>` +
    `<path d="M${n(cx + w * 0.78 + h * 0.37)},${n(cy)} l${n(h * 0.08)},${n(w * 0.035)} l${n(-h * 0.08)},${n(w * 0.035)} Z" fill="#e8c9a0"/>` +
    `<path d="M${n(cx + w * 0.78 + h * 0.425)},${n(cy + w * 0.025)} l${n(h * 0.025)},${n(w * 0.01)} l${n(-h * 0.025)},${n(w * 0.01)} Z" fill="#333"/>` +
    `<rect x="${n(cx + w * 0.78 - h * 0.45)}" y="${n(cy)}" width="${n(h * 0.05)}" height="${n(w * 0.07)}" fill="#c7c2b8"/>` +
    '</g>';
  return { defs, body };
}

/** A stand-up kraft bag of coffee with a label and a few beans in front. */
export function coffeeBag(id: string, cx: number, bottom: number, w: number, label: { name: string; note: string }, random: Random): Fragment {
  const h = w * 1.45;
  const x = cx - w / 2;
  const top = bottom - h;
  const bag = `M${n(x + w * 0.02)},${n(top + w * 0.12)} L${n(x + w * 0.98)},${n(top + w * 0.12)} L${n(x + w)},${n(bottom)} Q${n(cx)},${n(bottom + w * 0.05)} ${n(x)},${n(bottom)} Z`;
  const defs =
    linearGradient(`${id}-kraft`, [
      [0, '#8d6a45'],
      [0.12, '#b68d60'],
      [0.3, '#caa578'],
      [0.7, '#b38a5d'],
      [1, '#7f5e3c'],
    ]) +
    radialGradient(`${id}-bean`, [
      [0, '#6b4428'],
      [1, '#2e1c10'],
    ], 0.35, 0.35, 0.7) +
    textureFilter(`${id}-paper`, '0.6', 31, 2.5, 3) +
    blurFilter(`${id}-shadow`, w * 0.015) +
    blurFilter(`${id}-soft`, w * 0.03) +
    `<clipPath id="${id}-clip"><path d="${bag}"/></clipPath>`;
  let beans = '';
  for (let i = 0; i < 9; i++) {
    const bx = cx + random.range(-w * 0.75, w * 0.8);
    const by = bottom + random.range(w * 0.05, w * 0.22);
    const angle = random.range(0, 180);
    const r = w * 0.045;
    beans +=
      `<g transform="rotate(${n(angle)} ${n(bx)} ${n(by)})">` +
      `<ellipse cx="${n(bx + 3)}" cy="${n(by + 4)}" rx="${n(r * 1.3)}" ry="${n(r)}" fill="#000" opacity="0.35" filter="url(#${id}-shadow)"/>` +
      `<ellipse cx="${n(bx)}" cy="${n(by)}" rx="${n(r * 1.3)}" ry="${n(r)}" fill="url(#${id}-bean)"/>` +
      `<path d="M${n(bx - r)},${n(by)} Q${n(bx)},${n(by - r * 0.3)} ${n(bx + r)},${n(by)}" stroke="#1a0f08" stroke-width="${n(r * 0.18)}" fill="none"/></g>`;
  }
  const body =
    `<path d="${bag}" fill="url(#${id}-kraft)"/>` +
    `<path d="${bag}" fill="url(#${id}-kraft)" filter="url(#${id}-paper)" opacity="0.5"/>` +
    `<g clip-path="url(#${id}-clip)">` +
    `<rect x="${n(x + w * 0.24)}" y="${n(top)}" width="${n(w * 0.09)}" height="${n(h)}" fill="#fff" opacity="0.16" filter="url(#${id}-soft)"/>` +
    `<rect x="${n(x + w * 0.86)}" y="${n(top)}" width="${n(w * 0.14)}" height="${n(h)}" fill="#000" opacity="0.18" filter="url(#${id}-soft)"/>` +
    `<rect x="${n(x)}" y="${n(top + w * 0.12)}" width="${n(w)}" height="${n(w * 0.05)}" fill="#000" opacity="0.2" filter="url(#${id}-soft)"/>` +
    `<rect x="${n(x)}" y="${n(bottom - w * 0.12)}" width="${n(w)}" height="${n(w * 0.16)}" fill="#000" opacity="0.14" filter="url(#${id}-soft)"/>` +
    '</g>' +
    `<rect x="${n(x + w * 0.02)}" y="${n(top)}" width="${n(w * 0.96)}" height="${n(w * 0.13)}" fill="#b08758"/>` +
    Array.from({ length: 24 }, (_, i) => `<line x1="${n(x + w * 0.03 + i * w * 0.04)}" y1="${n(top + 2)}" x2="${n(x + w * 0.03 + i * w * 0.04)}" y2="${n(top + w * 0.12)}" stroke="#8a6842" stroke-width="2"/>`).join('') +
    `<rect x="${n(x + w * 0.16)}" y="${n(top + h * 0.34)}" width="${n(w * 0.68)}" height="${n(h * 0.36)}" fill="#f5efe3"/>` +
    `<text x="${n(cx)}" y="${n(top + h * 0.44)}" text-anchor="middle" font-family="DejaVu Sans, sans-serif" font-size="${n(w * 0.045)}" letter-spacing="${n(w * 0.012)}" fill="#5b4631">SINGLE ORIGIN</text>` +
    `<text x="${n(cx)}" y="${n(top + h * 0.54)}" text-anchor="middle" font-family="DejaVu Serif, serif" font-size="${n(w * 0.1)}" fill="#2d2118">${label.name}</text>` +
    `<text x="${n(cx)}" y="${n(top + h * 0.63)}" text-anchor="middle" font-family="DejaVu Sans, sans-serif" font-size="${n(w * 0.04)}" fill="#6d5843">${label.note}</text>` +
    `<circle cx="${n(cx)}" cy="${n(top + h * 0.22)}" r="${n(w * 0.045)}" fill="#6f5030" stroke="#5a3f24" stroke-width="3"/>` +
    beans;
  return { defs, body };
}

/** Two stoneware bowls stacked, speckled glaze over a bare clay foot. */
export function bowls(id: string, cx: number, bottom: number, w: number, glaze: [string, string, string], random: Random): Fragment {
  const bowl = (k: string, bcx: number, bb: number, bw: number) => {
    const h = bw * 0.42;
    const ry = bw * 0.12;
    const top = bb - h;
    const shape = `M${n(bcx - bw / 2)},${n(top)} C${n(bcx - bw / 2)},${n(top + h * 0.8)} ${n(bcx - bw * 0.25)},${n(bb)} ${n(bcx - bw * 0.17)},${n(bb)} L${n(bcx + bw * 0.17)},${n(bb)} C${n(bcx + bw * 0.25)},${n(bb)} ${n(bcx + bw / 2)},${n(top + h * 0.8)} ${n(bcx + bw / 2)},${n(top)} Z`;
    return (
      `<clipPath id="${id}-${k}-clip"><path d="${shape}"/></clipPath>` +
      `<path d="${shape}" fill="url(#${id}-glaze)"/>` +
      `<g clip-path="url(#${id}-${k}-clip)"><rect x="${n(bcx - bw / 2)}" y="${n(bb - h * 0.16)}" width="${n(bw)}" height="${n(h * 0.2)}" fill="#caa987"/>` +
      `<rect x="${n(bcx - bw / 2)}" y="${n(top)}" width="${n(bw)}" height="${n(h)}" filter="url(#${id}-speckle)"/></g>` +
      `<ellipse cx="${n(bcx)}" cy="${n(top)}" rx="${n(bw / 2)}" ry="${n(ry)}" fill="${glaze[2]}"/>` +
      `<ellipse cx="${n(bcx)}" cy="${n(top + 2)}" rx="${n(bw / 2 - bw * 0.025)}" ry="${n(ry - bw * 0.02)}" fill="url(#${id}-inside)"/>`
    );
  };
  const defs =
    linearGradient(`${id}-glaze`, [
      [0, glaze[0]],
      [0.25, glaze[2]],
      [0.5, glaze[1]],
      [1, glaze[0]],
    ]) +
    radialGradient(`${id}-inside`, [
      [0, glaze[2]],
      [1, glaze[0]],
    ], 0.6, 0.7, 0.7) +
    speckleFilter(`${id}-speckle`, Math.floor(random.range(1, 999)), '#3a3128', 0.72);
  return { defs, body: bowl('lower', cx, bottom, w) + bowl('upper', cx, bottom - w * 0.3, w * 0.86) };
}
