/**
 * Conversions between CLDR units of one kind, for `{size|unit in:byte out:megabyte}`.
 *
 * Each unit is a multiple of its kind's base unit (exact definitions: an inch is 0.0254 m,
 * a pound 453.59237 g, a US gallon 3.785411784 l). Temperatures are affine and convert
 * through kelvin.
 */

type Kind = 'length' | 'mass' | 'volume' | 'digital' | 'duration' | 'area' | 'speed';

const FACTORS: Readonly<Record<string, readonly [Kind, number]>> = {
  millimeter: ['length', 0.001],
  centimeter: ['length', 0.01],
  meter: ['length', 1],
  kilometer: ['length', 1000],
  inch: ['length', 0.0254],
  foot: ['length', 0.3048],
  yard: ['length', 0.9144],
  mile: ['length', 1609.344],
  milligram: ['mass', 0.001],
  gram: ['mass', 1],
  kilogram: ['mass', 1000],
  ounce: ['mass', 28.349523125],
  pound: ['mass', 453.59237],
  stone: ['mass', 6350.29318],
  milliliter: ['volume', 0.001],
  centiliter: ['volume', 0.01],
  deciliter: ['volume', 0.1],
  liter: ['volume', 1],
  'fluid-ounce': ['volume', 0.0295735295625],
  cup: ['volume', 0.2365882365],
  pint: ['volume', 0.473176473],
  quart: ['volume', 0.946352946],
  gallon: ['volume', 3.785411784],
  bit: ['digital', 1],
  byte: ['digital', 8],
  kilobit: ['digital', 1e3],
  kilobyte: ['digital', 8e3],
  megabit: ['digital', 1e6],
  megabyte: ['digital', 8e6],
  gigabit: ['digital', 1e9],
  gigabyte: ['digital', 8e9],
  terabit: ['digital', 1e12],
  terabyte: ['digital', 8e12],
  petabyte: ['digital', 8e15],
  millisecond: ['duration', 0.001],
  second: ['duration', 1],
  minute: ['duration', 60],
  hour: ['duration', 3600],
  day: ['duration', 86400],
  week: ['duration', 604800],
  'square-meter': ['area', 1],
  'square-kilometer': ['area', 1e6],
  hectare: ['area', 1e4],
  'square-foot': ['area', 0.09290304],
  acre: ['area', 4046.8564224],
  'square-mile': ['area', 2589988.110336],
  'meter-per-second': ['speed', 1],
  'kilometer-per-hour': ['speed', 1000 / 3600],
  'mile-per-hour': ['speed', 1609.344 / 3600],
};

/** Kelvin = value × scale + offset. */
const TEMPERATURES: Readonly<Record<string, readonly [scale: number, offset: number]>> = {
  kelvin: [1, 0],
  celsius: [1, 273.15],
  fahrenheit: [5 / 9, 273.15 - (32 * 5) / 9],
};

const hasOwn = Object.prototype.hasOwnProperty;

/** `value` in unit `from` expressed in unit `to`; undefined when no conversion exists. */
export function convertUnit(value: number, from: string, to: string): number | undefined {
  if (from === to) return value;
  if (hasOwn.call(TEMPERATURES, from) && hasOwn.call(TEMPERATURES, to)) {
    const [fromScale, fromOffset] = TEMPERATURES[from]!;
    const [toScale, toOffset] = TEMPERATURES[to]!;
    return (value * fromScale + fromOffset - toOffset) / toScale;
  }
  if (!hasOwn.call(FACTORS, from) || !hasOwn.call(FACTORS, to)) return undefined;
  const [fromKind, fromFactor] = FACTORS[from]!;
  const [toKind, toFactor] = FACTORS[to]!;
  return fromKind === toKind ? (value * fromFactor) / toFactor : undefined;
}
