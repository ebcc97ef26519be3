import { z } from 'zod';
import { idSchema, nonEmptyStringSchema } from '../schemas/primitives';
import { defineEndpoint } from './endpoint';
import { posIdParamsSchema } from './pos';

/*
 * The printed QR codes of the back office (issue 32): one code as an SVG or a PNG, a print-ready
 * PDF sheet of every table of an outlet, and a table's code replaced by a new one (the old
 * printed code then opens the invalid-table page). The spec names no such call: every path,
 * input and answer below is our choice.
 */

const CHOICE = 'our choice (issue 32: QR codes to print)';

/** The `{token}` of a printed code (`/q/{token}`). */
export const posQrTokenParamsSchema = z.object({
  token: z.string().regex(/^[A-Za-z0-9_-]{16}$/, { error: 'must be a QR token' }),
});

/** GET /pos/api/qr-codes/{token}.png?size=: the image's width and height in pixels. */
export const posQrPngQuerySchema = z.strictObject({
  size: z.coerce.number().int().min(128).max(2048).default(512),
});

/** A table's new code, after POST /pos/api/tables/{id}/qr-code. */
export const posTableCodeSchema = z.object({
  table_id: idSchema,
  number: nonEmptyStringSchema,
  /** The new code's token: `/q/{token}`. */
  token: z.string(),
  /** The address the printed code holds. */
  url: z.url(),
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
    choice: `${CHOICE}; the code as a PNG image, size pixels square (512 unless given)`,
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
