/**
 * A HyperLogLog sketch of distinct visitors, mergeable across days: each day's rollup keeps its
 * registers (one byte each) as bytea, and a range's unique visitors are the estimate of the
 * registers' element-wise maximum, never a sum of daily counts. The registers are built in SQL
 * (`hllRegistersSql`) from PostgreSQL's 64-bit `hashtextextended`: the first `p` bits pick the
 * register, the position of the first 1 in the remaining bits is its value. Standard error is
 * 1.04/√m: 1.15 % for the site's totals (p = 13, 8 KB a day), 6.5 % for a breakdown row's
 * visitors (p = 8, 256 bytes), with linear counting keeping small counts near exact.
 */

export const SITE_SKETCH_PRECISION = 13;
export const BREAKDOWN_SKETCH_PRECISION = 8;

/** The element-wise maximum of sketches of one precision (an empty list gives null). */
export function mergeSketches(sketches: readonly Uint8Array[]): Uint8Array | null {
  if (sketches.length === 0) return null;
  const merged = new Uint8Array(sketches[0]!.length);
  for (const sketch of sketches) {
    if (sketch.length !== merged.length) throw new Error('sketches of different precisions');
    for (let i = 0; i < merged.length; i++) if (sketch[i]! > merged[i]!) merged[i] = sketch[i]!;
  }
  return merged;
}

/** The estimated number of distinct values a sketch has seen (rounded). */
export function estimateDistinct(sketch: Uint8Array | null): number {
  if (sketch === null || sketch.length === 0) return 0;
  const m = sketch.length;
  let sum = 0;
  let zeros = 0;
  for (let i = 0; i < m; i++) {
    const r = sketch[i]!;
    sum += 2 ** -r;
    if (r === 0) zeros++;
  }
  const alpha = m === 16 ? 0.673 : m === 32 ? 0.697 : m === 64 ? 0.709 : 0.7213 / (1 + 1.079 / m);
  const raw = (alpha * m * m) / sum;
  // Small ranges: linear counting on the empty registers is far more accurate there.
  if (raw <= 2.5 * m && zeros > 0) return Math.round(m * Math.log(m / zeros));
  return Math.round(raw);
}

/**
 * The merged estimate of sketches of `registers` bytes each, laid end to end in one buffer (what
 * `string_agg(sketch, '')` returns): one pass, no per-sketch copies.
 */
export function distinctAcrossConcatenated(concatenated: Uint8Array, registers: number): number {
  if (concatenated.length === 0) return 0;
  if (concatenated.length % registers !== 0) throw new Error('sketches of different precisions');
  const merged = new Uint8Array(registers);
  for (let offset = 0; offset < concatenated.length; offset += registers)
    for (let i = 0; i < registers; i++) {
      const r = concatenated[offset + i]!;
      if (r > merged[i]!) merged[i] = r;
    }
  return estimateDistinct(merged);
}

/** A merged estimate over sketches (what a range's unique visitors are). */
export const distinctAcross = (sketches: readonly Uint8Array[]): number => estimateDistinct(mergeSketches(sketches));

/** SQL for the 64-bit hash a sketch takes of a text value (`value`: a trusted SQL expression). */
export const hllHashSql = (value: string) => `hashtextextended(${value}, 0)`;

/**
 * SQL that turns a 64-bit hash (`hash`: a trusted SQL expression, see `hllHashSql`) into its
 * register `idx` and value `rho` at precision `p`: group by idx with max(rho).
 */
export function hllRegisterExpressions(hash: string, p: number): { idx: string; rho: string } {
  const bits = `(${hash})::bit(64)`;
  return {
    idx: `substring(${bits} from 1 for ${p})::bit(${p})::int`,
    rho: `coalesce(nullif(position(B'1' in substring(${bits} from ${p + 1})), 0), ${64 - p + 1})`,
  };
}

/** Bytes from what a driver returns for bytea (node-postgres: Buffer, PGlite: Uint8Array). */
export function sketchBytes(value: unknown): Uint8Array {
  if (value instanceof Uint8Array) return value;
  if (typeof value === 'string' && value.startsWith('\\x')) return Uint8Array.from(Buffer.from(value.slice(2), 'hex'));
  throw new Error('not a sketch');
}
