/**
 * A cached page gzipped once, sent with each response's own CSP nonce without compressing
 * again. The page is cut at its nonce slots; each piece is deflated on its own (no reference
 * back into an earlier piece, ending on a byte boundary), and a response is the pieces with
 * its nonce between them as stored (uncompressed) deflate blocks, a final empty block, and the
 * gzip trailer. The trailer's CRC-32 is the pieces' CRCs combined with the nonce's, so a
 * response costs a few multiplications, not a pass over the page.
 */
import { constants, deflateRaw } from 'node:zlib';
import { promisify } from 'node:util';

const deflateRawAsync = promisify(deflateRaw);

export interface GzipPieces {
  /** Each piece deflated, ending in a full flush (not final). */
  deflated: Buffer[];
  /** CRC-32 and byte length of each piece. */
  crcs: number[];
  lengths: number[];
  /** Total compressed bytes (for the cache's memory bound). */
  byteLength: number;
}

const POLY = 0xedb88320;
const CRC_TABLE = (() => {
  const table = new Uint32Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? (c >>> 1) ^ POLY : c >>> 1;
    table[n] = c >>> 0;
  }
  return table;
})();

export function crc32(bytes: Uint8Array, crc = 0): number {
  let c = ~crc >>> 0;
  for (let i = 0; i < bytes.length; i++) c = CRC_TABLE[(c ^ bytes[i]!) & 0xff]! ^ (c >>> 8);
  return ~c >>> 0;
}

/** a(x)·b(x) modulo the CRC polynomial (bit-reflected, as zlib's crc32_combine does it). */
function multModP(a: number, b: number): number {
  let m = 0x80000000;
  let p = 0;
  for (;;) {
    if ((a & m) !== 0) {
      p ^= b;
      if ((a & (m - 1)) === 0) break;
    }
    m >>>= 1;
    b = b & 1 ? (b >>> 1) ^ POLY : b >>> 1;
  }
  return p >>> 0;
}

const X2N = (() => {
  const table: number[] = [];
  let p = 0x40000000;
  table.push(p);
  for (let n = 1; n < 32; n++) table.push((p = multModP(p, p)));
  return table;
})();

/** x^(8·bytes) modulo the polynomial: shifts a CRC past `bytes` bytes. */
function shiftOf(bytes: number): number {
  let p = 0x80000000;
  let k = 3;
  for (let n = bytes; n > 0; n = Math.floor(n / 2), k++) if (n % 2 === 1) p = multModP(X2N[k & 31]!, p);
  return p;
}

/** CRC-32 of A followed by B, from CRC(A), CRC(B) and B's length. */
export function crc32Combine(crcA: number, crcB: number, lengthB: number): number {
  return (multModP(shiftOf(lengthB), crcA) ^ crcB) >>> 0;
}

export async function gzipPieces(pieces: readonly string[]): Promise<GzipPieces> {
  const buffers = pieces.map((piece) => Buffer.from(piece));
  const deflated = await Promise.all(buffers.map((b) => deflateRawAsync(b, { finishFlush: constants.Z_FULL_FLUSH })));
  return {
    deflated,
    crcs: buffers.map((b) => crc32(b)),
    lengths: buffers.map((b) => b.byteLength),
    byteLength: deflated.reduce((sum, b) => sum + b.byteLength, 0),
  };
}

const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 0xff]);
/** An empty final block with fixed codes: the end of the deflate stream. */
const FINAL_BLOCK = Buffer.from([0x03, 0x00]);

/** The gzip of the pieces joined by `nonce` (ASCII, under 64 KiB). */
export function gzipWithNonce(g: GzipPieces, nonce: string): Buffer {
  const nonceBytes = Buffer.from(nonce, 'latin1');
  const n = nonceBytes.byteLength;
  const stored = Buffer.alloc(5 + n);
  stored[0] = 0; // not final, stored
  stored.writeUInt16LE(n, 1);
  stored.writeUInt16LE(~n & 0xffff, 3);
  nonceBytes.copy(stored, 5);
  const nonceCrc = crc32(nonceBytes);
  const parts: Buffer[] = [GZIP_HEADER];
  let crc = 0;
  let size = 0;
  g.deflated.forEach((piece, i) => {
    if (i > 0) {
      parts.push(stored);
      crc = crc32Combine(crc, nonceCrc, n);
      size += n;
    }
    parts.push(piece);
    crc = i === 0 ? g.crcs[0]! : crc32Combine(crc, g.crcs[i]!, g.lengths[i]!);
    size += g.lengths[i]!;
  });
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(crc >>> 0, 0);
  trailer.writeUInt32LE(size >>> 0, 4);
  parts.push(FINAL_BLOCK, trailer);
  return Buffer.concat(parts);
}
