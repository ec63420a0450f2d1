/**
 * Flat printed things of the demo shop: the artwork its prints carry (mid-century shapes),
 * a framed print leaning on the wall, a gift card with its envelope, and a phone showing a
 * wallpaper (the digital download).
 */
import type { Fragment } from './demo-image-objects';
import { blurFilter, linearGradient, n, textureFilter, type Random } from './demo-image-svg';

export interface ArtPalette {
  /** The paper's colour, or 'none' for a print straight on fabric. */
  ground: string;
  sun: string;
  shapes: [string, string, string];
}

/** A print in the shop's style: a sun over arches and layered hills, on a paper-toned ground. */
export function artwork(id: string, x: number, y: number, w: number, h: number, palette: ArtPalette, random: Random): Fragment {
  const [a, b, c] = palette.shapes;
  const sunR = w * random.range(0.16, 0.22);
  const sunX = x + w * random.range(0.3, 0.7);
  const sunY = y + h * random.range(0.28, 0.4);
  const hill = (base: number, amp: number, color: string) => {
    const points = Array.from({ length: 5 }, (_, i) => [x + (w * i) / 4, y + h * base - random.range(0, h * amp)] as const);
    let d = `M${n(x)},${n(y + h)} L${n(points[0]![0])},${n(points[0]![1])}`;
    for (let i = 1; i < points.length; i++) {
      const [px, py] = points[i - 1]!;
      const [qx, qy] = points[i]!;
      d += ` C${n(px + w / 8)},${n(py)} ${n(qx - w / 8)},${n(qy)} ${n(qx)},${n(qy)}`;
    }
    return `<path d="${d} L${n(x + w)},${n(y + h)} Z" fill="${color}"/>`;
  };
  const archX = x + w * random.range(0.12, 0.3);
  const archW = w * 0.22;
  const archTop = y + h * 0.52;
  const defs = `<clipPath id="${id}-clip"><rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}"/></clipPath>` + textureFilter(`${id}-paper`, '0.7', 13, 0.9, 2);
  const body =
    `<g clip-path="url(#${id}-clip)">` +
    `<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}" fill="${palette.ground}"/>` +
    `<circle cx="${n(sunX)}" cy="${n(sunY)}" r="${n(sunR)}" fill="${palette.sun}"/>` +
    `<path d="M${n(archX)},${n(y + h)} L${n(archX)},${n(archTop + archW / 2)} A${n(archW / 2)},${n(archW / 2)} 0 0 1 ${n(archX + archW)},${n(archTop + archW / 2)} L${n(archX + archW)},${n(y + h)} Z" fill="${b}"/>` +
    hill(0.7, 0.12, a) +
    hill(0.82, 0.08, c) +
    hill(0.92, 0.05, b) +
    (palette.ground === 'none' ? '' : `<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}" fill="#ffffff" filter="url(#${id}-paper)" opacity="0.18"/>`) +
    '</g>';
  return { defs, body };
}

/** A print in a thin oak frame with a white mat, leaning against the wall. */
export function framedPrint(id: string, x: number, y: number, w: number, h: number, palette: ArtPalette, random: Random): Fragment {
  const frame = w * 0.045;
  const mat = w * 0.11;
  const art = artwork(`${id}-art`, x + frame + mat, y + frame + mat, w - 2 * (frame + mat), h - 2 * (frame + mat), palette, random);
  const defs =
    art.defs +
    linearGradient(`${id}-oak`, [
      [0, '#c9a577'],
      [0.5, '#b38a5a'],
      [1, '#9a7247'],
    ], true) +
    linearGradient(`${id}-mat`, [
      [0, '#fbf9f4'],
      [1, '#ece7dd'],
    ], true) +
    blurFilter(`${id}-shadow`, w * 0.035) +
    blurFilter(`${id}-inner`, w * 0.006);
  const body =
    `<rect x="${n(x + w * 0.06)}" y="${n(y + w * 0.02)}" width="${n(w)}" height="${n(h - w * 0.02)}" fill="#2a2018" opacity="0.35" filter="url(#${id}-shadow)"/>` +
    `<rect x="${n(x - w * 0.01)}" y="${n(y + h - w * 0.02)}" width="${n(w * 1.08)}" height="${n(w * 0.045)}" rx="${n(w * 0.02)}" fill="#1c140e" opacity="0.45" filter="url(#${id}-inner)"/>` +
    `<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}" fill="url(#${id}-oak)"/>` +
    `<rect x="${n(x + frame)}" y="${n(y + frame)}" width="${n(w - 2 * frame)}" height="${n(h - 2 * frame)}" fill="url(#${id}-mat)"/>` +
    // The frame's lip shades the top and left of the mat.
    `<path d="M${n(x + frame)},${n(y + frame)} h${n(w - 2 * frame)} v${n(w * 0.012)} H${n(x + frame + w * 0.012)} V${n(y + h - frame)} h${n(-w * 0.012)} Z" fill="#000" opacity="0.16" filter="url(#${id}-inner)"/>` +
    art.body +
    `<rect x="${n(x + frame + mat)}" y="${n(y + frame + mat)}" width="${n(w - 2 * (frame + mat))}" height="${n(h - 2 * (frame + mat))}" fill="none" stroke="#000" stroke-opacity="0.12" stroke-width="2"/>` +
    `<rect x="${n(x + 2)}" y="${n(y + 2)}" width="${n(w - 4)}" height="${n(h - 4)}" fill="none" stroke="#ffffff" stroke-opacity="0.25" stroke-width="3"/>`;
  return { defs, body };
}

/** A gift card lying on its kraft envelope, seen from above, turned slightly. */
export function giftCard(id: string, cx: number, cy: number, w: number, shopName: string): Fragment {
  const h = w * 0.63;
  const ew = w * 1.18;
  const eh = ew * 0.66;
  const defs =
    linearGradient(`${id}-card`, [
      [0, '#1f3b36'],
      [0.55, '#2d5a50'],
      [1, '#1a3330'],
    ], false, 'gradientTransform="rotate(35)"') +
    linearGradient(`${id}-foil`, [
      [0, '#b8894a'],
      [0.45, '#f4d9a3'],
      [0.55, '#f9e7c1'],
      [1, '#a87a3d'],
    ]) +
    linearGradient(`${id}-kraft`, [
      [0, '#cfae83'],
      [1, '#b89167'],
    ], true) +
    textureFilter(`${id}-paper`, '0.8', 17, 1.4, 3) +
    blurFilter(`${id}-shadow`, w * 0.025);
  const envelope =
    `<g transform="rotate(-8 ${n(cx)} ${n(cy)})">` +
    `<rect x="${n(cx - ew / 2 + w * 0.03)}" y="${n(cy - eh / 2 + w * 0.04)}" width="${n(ew)}" height="${n(eh)}" fill="#2a2018" opacity="0.35" filter="url(#${id}-shadow)"/>` +
    `<rect x="${n(cx - ew / 2)}" y="${n(cy - eh / 2)}" width="${n(ew)}" height="${n(eh)}" fill="url(#${id}-kraft)"/>` +
    `<rect x="${n(cx - ew / 2)}" y="${n(cy - eh / 2)}" width="${n(ew)}" height="${n(eh)}" fill="url(#${id}-kraft)" filter="url(#${id}-paper)" opacity="0.6"/>` +
    `<path d="M${n(cx - ew / 2)},${n(cy - eh / 2)} L${n(cx)},${n(cy + eh * 0.08)} L${n(cx + ew / 2)},${n(cy - eh / 2)}" fill="none" stroke="#8a6a45" stroke-opacity="0.55" stroke-width="${n(w * 0.006)}"/>` +
    '</g>';
  const card =
    `<g transform="rotate(6 ${n(cx)} ${n(cy)}) translate(${n(w * 0.1)},${n(w * 0.12)})">` +
    `<rect x="${n(cx - w / 2 + w * 0.02)}" y="${n(cy - h / 2 + w * 0.03)}" width="${n(w)}" height="${n(h)}" rx="${n(w * 0.045)}" fill="#000" opacity="0.4" filter="url(#${id}-shadow)"/>` +
    `<rect x="${n(cx - w / 2)}" y="${n(cy - h / 2)}" width="${n(w)}" height="${n(h)}" rx="${n(w * 0.045)}" fill="url(#${id}-card)"/>` +
    `<circle cx="${n(cx + w * 0.28)}" cy="${n(cy - h * 0.12)}" r="${n(h * 0.26)}" fill="none" stroke="url(#${id}-foil)" stroke-width="${n(w * 0.012)}"/>` +
    `<circle cx="${n(cx + w * 0.28)}" cy="${n(cy - h * 0.12)}" r="${n(h * 0.16)}" fill="url(#${id}-foil)" opacity="0.9"/>` +
    `<text x="${n(cx - w * 0.42)}" y="${n(cy - h * 0.22)}" font-family="DejaVu Sans, sans-serif" font-size="${n(w * 0.045)}" letter-spacing="${n(w * 0.012)}" fill="url(#${id}-foil)">${shopName.toUpperCase()}</text>` +
    `<text x="${n(cx - w * 0.42)}" y="${n(cy + h * 0.33)}" font-family="DejaVu Serif, serif" font-size="${n(w * 0.11)}" fill="url(#${id}-foil)">Gift Card</text>` +
    `<rect x="${n(cx - w / 2)}" y="${n(cy - h / 2)}" width="${n(w)}" height="${n(h)}" rx="${n(w * 0.045)}" fill="none" stroke="#ffffff" stroke-opacity="0.18" stroke-width="${n(w * 0.004)}"/>` +
    '</g>';
  return { defs, body: envelope + card };
}

/** A phone lying face up, its screen showing a wallpaper from the shop's prints. */
export function phone(id: string, cx: number, cy: number, w: number, palette: ArtPalette, random: Random): Fragment {
  const h = w * 2.05;
  const x = cx - w / 2;
  const y = cy - h / 2;
  const bezel = w * 0.045;
  const screen = artwork(`${id}-screen`, x + bezel, y + bezel, w - 2 * bezel, h - 2 * bezel, palette, random);
  const defs =
    screen.defs +
    linearGradient(`${id}-body`, [
      [0, '#3a3d42'],
      [0.5, '#1d1f23'],
      [1, '#2c2f33'],
    ]) +
    linearGradient(`${id}-glare`, [
      [0, '#ffffff', 0.22],
      [0.45, '#ffffff', 0.04],
      [1, '#ffffff', 0],
    ], false, 'gradientTransform="rotate(40)"') +
    blurFilter(`${id}-shadow`, w * 0.05) +
    `<clipPath id="${id}-round"><rect x="${n(x + bezel)}" y="${n(y + bezel)}" width="${n(w - 2 * bezel)}" height="${n(h - 2 * bezel)}" rx="${n(w * 0.1)}"/></clipPath>`;
  const body =
    `<g transform="rotate(-12 ${n(cx)} ${n(cy)})">` +
    `<rect x="${n(x + w * 0.05)}" y="${n(y + w * 0.07)}" width="${n(w)}" height="${n(h)}" rx="${n(w * 0.14)}" fill="#000" opacity="0.45" filter="url(#${id}-shadow)"/>` +
    `<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}" rx="${n(w * 0.14)}" fill="url(#${id}-body)"/>` +
    `<g clip-path="url(#${id}-round)">${screen.body}</g>` +
    `<rect x="${n(cx - w * 0.14)}" y="${n(y + bezel + w * 0.03)}" width="${n(w * 0.28)}" height="${n(w * 0.075)}" rx="${n(w * 0.0375)}" fill="#0c0d0f"/>` +
    `<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}" rx="${n(w * 0.14)}" fill="url(#${id}-glare)"/>` +
    '</g>';
  return { defs, body };
}
