import { MAX_IMAGE_BYTES, type PosImageUpload, type PosUploadedImage } from '@tabula/api-client';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../app-context';
import { outlets } from '../../db/schema';
import {
  badRequest,
  notFound,
  payloadTooLarge,
  unprocessable,
  unsupportedMediaType,
} from '../../http/http-error';
import { callerActor, type StaffCaller } from '../../http/staff-auth';
import { recordAudit } from '../../staff/audit-log';
import { headerSize, sniffImageType } from './image-header';
import { storeMenuImage, uploadUrl } from './menu-images';
import { resizeForPhones } from './resize-image';

/*
 * A menu picture uploaded from the back office (contract/pos-images.ts): checked for what it
 * really is before anything decodes it, resized for phones in a process of its own, stored once
 * per company by its content hash, and written in the audit log in the same transaction.
 */

/** The longest side a picture may have, in pixels (our choice: past any phone camera's photo). */
export const MAX_IMAGE_SIDE = 8000;

const TYPE_NAMES = { 'image/jpeg': 'JPEG', 'image/png': 'PNG', 'image/webp': 'WebP' } as const;

/** The picture's bytes, exactly as the contract checked them. */
function decode(data: string): Buffer {
  const bytes = Buffer.from(data, 'base64');
  // Node's decoder skips what is not base64; the contract refused that already, and this makes
  // sure the bytes are exactly the text that was checked.
  if (bytes.toString('base64') !== data) {
    throw badRequest('data: must be the picture as base64', 'invalid_request');
  }
  return bytes;
}

/**
 * Checks, resizes and stores a picture for an outlet's company.
 *
 * @throws HttpError 404 for no such outlet; 400 for data that is not base64; 413
 *   `image_too_large` past 5 MB; 415 `unsupported_image` for bytes that are not a JPEG, PNG or
 *   WebP, or not the kind declared; 422 `image_unreadable` for a picture that does not decode,
 *   422 `image_dimensions_too_large` past {@link MAX_IMAGE_SIDE} px a side
 */
export async function uploadImage(
  app: AppContext,
  outletId: number,
  upload: PosImageUpload,
  caller: StaffCaller,
): Promise<PosUploadedImage> {
  const [outlet] = await app.db
    .select({ companyId: outlets.companyId })
    .from(outlets)
    .where(eq(outlets.id, outletId));
  if (!outlet) throw notFound('No such outlet', 'not_found');

  const bytes = decode(upload.data);
  if (bytes.length > MAX_IMAGE_BYTES) {
    throw payloadTooLarge('The picture is larger than 5 MB', 'image_too_large', {
      max_bytes: MAX_IMAGE_BYTES,
    });
  }
  const type = sniffImageType(bytes);
  if (type === null) {
    throw unsupportedMediaType('The picture is not a JPEG, PNG or WebP image', 'unsupported_image');
  }
  if (type !== upload.content_type) {
    throw unsupportedMediaType(
      `The picture is a ${TYPE_NAMES[type]} image, not ${upload.content_type} as declared`,
      'unsupported_image',
    );
  }
  const size = headerSize(bytes, type);
  if (size === null) throw unprocessable('The picture could not be read', 'image_unreadable');
  if (Math.max(size.width, size.height) > MAX_IMAGE_SIDE) {
    throw unprocessable(
      `The picture is ${size.width}×${size.height} px; at most ${MAX_IMAGE_SIDE} px a side`,
      'image_dimensions_too_large',
      { max_side: MAX_IMAGE_SIDE },
    );
  }

  const served = await resizeForPhones(bytes);
  if (served === null) throw unprocessable('The picture could not be read', 'image_unreadable');
  const hash = await app.db.transaction(async (tx) => {
    const stored = await storeMenuImage(tx, outlet.companyId, served);
    await recordAudit(tx, {
      companyId: outlet.companyId,
      outletId,
      ...callerActor(caller),
      action: 'pos.uploadImage',
      subject: `image ${stored.hash.slice(0, 12)}`,
      details: {
        content_type: served.contentType,
        width: served.width,
        height: served.height,
        bytes: served.bytes.length,
        already_stored: !stored.added,
      },
    });
    return stored.hash;
  });
  return {
    image_url: uploadUrl(app.config.publicUrl, hash, served.contentType),
    width: served.width,
    height: served.height,
  };
}
