import { constants, crc32, deflateRawSync } from 'node:zlib';

/*
 * A gzip answer assembled from pieces (RFC 1951, RFC 1952), for a page whose bulk is the same for
 * many answers and whose rest changes with each: the diner app's page carries the outlet's menu,
 * the same for every diner, and a nonce, a CSRF token and the diner's own fields, new each time.
 * Compressing the whole page for every answer cost about a millisecond; here the shared bulk is
 * compressed once and each answer only frames its few changing bytes (issue 16).
 *
 * How the pieces join:
 * - a shared piece is raw deflate ending on a sync flush: whole blocks, none marked final, ending
 *   on a byte boundary, so another block may follow it; its back-references stay inside it;
 * - a changing piece is written as stored (uncompressed) blocks, which cost no compression;
 * - an empty final block ends the stream;
 * - the trailer's CRC-32 is combined from the shared pieces' CRCs, so the shared bulk is never
 *   read again; the changing pieces, being short, are read.
 */

/** A piece of a gzip answer. */
export type GzipPiece = SharedPiece | OwnPiece;

/** A piece compressed once for many answers. */
export interface SharedPiece {
  /** Its deflate blocks, none final, ending on a byte boundary. */
  deflated: Buffer;
  /** The CRC-32 of its bytes. */
  crc: number;
  /** How many bytes it stands for. */
  length: number;
  /** The CRC operator of appending this many bytes (see crcAfter). */
  shift: Uint32Array;
}

/** A piece of one answer: its bytes, in stored blocks. */
export interface OwnPiece {
  deflated: Buffer;
  bytes: Buffer;
}

const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 0xff]);
/** An empty final block with fixed codes: BFINAL 1, BTYPE 01, then the end-of-block code. */
const FINAL_BLOCK = Buffer.from([0x03, 0x00]);
/** The most bytes one stored block holds. */
const STORED_MAX = 0xffff;

/**
 * The bytes of a view on their own: zlib hands a small output back as a view of its 16 kB output
 * buffer, which a piece kept in a cache (a drawn page's, a snapshot's) would keep whole.
 */
function ownBytes(view: Buffer): Buffer {
  if (view.byteLength === view.buffer.byteLength) return view;
  const bytes = Buffer.alloc(view.byteLength);
  view.copy(bytes);
  return bytes;
}

/** Compresses a piece many answers share, once. */
export function sharedPiece(text: string): SharedPiece {
  const bytes = Buffer.from(text, 'utf8');
  return {
    deflated: ownBytes(deflateRawSync(bytes, { finishFlush: constants.Z_SYNC_FLUSH })),
    crc: crc32(bytes),
    length: bytes.length,
    shift: zeroBytesOperator(bytes.length),
  };
}

/** A piece of one answer, stored as it is. */
export function ownPiece(text: string): OwnPiece {
  const bytes = Buffer.from(text, 'utf8');
  const blocks: Buffer[] = [];
  for (let start = 0; start < bytes.length; start += STORED_MAX) {
    const chunk = bytes.subarray(start, start + STORED_MAX);
    const header = Buffer.alloc(5);
    // BFINAL 0, BTYPE 00, padded to the byte; then LEN and its one's complement, little-endian.
    header.writeUInt16LE(chunk.length, 1);
    header.writeUInt16LE(~chunk.length & 0xffff, 3);
    blocks.push(header, chunk);
  }
  return { deflated: Buffer.concat(blocks), bytes };
}

/** The gzip member holding the pieces' bytes in order. */
export function gzipPieces(pieces: readonly GzipPiece[]): Buffer {
  let crc = 0;
  let length = 0;
  for (const piece of pieces) {
    if ('bytes' in piece) {
      // A piece of one answer is short: reading it is cheaper than combining.
      crc = crc32(piece.bytes, crc);
      length += piece.bytes.length;
    } else {
      crc = crcAfter(crc, piece);
      length += piece.length;
    }
  }
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(crc >>> 0, 0);
  trailer.writeUInt32LE(length >>> 0, 4);
  return Buffer.concat([
    GZIP_HEADER,
    ...pieces.map((piece) => piece.deflated),
    FINAL_BLOCK,
    trailer,
  ]);
}

/*
 * CRC-32 of a concatenation, without reading the bytes again. Appending n bytes to a message
 * changes its CRC by a linear map over GF(2), the same for every message: the operator of n zero
 * bytes. CRC(a ‖ b) is that operator applied to CRC(a), xor CRC(b). An operator is 32 columns of
 * 32 bits; a shared piece keeps its own, built once by squaring the one-bit operator.
 */

/** The CRC of `crc`'s message followed by the piece, with the piece's kept operator. */
function crcAfter(crc: number, piece: SharedPiece): number {
  return (applyOperator(piece.shift, crc) ^ piece.crc) >>> 0;
}

function applyOperator(operator: Uint32Array, vector: number): number {
  let sum = 0;
  let rest = vector >>> 0;
  for (let column = 0; rest !== 0; column += 1, rest >>>= 1) {
    if (rest & 1) sum ^= operator[column] ?? 0;
  }
  return sum >>> 0;
}

function compose(outer: Uint32Array, inner: Uint32Array): Uint32Array {
  const result = new Uint32Array(32);
  for (let column = 0; column < 32; column += 1) {
    result[column] = applyOperator(outer, inner[column] ?? 0);
  }
  return result;
}

/** The operator of appending `count` zero bytes to a message. */
function zeroBytesOperator(count: number): Uint32Array {
  // One zero bit: the reflected CRC-32 register shifts right, folding in the polynomial.
  let power: Uint32Array = new Uint32Array(32);
  power[0] = 0xedb88320;
  for (let column = 1; column < 32; column += 1) power[column] = 1 << (column - 1);
  // One zero byte is eight zero bits.
  for (let square = 0; square < 3; square += 1) power = compose(power, power);
  let result: Uint32Array | null = null;
  for (let rest = count; rest > 0; rest = Math.floor(rest / 2)) {
    if (rest % 2 === 1) result = result ? compose(power, result) : power;
    if (rest > 1) power = compose(power, power);
  }
  return result ?? identity();
}

function identity(): Uint32Array {
  const result = new Uint32Array(32);
  for (let column = 0; column < 32; column += 1) result[column] = 1 << column;
  return result;
}
