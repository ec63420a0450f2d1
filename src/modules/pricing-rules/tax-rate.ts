/**
 * Tax rates are computed in integer parts per million, so a tax is one integer division. The
 * rate's text form is read and written by `src/shared/tax-rate.ts` (the owner's input schema
 * checks it too).
 */
export { formatRatePercent, parseRatePercent } from '../../shared/tax-rate';

/**
 * `amount × ppm / 1 000 000`, rounded half-up to a whole minor unit (amounts are never
 * negative here). BigInt keeps the product exact beyond 2^53.
 */
export function applyRate(amount: number, ppm: number): number {
  const scaled = BigInt(amount) * BigInt(ppm);
  return Number((scaled + 500_000n) / 1_000_000n);
}
