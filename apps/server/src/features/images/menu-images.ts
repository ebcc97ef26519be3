import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Queryable } from '../../db/client';
import { menuImages } from '../../db/schema';
import { IMAGE_PATH_PREFIX } from '../../venue/image-url';
import type { ResizedImage } from './resize-image';

/*
 * The uploaded menu pictures' rows (menu_images) and their addresses. A picture is named by the
 * SHA-256 of its served bytes, so its address never changes meaning (it is cached for a year)
 * and the same picture uploaded twice by a company is one row.
 */

/** Where uploaded pictures are served: under the demo pictures' /images/, in a folder of their own. */
export const UPLOADS_PATH_PREFIX = `${IMAGE_PATH_PREFIX}uploads/`;

const EXTENSIONS: Record<ResizedImage['contentType'], string> = {
  'image/webp': 'webp',
  'image/jpeg': 'jpg',
};

/** The SHA-256 of a picture's bytes, in lowercase hex. */
export function contentHash(bytes: Uint8Array): string {
  return createHash('sha256').update(bytes).digest('hex');
}

/** A stored picture's file name in its URL: `{hash}.webp` (or `.jpg`). */
export function uploadFileName(hash: string, contentType: ResizedImage['contentType']): string {
  return `${hash}.${EXTENSIONS[contentType]}`;
}

/** The absolute URL of a stored picture on the server's public address. */
export function uploadUrl(
  publicUrl: string,
  hash: string,
  contentType: ResizedImage['contentType'],
): string {
  return `${publicUrl.replace(/\/$/, '')}${UPLOADS_PATH_PREFIX}${uploadFileName(hash, contentType)}`;
}

/**
 * Stores a company's picture once: a second upload of the same bytes leaves the first row.
 *
 * @returns the picture's hash, and whether this upload added the row
 */
export async function storeMenuImage(
  tx: Queryable,
  companyId: number,
  image: ResizedImage,
): Promise<{ hash: string; added: boolean }> {
  const hash = contentHash(image.bytes);
  const added = await tx
    .insert(menuImages)
    .values({
      companyId,
      hash,
      contentType: image.contentType,
      width: image.width,
      height: image.height,
      bytes: image.bytes,
    })
    .onConflictDoNothing({ target: [menuImages.companyId, menuImages.hash] })
    .returning({ id: menuImages.id });
  return { hash, added: added.length > 0 };
}

/** The types a stored picture has: those {@link ResizedImage} is encoded in. */
const storedTypeSchema = z.enum(['image/webp', 'image/jpeg']);

/** A stored picture by its hash (from whichever company: the bytes are the same), or null. */
export async function findMenuImage(
  db: Queryable,
  hash: string,
): Promise<Pick<ResizedImage, 'contentType' | 'bytes'> | null> {
  const [row] = await db
    .select({ contentType: menuImages.contentType, bytes: menuImages.bytes })
    .from(menuImages)
    .where(eq(menuImages.hash, hash))
    .limit(1);
  return row ? { contentType: storedTypeSchema.parse(row.contentType), bytes: row.bytes } : null;
}
