/**
 * Wide pictures for banners, the blog and the gallery: mountains at dusk, a coast, soft
 * abstract colour fields. Each returns a whole SVG body with its defs.
 */
import type { Fragment } from './demo-image-objects';
import { blurFilter, linearGradient, n, radialGradient, type Random } from './demo-image-svg';

/** A ridge line across the width: midpoint displacement from `y`, roughness `amp`, smoothed. */
function ridge(width: number, y: number, amp: number, random: Random): Array<[number, number]> {
  let points: Array<[number, number]> = [
    [0, y + random.range(-amp, amp)],
    [width, y + random.range(-amp, amp)],
  ];
  let spread = amp;
  for (let level = 0; level < 6; level++) {
    const next: Array<[number, number]> = [];
    for (let i = 0; i < points.length - 1; i++) {
      const [ax, ay] = points[i]!;
      const [bx, by] = points[i + 1]!;
      next.push([ax, ay], [(ax + bx) / 2, (ay + by) / 2 + random.range(-spread, spread)]);
    }
    next.push(points[points.length - 1]!);
    points = next;
    spread *= 0.55;
  }
  return points;
}

function ridgePath(points: Array<[number, number]>, width: number, height: number): string {
  let d = `M0,${n(height)} L${n(points[0]![0])},${n(points[0]![1])}`;
  for (let i = 1; i < points.length; i++) {
    const [px, py] = points[i - 1]!;
    const [qx, qy] = points[i]!;
    d += ` Q${n(px)},${n(py)} ${n((px + qx) / 2)},${n((py + qy) / 2)}`;
  }
  return `${d} L${n(width)},${n(points[points.length - 1]![1])} L${n(width)},${n(height)} Z`;
}

function mix(a: string, b: string, t: number): string {
  const pa = [1, 3, 5].map((i) => parseInt(a.slice(i, i + 2), 16));
  const pb = [1, 3, 5].map((i) => parseInt(b.slice(i, i + 2), 16));
  return '#' + pa.map((v, i) => Math.round(v + (pb[i]! - v) * t).toString(16).padStart(2, '0')).join('');
}

/** Mountains at dusk: a warm sky, a low sun, ridges fading into haze towards the horizon. */
export function mountains(width: number, height: number, random: Random): Fragment {
  const defs =
    linearGradient('mt-sky', [
      [0, '#8b86a8'],
      [0.45, '#e5b49a'],
      [0.75, '#f6d5ae'],
      [1, '#f9e6c8'],
    ], true) +
    radialGradient('mt-sun', [
      [0, '#fff6e0', 1],
      [0.25, '#ffe7bd', 0.9],
      [1, '#ffd9a0', 0],
    ]) +
    linearGradient('mt-mist', [
      [0, '#f6dcc0', 0],
      [1, '#f6dcc0', 0.55],
    ], true) +
    blurFilter('mt-haze', 3);
  const far = '#b9a3b5';
  const near = '#2e2a36';
  let body = `<rect width="${width}" height="${height}" fill="url(#mt-sky)"/>`;
  body += `<circle cx="${n(width * 0.62)}" cy="${n(height * 0.5)}" r="${n(height * 0.3)}" fill="url(#mt-sun)"/>`;
  body += `<circle cx="${n(width * 0.62)}" cy="${n(height * 0.5)}" r="${n(height * 0.05)}" fill="#fff4de"/>`;
  const layers = 6;
  for (let i = 0; i < layers; i++) {
    const t = i / (layers - 1);
    const y = height * (0.5 + t * 0.32);
    const points = ridge(width, y, height * (0.09 - t * 0.04), random);
    body += `<path d="${ridgePath(points, width, height)}" fill="${mix(far, near, t)}"${i < 2 ? ' filter="url(#mt-haze)"' : ''}/>`;
    if (i < layers - 1) body += `<rect y="${n(y - height * 0.06)}" width="${width}" height="${n(height * 0.16)}" fill="url(#mt-mist)" opacity="${n(0.9 - t * 0.5)}"/>`;
  }
  return { defs, body };
}

/** A quiet coast: pale sky, the sea with light on it, dunes and grass in the foreground. */
export function coast(width: number, height: number, random: Random): Fragment {
  const horizon = height * 0.48;
  const defs =
    linearGradient('co-sky', [
      [0, '#9fbfd0'],
      [0.7, '#e3e6e0'],
      [1, '#f3eadb'],
    ], true) +
    linearGradient('co-sea', [
      [0, '#7a9fae'],
      [0.5, '#5f8799'],
      [1, '#4d7486'],
    ], true) +
    linearGradient('co-sand', [
      [0, '#e9d8bb'],
      [1, '#cdb48f'],
    ], true) +
    linearGradient('co-glint', [
      [0, '#ffffff', 0],
      [0.5, '#ffffff', 0.5],
      [1, '#ffffff', 0],
    ]) +
    blurFilter('co-soft', 2) +
    blurFilter('co-cloud', 30);
  let body = `<rect width="${width}" height="${n(horizon)}" fill="url(#co-sky)"/>`;
  for (let i = 0; i < 5; i++) {
    body += `<ellipse cx="${n(random.range(0, width))}" cy="${n(random.range(height * 0.08, horizon * 0.7))}" rx="${n(random.range(150, 380))}" ry="${n(random.range(25, 55))}" fill="#ffffff" opacity="0.55" filter="url(#co-cloud)"/>`;
  }
  body += `<rect y="${n(horizon)}" width="${width}" height="${n(height - horizon)}" fill="url(#co-sea)"/>`;
  for (let i = 0; i < 70; i++) {
    const y = horizon + Math.pow(random.next(), 1.6) * height * 0.3;
    const len = random.range(20, 140) * (1 + (y - horizon) / (height * 0.2));
    const x = width * 0.55 + random.range(-width * 0.22, width * 0.22) - len / 2;
    body += `<rect x="${n(x)}" y="${n(y)}" width="${n(len)}" height="${n(1.5 + (y - horizon) / 150)}" fill="url(#co-glint)" opacity="${n(random.range(0.3, 0.8))}"/>`;
  }
  const dune = ridge(width, height * 0.78, height * 0.06, random);
  body += `<path d="${ridgePath(dune, width, height)}" fill="url(#co-sand)"/>`;
  const front = ridge(width, height * 0.9, height * 0.03, random);
  body += `<path d="${ridgePath(front, width, height)}" fill="#c3a67f" opacity="0.7" filter="url(#co-soft)"/>`;
  let grass = '';
  for (let i = 0; i < 160; i++) {
    const [gx, gy] = random.pick(dune.filter(([x]) => x < width * 0.35 || x > width * 0.75));
    const lean = random.range(-40, 60);
    const tall = random.range(40, 140);
    grass += `<path d="M${n(gx + random.range(-20, 20))},${n(gy + 8)} q${n(lean / 3)},${n(-tall / 2)} ${n(lean)},${n(-tall)}" stroke="${random.pick(['#8c8a5a', '#a39d6a', '#6f7048', '#b5a878'])}" stroke-width="${n(random.range(1.5, 3.5))}" fill="none"/>`;
  }
  return { defs, body: body + grass };
}

/** A soft field of colour: large blurred shapes drifting over a warm ground. */
export function colorField(width: number, height: number, palette: string[], random: Random): Fragment {
  const defs = blurFilter('cf-blur', Math.round(Math.min(width, height) * 0.09));
  let blobs = '';
  for (let i = 0; i < 7; i++) {
    const r = random.range(0.22, 0.45) * height;
    blobs += `<ellipse cx="${n(random.range(-0.1, 1.1) * width)}" cy="${n(random.range(-0.1, 1.1) * height)}" rx="${n(r * random.range(1, 1.8))}" ry="${n(r)}" fill="${palette[i % palette.length]}" opacity="${n(random.range(0.6, 0.95))}"/>`;
  }
  const body = `<rect width="${width}" height="${height}" fill="${palette[0]}"/><g filter="url(#cf-blur)">${blobs}</g>`;
  return { defs, body };
}
