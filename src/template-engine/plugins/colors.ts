/**
 * Colour values in templates: hex colour brightness and the site's HSL(A) colour objects.
 */
import { asNumber, getChild } from '../values';

const HEX_COLOR = /^[0-9a-f]{3,6}$/i;
const HALF_BRIGHT = 0xffffff / 2;

/** The integer value of `#rgb`/`#rrggbb` (the `#` optional); -1 when the text is no hex colour. */
export function hexColorToInt(text: string): number {
  const hex = text.startsWith('#') ? text.slice(1) : text;
  if (!HEX_COLOR.test(hex)) return -1;
  if (hex.length === 3) return parseInt(hex[0]! + hex[0] + hex[1] + hex[1] + hex[2] + hex[2], 16);
  return parseInt(hex, 16);
}

/** `light` or `dark` by the colour's integer value; undefined for text that is no hex colour. */
export function colorWeight(text: string): 'light' | 'dark' | undefined {
  const color = hexColorToInt(text);
  if (color === -1) return undefined;
  return color > HALF_BRIGHT ? 'light' : 'dark';
}

/** Rounds to two decimals and drops trailing zeros, so 30.0 prints as 30. */
function twoPlaces(value: number): number {
  return parseFloat(value.toFixed(2));
}

/**
 * CSS `hsl()`/`hsla()` for a colour object with hue 0-360 and saturation, lightness and
 * alpha 0-1. Out-of-range or missing parts give the messages the reference prints.
 */
export function websiteColor(color: unknown): string {
  const hueValue = getChild(color, 'hue');
  const saturationValue = getChild(color, 'saturation');
  const lightnessValue = getChild(color, 'lightness');
  if (hueValue === undefined || saturationValue === undefined || lightnessValue === undefined) {
    return 'Missing an H/S/L value.';
  }
  const hue = asNumber(hueValue);
  let saturation = asNumber(saturationValue);
  let lightness = asNumber(lightnessValue);
  const alphaValue = getChild(color, 'alpha');
  const alpha = alphaValue === undefined ? undefined : asNumber(alphaValue);

  let errors = '';
  if (hue < 0 || hue > 360) errors += 'Hue out of bounds. ';
  if (saturation >= 0 && saturation <= 1) saturation *= 100;
  else errors += 'Saturation out of bounds. ';
  if (lightness >= 0 && lightness <= 1) lightness *= 100;
  else errors += 'Lightness out of bounds. ';
  if (alpha !== undefined && (alpha < 0 || alpha > 1)) errors += 'Alpha out of bounds.';
  if (errors !== '') return errors;

  const hsl = `${twoPlaces(hue)}, ${twoPlaces(saturation)}%, ${twoPlaces(lightness)}%`;
  return alpha === undefined ? `hsl(${hsl})` : `hsla(${hsl}, ${twoPlaces(alpha)})`;
}
