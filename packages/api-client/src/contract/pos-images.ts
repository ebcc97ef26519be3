import { z } from 'zod';
import { urlIdSchema, urlSchema } from '../schemas/primitives';
import { defineEndpoint } from './endpoint';

/*
 * The menu pictures of the back office (issue 32): a manager uploads a photo for a menu item and
 * gets back the address of a copy sized for phones, which the item's image_url then names. The
 * spec names no such call: every path, input and answer below is our choice.
 *
 * our choice: the picture travels as base64 in a JSON body, not as multipart form data, so the
 * contract validates it as it validates every other call (its type, its size) and the fixtures,
 * the generated tests and the typed client work for it unchanged; base64 costs a third more bytes
 * on the wire, which a few uploads a day from the back office can afford.
 */

const CHOICE =
  'path: the spec does not show it (A§6, B§6 POS staff; issue 32 the menu pictures of the back office)';

/** The largest picture accepted, in bytes once decoded: 5 MB, a phone camera's photo. */
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;

/** The longest base64 text of a picture of {@link MAX_IMAGE_BYTES}: 4 characters per 3 bytes. */
export const MAX_IMAGE_BASE64_LENGTH = Math.ceil(MAX_IMAGE_BYTES / 3) * 4;

/** The kinds of picture accepted: what phones and cameras write, and what browsers show. */
export const IMAGE_CONTENT_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
/** The declared kind of an uploaded picture. */
export const imageContentTypeSchema = z.enum(IMAGE_CONTENT_TYPES);
/** The declared kind of an uploaded picture. */
export type ImageContentType = z.infer<typeof imageContentTypeSchema>;

/** A picture's bytes as padded base64, 5 MB at most once decoded. */
export const imageDataSchema = z
  .base64({ error: 'must be the picture as base64' })
  .min(1, { error: 'must not be empty' })
  .max(MAX_IMAGE_BASE64_LENGTH, { error: 'must be a picture of 5 MB at most' });

/**
 * POST /pos/api/outlets/{id}/images: a picture and the kind it is declared to be; the server
 * reads the real kind from its first bytes and refuses a mismatch.
 */
export const posImageUploadSchema = z.strictObject({
  content_type: imageContentTypeSchema,
  data: imageDataSchema,
});
/** A picture to upload, as sent. */
export type PosImageUpload = z.output<typeof posImageUploadSchema>;

/** The stored picture: its absolute address and its size in pixels. */
export const posUploadedImageSchema = z.object({
  image_url: urlSchema,
  width: z.int().min(1),
  height: z.int().min(1),
});
/** The stored picture, as answered. */
export type PosUploadedImage = z.infer<typeof posUploadedImageSchema>;

/** The picture calls of the back office. */
export const posImages = {
  uploadImage: defineEndpoint({
    name: 'pos.uploadImage',
    method: 'POST',
    path: '/pos/api/outlets/{id}/images',
    params: z.object({ id: urlIdSchema }),
    body: posImageUploadSchema,
    response: posUploadedImageSchema,
    auth: 'staff',
    source: 'A§6 B§6',
    choice: `${CHOICE}; body: { content_type, data } with the picture as base64 (5 MB at most); response: { image_url, width, height } of a copy at most 1200 px a side, named by its content hash; a picture whose bytes are not the declared kind is a 415, one that does not decode or is over 8000 px a side a 422`,
  }),
};
