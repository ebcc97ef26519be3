/*
 * The child process that decodes an uploaded picture and draws the copy phones are served
 * (resize-image.ts starts one per upload). It is a process of its own because the decoder is
 * native code that a malformed picture can crash: @napi-rs/canvas 0.1.100 ends its process with
 * a segmentation fault on a truncated JPEG, PNG or WebP, which must never be the server's.
 *
 * Arguments: the longest side of the copy, and its quality (0 to 100). Standard input: the
 * picture. Standard output: one line of JSON, `{ width, height, content_type }`, then the copy's
 * bytes; or `{ error }` and exit code 1 when the picture does not decode.
 *
 * our choice: the copy is WebP (a third smaller than JPEG at the same quality on a phone), JPEG
 * where this build of the encoder has no WebP; a picture is never enlarged; JPEG's EXIF rotation
 * is applied by the decoder, so a portrait photo stays upright.
 */
import { Buffer } from 'node:buffer';
import process from 'node:process';
import { createCanvas, loadImage } from '@napi-rs/canvas';

const [maxSide = 1200, quality = 80] = process.argv.slice(2).map(Number);

/** The whole of standard input. */
async function readInput() {
  const chunks = [];
  for await (const chunk of process.stdin) chunks.push(chunk);
  return Buffer.concat(chunks);
}

/** The picture drawn at most `maxSide` pixels on its long side, encoded. */
async function resize(input) {
  const image = await loadImage(input);
  if (!(image.width > 0 && image.height > 0)) throw new Error('the picture has no pixels');
  const scale = Math.min(1, maxSide / Math.max(image.width, image.height));
  const width = Math.max(1, Math.round(image.width * scale));
  const height = Math.max(1, Math.round(image.height * scale));
  const canvas = createCanvas(width, height);
  const context = canvas.getContext('2d');
  context.imageSmoothingQuality = 'high';
  context.drawImage(image, 0, 0, width, height);
  try {
    return {
      width,
      height,
      contentType: 'image/webp',
      bytes: await canvas.encode('webp', quality),
    };
  } catch {
    return {
      width,
      height,
      contentType: 'image/jpeg',
      bytes: await canvas.encode('jpeg', quality),
    };
  }
}

try {
  const { width, height, contentType, bytes } = await resize(await readInput());
  process.stdout.write(`${JSON.stringify({ width, height, content_type: contentType })}\n`);
  process.stdout.write(bytes);
} catch (error) {
  const message = error instanceof Error ? error.message : String(error);
  process.stdout.write(`${JSON.stringify({ error: message })}\n`);
  process.exitCode = 1;
}
