/**
 * Tax rates are written as a percentage in decimal text ("8.875") and computed in integer
 * parts per million, so no rate is ever a float. The owner's input is checked with the same
 * reading the pricing rules store (src/shared/api/pricing-rules.ts).
 */

const PPM_PER_PERCENT = 10_000;
const RATE_PATTERN = /^(\d{1,3})(?:\.(\d{1,4}))?$/;

/** "8.875" → 88750; null unless it is 0–100 with at most 4 fraction digits. */
export function parseRatePercent(text: string): number | null {
  const match = RATE_PATTERN.exec(text.trim());
  if (match === null) return null;
  const ppm = Number(match[1]) * PPM_PER_PERCENT + Number((match[2] ?? '').padEnd(4, '0'));
  return ppm <= 100 * PPM_PER_PERCENT ? ppm : null;
}

/** 88750 → "8.875"; 70000 → "7". */
export function formatRatePercent(ppm: number): string {
  const whole = Math.floor(ppm / PPM_PER_PERCENT);
  const fraction = String(ppm % PPM_PER_PERCENT).padStart(4, '0').replace(/0+$/, '');
  return fraction === '' ? String(whole) : `${whole}.${fraction}`;
}
