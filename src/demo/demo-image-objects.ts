/**
 * The objects of the demo shop drawn as SVG with light and shade: each returns the defs and
 * the body to place in a picture, at a given position and size, so product shots and the
 * shelf banner share them.
 */
import { blurFilter, linearGradient, n, radialGradient, speckleFilter, textureFilter, type Random } from './demo-image-svg';

export interface Fragment {
  defs: string;
  body: string;
}

/** Horizontal shading of a cylinder lit from the left: dark edges, a soft highlight left of centre. */
function cylinderStops(dark: string, base: string, light: string, shade: string): Array<[number, string, number?]> {
  return [
    [0, dark],
    [0.08, base],
    [0.27, light],
    [0.42, base],
    [0.78, shade],
    [1, dark],
  ];
}

export interface MugStyle {
  glaze: [dark: string, base: string, light: string, shade: string];
  clay: string;
  speckle: string;
}

/** A stoneware mug with a speckled glaze, unglazed foot and a loop handle on the right. */
export function mug(id: string, cx: number, bottom: number, width: number, style: MugStyle, random: Random): Fragment {
  const w = width;
  const h = w * 1.12;
  const left = cx - w / 2;
  const right = cx + w / 2;
  const top = bottom - h;
  const ry = w * 0.13;
  const [dark, base, light, shade] = style.glaze;
  // The glaze stops in an uneven line where it ran down during firing.
  const steps = 14;
  const wave = Array.from({ length: steps }, (_, i) => {
    const x = left + (w * (i + 0.5)) / steps;
    const drip = random.next() < 0.25 ? random.range(0, w * 0.05) : 0;
    return `Q${n(x)},${n(bottom - w * 0.1 + drip - random.range(0, w * 0.035))} ${n(left + (w * (i + 1)) / steps)},${n(bottom - w * 0.09 + random.range(-w * 0.012, w * 0.012))}`;
  }).join(' ');
  const body = `M${n(left)},${n(top)} L${n(left)},${n(bottom)} A${n(w / 2)},${n(ry)} 0 0 0 ${n(right)},${n(bottom)} L${n(right)},${n(top)} Z`;
  const defs =
    linearGradient(`${id}-glaze`, cylinderStops(dark, base, light, shade)) +
    linearGradient(`${id}-clay`, cylinderStops('#6b5441', style.clay, '#e9d7bf', '#9c8166')) +
    linearGradient(`${id}-handle`, [
      [0, light],
      [0.5, base],
      [1, dark],
    ], true) +
    radialGradient(`${id}-inside`, [
      [0, shade],
      [0.7, dark],
      [1, '#1e1a16'],
    ], 0.45, 0.75, 0.75) +
    speckleFilter(`${id}-speckle`, Math.floor(random.range(1, 999)), style.speckle) +
    blurFilter(`${id}-blur`, w * 0.01) +
    `<clipPath id="${id}-clip"><path d="${body}"/></clipPath>`;
  const handle = `M${n(right - w * 0.02)},${n(top + h * 0.2)} C${n(right + w * 0.42)},${n(top + h * 0.12)} ${n(right + w * 0.46)},${n(top + h * 0.72)} ${n(right - w * 0.02)},${n(top + h * 0.74)}`;
  const svg =
    `<path d="${handle}" fill="none" stroke="url(#${id}-handle)" stroke-width="${n(w * 0.11)}" stroke-linecap="round"/>` +
    `<path d="${handle}" fill="none" stroke="#ffffff" stroke-opacity="0.25" stroke-width="${n(w * 0.025)}" stroke-linecap="round" transform="translate(${n(-w * 0.012)},${n(-w * 0.015)})" filter="url(#${id}-blur)"/>` +
    `<path d="${body}" fill="url(#${id}-glaze)"/>` +
    `<g clip-path="url(#${id}-clip)">` +
    `<path d="M${n(left)},${n(bottom - w * 0.085)} ${wave} L${n(right)},${n(bottom + ry)} L${n(left)},${n(bottom + ry)} Z" fill="url(#${id}-clay)"/>` +
    `<rect x="${n(left)}" y="${n(top)}" width="${n(w)}" height="${n(h + ry)}" filter="url(#${id}-speckle)" opacity="0.8"/>` +
    `<rect x="${n(left + w * 0.2)}" y="${n(top + h * 0.1)}" width="${n(w * 0.06)}" height="${n(h * 0.7)}" fill="#ffffff" opacity="0.22" filter="url(#${id}-blur)"/>` +
    '</g>' +
    `<ellipse cx="${n(cx)}" cy="${n(top)}" rx="${n(w / 2)}" ry="${n(ry)}" fill="${light}"/>` +
    `<ellipse cx="${n(cx)}" cy="${n(top + ry * 0.06)}" rx="${n(w / 2 - w * 0.035)}" ry="${n(ry - w * 0.03)}" fill="url(#${id}-inside)"/>`;
  return { defs, body: svg };
}

export interface CandleStyle {
  glass: [dark: string, base: string, light: string];
  wax: string;
  label: string;
  ink: string;
  name: string;
}

/** A candle in a tinted glass tumbler with a paper label and a cotton wick. */
export function candle(id: string, cx: number, bottom: number, width: number, style: CandleStyle): Fragment {
  const w = width;
  const h = w * 1.18;
  const left = cx - w / 2;
  const right = cx + w / 2;
  const top = bottom - h;
  const ry = w * 0.12;
  const [dark, base, light] = style.glass;
  const waxTop = top + h * 0.16;
  const body = `M${n(left)},${n(top)} L${n(left)},${n(bottom)} A${n(w / 2)},${n(ry)} 0 0 0 ${n(right)},${n(bottom)} L${n(right)},${n(top)} Z`;
  const defs =
    linearGradient(`${id}-glass`, [
      [0, dark],
      [0.1, base],
      [0.22, light],
      [0.3, base],
      [0.7, base],
      [0.86, light],
      [0.92, base],
      [1, dark],
    ]) +
    linearGradient(`${id}-label`, cylinderStops('#8c8270', style.label, '#ffffff', '#c9c0ae')) +
    radialGradient(`${id}-wax`, [
      [0, style.wax],
      [1, '#b9a98c'],
    ], 0.4, 0.4, 0.7) +
    textureFilter(`${id}-paper`, '0.9', 7, 1.2, 2) +
    blurFilter(`${id}-blur`, w * 0.012) +
    `<clipPath id="${id}-clip"><path d="${body}"/></clipPath>`;
  const labelTop = top + h * 0.36;
  const labelH = h * 0.4;
  const svg =
    `<path d="${body}" fill="url(#${id}-glass)"/>` +
    `<g clip-path="url(#${id}-clip)">` +
    `<rect x="${n(left)}" y="${n(labelTop)}" width="${n(w)}" height="${n(labelH)}" fill="url(#${id}-label)"/>` +
    `<rect x="${n(left)}" y="${n(labelTop)}" width="${n(w)}" height="${n(labelH)}" fill="url(#${id}-label)" filter="url(#${id}-paper)" opacity="0.55"/>` +
    `<rect x="${n(left + w * 0.16)}" y="${n(top + h * 0.05)}" width="${n(w * 0.05)}" height="${n(h * 0.9)}" fill="#ffffff" opacity="0.35" filter="url(#${id}-blur)"/>` +
    '</g>' +
    `<text x="${n(cx)}" y="${n(labelTop + labelH * 0.3)}" text-anchor="middle" font-family="DejaVu Sans, sans-serif" font-size="${n(w * 0.06)}" letter-spacing="${n(w * 0.02)}" fill="${style.ink}" opacity="0.85">NO. 04</text>` +
    `<text x="${n(cx)}" y="${n(labelTop + labelH * 0.58)}" text-anchor="middle" font-family="DejaVu Serif, serif" font-size="${n(w * 0.12)}" fill="${style.ink}">${style.name}</text>` +
    `<line x1="${n(cx - w * 0.12)}" y1="${n(labelTop + labelH * 0.72)}" x2="${n(cx + w * 0.12)}" y2="${n(labelTop + labelH * 0.72)}" stroke="${style.ink}" stroke-width="${n(w * 0.006)}" opacity="0.7"/>` +
    `<text x="${n(cx)}" y="${n(labelTop + labelH * 0.86)}" text-anchor="middle" font-family="DejaVu Sans, sans-serif" font-size="${n(w * 0.045)}" letter-spacing="${n(w * 0.012)}" fill="${style.ink}" opacity="0.75">SOY WAX · 220 G</text>` +
    `<ellipse cx="${n(cx)}" cy="${n(top)}" rx="${n(w / 2)}" ry="${n(ry)}" fill="${light}" opacity="0.9"/>` +
    `<ellipse cx="${n(cx)}" cy="${n(top)}" rx="${n(w / 2 - w * 0.03)}" ry="${n(ry - w * 0.025)}" fill="${base}"/>` +
    `<ellipse cx="${n(cx)}" cy="${n(waxTop)}" rx="${n(w / 2 - w * 0.04)}" ry="${n(ry - w * 0.03)}" fill="url(#${id}-wax)"/>` +
    `<path d="M${n(cx)},${n(waxTop)} q${n(w * 0.01)},${n(-w * 0.06)} ${n(-w * 0.004)},${n(-w * 0.1)}" stroke="#2b2520" stroke-width="${n(w * 0.014)}" fill="none" stroke-linecap="round"/>`;
  return { defs, body: svg };
}

/** A terracotta pot with a rolled rim, dark soil and a leafy plant of seeded leaves. */
export function plant(id: string, cx: number, bottom: number, width: number, random: Random): Fragment {
  const w = width;
  const potH = w * 0.85;
  const top = bottom - potH;
  const rimH = w * 0.16;
  const ry = w * 0.1;
  const bw = w * 0.74;
  const defs =
    linearGradient(`${id}-pot`, cylinderStops('#7a3e24', '#c0673e', '#e39a6f', '#9c4f2d')) +
    linearGradient(`${id}-rim`, cylinderStops('#84442a', '#cd7448', '#f0ac80', '#a9593a')) +
    textureFilter(`${id}-clay`, '0.35', 11, 1.5, 3) +
    linearGradient(`${id}-leaf-a`, [
      [0, '#2f5d34'],
      [1, '#5f9a4f'],
    ], true) +
    linearGradient(`${id}-leaf-b`, [
      [0, '#254a2b'],
      [1, '#497d3f'],
    ], true) +
    blurFilter(`${id}-leafshadow`, w * 0.02);
  const pot = `M${n(cx - w / 2 + w * 0.04)},${n(top + rimH)} L${n(cx - bw / 2)},${n(bottom)} A${n(bw / 2)},${n(ry * 0.8)} 0 0 0 ${n(cx + bw / 2)},${n(bottom)} L${n(cx + w / 2 - w * 0.04)},${n(top + rimH)} Z`;
  let leaves = '';
  let shadows = '';
  const count = 15;
  for (let i = 0; i < count; i++) {
    const angle = -Math.PI / 2 + random.range(-1.25, 1.25);
    const length = w * random.range(0.55, 0.95);
    const baseX = cx + random.range(-w * 0.12, w * 0.12);
    const baseY = top + ry * 0.2;
    const tipX = baseX + Math.cos(angle) * length;
    const tipY = baseY + Math.sin(angle) * length;
    const midX = (baseX + tipX) / 2;
    const midY = (baseY + tipY) / 2;
    const nx = -Math.sin(angle) * length * 0.22;
    const ny = Math.cos(angle) * length * 0.22;
    const leaf = `M${n(baseX)},${n(baseY)} Q${n(midX + nx)},${n(midY + ny)} ${n(tipX)},${n(tipY)} Q${n(midX - nx)},${n(midY - ny)} ${n(baseX)},${n(baseY)} Z`;
    const fill = i % 3 === 0 ? `url(#${id}-leaf-b)` : `url(#${id}-leaf-a)`;
    shadows += `<path d="${leaf}"/>`;
    leaves +=
      `<path d="${leaf}" fill="${fill}"/>` +
      `<path d="M${n(baseX)},${n(baseY)} Q${n(midX + nx * 0.15)},${n(midY + ny * 0.15)} ${n(tipX)},${n(tipY)}" stroke="#a8c98f" stroke-opacity="0.55" stroke-width="${n(w * 0.008)}" fill="none"/>`;
  }
  const body =
    `<g fill="#10210f" opacity="0.22" transform="translate(${n(w * 0.04)},${n(w * 0.04)})" filter="url(#${id}-leafshadow)">${shadows}</g>` +
    leaves +
    `<path d="${pot}" fill="url(#${id}-pot)"/>` +
    `<path d="${pot}" fill="url(#${id}-pot)" filter="url(#${id}-clay)" opacity="0.45"/>` +
    `<rect x="${n(cx - w / 2)}" y="${n(top)}" width="${n(w)}" height="${n(rimH)}" rx="${n(w * 0.02)}" fill="url(#${id}-rim)"/>` +
    `<rect x="${n(cx - w / 2 + w * 0.04)}" y="${n(top + rimH)}" width="${n(w - w * 0.08)}" height="${n(w * 0.03)}" fill="#000" opacity="0.18"/>`;
  return { defs, body };
}
