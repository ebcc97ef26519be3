import type { ImageContentType } from '@tabula/api-client';

/*
 * What an uploaded picture's first bytes say it is: its real type (whatever the upload declares)
 * and the size in pixels its header claims. Both are read before the picture is decoded, so a
 * GIF, a PDF or a 50 000 px "bomb" is refused without reaching the decoder.
 */

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
/** `RIFF` and `WEBP` in ASCII. */
const RIFF = [0x52, 0x49, 0x46, 0x46];
const WEBP = [0x57, 0x45, 0x42, 0x50];

const startsWith = (bytes: Uint8Array, prefix: readonly number[], at = 0): boolean =>
  bytes.length >= at + prefix.length && prefix.every((byte, index) => bytes[at + index] === byte);

/**
 * The picture's real type from its magic bytes: JPEG `FF D8 FF`, PNG's eight-byte signature,
 * WebP `RIFF....WEBP`; null for anything else (a GIF, an HEIC, a document, noise).
 */
export function sniffImageType(bytes: Uint8Array): ImageContentType | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, PNG_SIGNATURE)) return 'image/png';
  if (startsWith(bytes, RIFF) && startsWith(bytes, WEBP, 8)) return 'image/webp';
  return null;
}

/** A picture's size in pixels. */
export interface PixelSize {
  width: number;
  height: number;
}

/** JPEG's start-of-frame markers (C0 to CF but for C4 DHT, C8 JPG and CC DAC): they hold the size. */
const isStartOfFrame = (marker: number): boolean =>
  marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;

/** Markers that stand alone, with no length after them: TEM, RST0 to RST7, SOI. */
const standsAlone = (marker: number): boolean =>
  marker === 0x01 || (marker >= 0xd0 && marker <= 0xd8);

function jpegSize(view: DataView): PixelSize | null {
  let at = 2;
  while (at + 4 <= view.byteLength) {
    if (view.getUint8(at) !== 0xff) return null;
    const marker = view.getUint8(at + 1);
    // Fill bytes: any number of FF before a marker.
    if (marker === 0xff) {
      at += 1;
      continue;
    }
    if (standsAlone(marker)) {
      at += 2;
      continue;
    }
    // The image data (SOS) or its end (EOI) before any frame: no size was given.
    if (marker === 0xda || marker === 0xd9) return null;
    if (isStartOfFrame(marker)) {
      if (at + 9 > view.byteLength) return null;
      return { height: view.getUint16(at + 5), width: view.getUint16(at + 7) };
    }
    at += 2 + view.getUint16(at + 2);
  }
  return null;
}

function pngSize(view: DataView): PixelSize | null {
  // The first chunk is IHDR: its length, its name, then width and height.
  if (view.byteLength < 24 || view.getUint32(12) !== 0x49484452) return null;
  return { width: view.getUint32(16), height: view.getUint32(20) };
}

function webpSize(view: DataView): PixelSize | null {
  if (view.byteLength < 30) return null;
  const chunk = String.fromCharCode(
    view.getUint8(12),
    view.getUint8(13),
    view.getUint8(14),
    view.getUint8(15),
  );
  if (chunk === 'VP8 ') {
    // A lossy key frame: a 3-byte tag, the start code 9D 01 2A, then 14-bit width and height.
    if (view.getUint8(23) !== 0x9d || view.getUint8(24) !== 0x01 || view.getUint8(25) !== 0x2a) {
      return null;
    }
    return {
      width: view.getUint16(26, true) & 0x3fff,
      height: view.getUint16(28, true) & 0x3fff,
    };
  }
  if (chunk === 'VP8L') {
    // A lossless image: the signature 2F, then width - 1 and height - 1 in 14 bits each.
    if (view.getUint8(20) !== 0x2f) return null;
    const bits = view.getUint32(21, true);
    return { width: (bits & 0x3fff) + 1, height: ((bits >>> 14) & 0x3fff) + 1 };
  }
  if (chunk === 'VP8X') {
    // The extended format: the canvas's width - 1 and height - 1 in 24 bits each.
    const width = view.getUint8(24) | (view.getUint8(25) << 8) | (view.getUint8(26) << 16);
    const height = view.getUint8(27) | (view.getUint8(28) << 8) | (view.getUint8(29) << 16);
    return { width: width + 1, height: height + 1 };
  }
  return null;
}

/**
 * The size a picture's header claims, in pixels, as stored (a JPEG's EXIF rotation is applied
 * when it is drawn); null when the header cannot be read (cut short, or not that type at all).
 */
export function headerSize(bytes: Uint8Array, type: ImageContentType): PixelSize | null {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const size =
    type === 'image/jpeg' ? jpegSize(view) : type === 'image/png' ? pngSize(view) : webpSize(view);
  return size !== null && size.width > 0 && size.height > 0 ? size : null;
}
