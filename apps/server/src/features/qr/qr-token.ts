import { z } from 'zod';

/**
 * A printed QR code's token as it appears in `/q/{token}`: 8 to 64 URL-safe characters (the seed
 * makes 16). Anything else is refused before the database is asked.
 */
export const qrTokenParamsSchema = z.object({
  token: z.string().regex(/^[A-Za-z0-9_-]{8,64}$/, { error: 'not a QR code token' }),
});
