import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

/*
 * The copy of an uploaded picture that phones are served: decoded and drawn at most 1200 px on
 * its long side by resize-child.mjs, in a process of its own, so a picture that crashes the
 * native decoder ends that process and is refused, while the server goes on.
 */

/** The longest side of the copy, in pixels (our choice: sharp on a phone's widest screen). */
export const SERVED_MAX_SIDE = 1200;

/** The copy's encoding quality, 0 to 100 (our choice: no artefacts a diner notices). */
export const SERVED_QUALITY = 80;

/** How long a picture may take to decode and draw before it is given up on. */
const RESIZE_TIMEOUT_MS = 30_000;

/** The served copy of a picture. */
export interface ResizedImage {
  bytes: Buffer;
  contentType: 'image/webp' | 'image/jpeg';
  width: number;
  height: number;
}

const answerSchema = z.union([
  z.object({
    width: z.int().min(1),
    height: z.int().min(1),
    content_type: z.enum(['image/webp', 'image/jpeg']),
  }),
  z.object({ error: z.string() }),
]);

/** The child's program: beside this file in src/, beside main.js in dist/ (tsup.config.ts). */
function childScript(): string {
  const here = dirname(fileURLToPath(import.meta.url));
  const fromSource = join(here, 'resize-child.mjs'); // src/features/images
  return existsSync(fromSource) ? fromSource : join(here, 'resize-child.js'); // dist/
}

/** Runs the child on the picture: its exit code, or the signal that ended it, and its output. */
function runChild(
  picture: Buffer,
): Promise<{ code: number | null; signal: string | null; output: Buffer }> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [childScript(), String(SERVED_MAX_SIDE), String(SERVED_QUALITY)],
      { stdio: ['pipe', 'pipe', 'ignore'], timeout: RESIZE_TIMEOUT_MS, killSignal: 'SIGKILL' },
    );
    const chunks: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => chunks.push(chunk));
    // A child that dies before reading all of the picture closes its input: that is its exit's
    // story to tell, not an error of ours.
    child.stdin.on('error', () => undefined);
    child.on('error', reject);
    child.on('close', (code, signal) => {
      resolve({ code, signal, output: Buffer.concat(chunks) });
    });
    child.stdin.end(picture);
  });
}

/**
 * The served copy of a picture: at most {@link SERVED_MAX_SIDE} px on its long side (never
 * enlarged), WebP at {@link SERVED_QUALITY}, or JPEG where the encoder has no WebP.
 *
 * @returns the copy, or null when the picture does not decode (malformed, cut short, or so
 *   broken that it crashed the decoder or took longer than 30 s)
 * @throws Error when the child cannot be started at all: a fault of the server's
 */
export async function resizeForPhones(picture: Buffer): Promise<ResizedImage | null> {
  const { code, output } = await runChild(picture);
  if (code !== 0) return null;
  const lineEnd = output.indexOf(0x0a);
  if (lineEnd < 0) return null;
  const answer = answerSchema.parse(JSON.parse(output.subarray(0, lineEnd).toString('utf8')));
  if ('error' in answer) return null;
  const bytes = output.subarray(lineEnd + 1);
  if (bytes.length === 0) return null;
  return {
    bytes,
    contentType: answer.content_type,
    width: answer.width,
    height: answer.height,
  };
}
