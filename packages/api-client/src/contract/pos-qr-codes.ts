import { z } from 'zod';
import { idSchema, nonEmptyStringSchema, urlSchema } from '../schemas/primitives';
import { defineEndpoint } from './endpoint';
import { posIdParamsSchema } from './pos';

/*
 * The printed QR codes of the back office (issue 32): one code as an SVG or a PNG, a print-ready
 * PDF sheet of every table of an outlet, and a table's code replaced by a new one (the old
 * printed code then opens the invalid-table page). The spec names no such call: every path,
 * input and answer below is our choice.
 */

const CHOICE = 'path: the spec does not show it (A§6, B§6 POS staff; issue 32 QR codes to print)';

/** The `{token}` of a printed code (`/q/{token}`). */
export const posQrTokenParamsSchema = z.object({
  token: z
    .string()
    .min(16)
    .max(16)
    .regex(/^[A-Za-z0-9_-]{16}$/, { error: 'must be a QR token' }),
});

/** The sizes a code's PNG comes in, in pixels a side (512 unless asked). */
export const QR_PNG_SIZES = ['256', '512', '1024', '2048'] as const;

/** GET /pos/api/qr-codes/{token}.png?size=: the image's width and height in pixels. */
export const posQrPngQuerySchema = z.strictObject({
  size: z.enum(QR_PNG_SIZES).optional(),
});

/** A table's new code, after POST /pos/api/tables/{id}/qr-code. */
export const posTableCodeSchema = z.object({
  table_id: idSchema,
  number: nonEmptyStringSchema,
  /** The new code's token: `/q/{token}`. */
  token: z.string(),
  /** The address the printed code holds. */
  url: urlSchema,
});
/** A table's new code. */
export type PosTableCode = z.infer<typeof posTableCodeSchema>;

/** The QR code calls of the POS. */
export const posQrCodes = {
  qrSvg: defineEndpoint({
    name: 'pos.qrSvg',
    method: 'GET',
    path: '/pos/api/qr-codes/{token}.svg',
    params: posQrTokenParamsSchema,
    response: z.instanceof(Blob),
    responseKind: 'file',
    auth: 'staff',
    source: 'A§6 B§6',
    choice: `${CHOICE}; the code of a table or counter as an SVG image`,
  }),
  qrPng: defineEndpoint({
    name: 'pos.qrPng',
    method: 'GET',
    path: '/pos/api/qr-codes/{token}.png',
    params: posQrTokenParamsSchema,
    query: posQrPngQuerySchema,
    response: z.instanceof(Blob),
    responseKind: 'file',
    auth: 'staff',
    source: 'A§6 B§6',
    choice: `${CHOICE}; the code as a PNG image, size (256, 512, 1024 or 2048) pixels square, 512 unless given`,
  }),
  qrSheet: defineEndpoint({
    name: 'pos.qrSheet',
    method: 'GET',
    path: '/pos/api/outlets/{id}/qr-sheet.pdf',
    params: posIdParamsSchema,
    response: z.instanceof(Blob),
    responseKind: 'file',
    auth: 'staff',
    source: 'A§6 B§6',
    choice: `${CHOICE}; an A4 PDF, six cards a page: the restaurant's name in its brand colour, each table's code and name, "scan to order" in each of the venue's languages`,
  }),
  rotateTableCode: defineEndpoint({
    name: 'pos.rotateTableCode',
    method: 'POST',
    path: '/pos/api/tables/{id}/qr-code',
    params: posIdParamsSchema,
    response: posTableCodeSchema,
    auth: 'staff',
    source: 'A§6 B§6',
    choice: `${CHOICE}; no body; the table's code is replaced by a new one, the old one retired`,
  }),
};
