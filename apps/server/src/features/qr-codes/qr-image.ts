import QRCode from 'qrcode';

/*
 * A printed code's image, drawn with node-qrcode: the code holds the address `/q/{token}` on the
 * server's public address, at error correction M (15 % of the code may be lost to a scratch or a
 * fold), with the four-module quiet zone scanners need around it.
 */

const OPTIONS = { errorCorrectionLevel: 'M', margin: 4 } as const;

/** The code as an SVG image. */
export async function qrSvg(url: string): Promise<string> {
  return QRCode.toString(url, { ...OPTIONS, type: 'svg' });
}

/** The code as a PNG image, `size` pixels square. */
export async function qrPng(url: string, size: number): Promise<Buffer> {
  return QRCode.toBuffer(url, { ...OPTIONS, type: 'png', width: size });
}

/** The code's modules, for drawing it in a PDF: `dark(row, column)`, `size` modules a side. */
export function qrModules(url: string): {
  size: number;
  dark: (row: number, column: number) => boolean;
} {
  const { modules } = QRCode.create(url, { errorCorrectionLevel: OPTIONS.errorCorrectionLevel });
  return { size: modules.size, dark: (row, column) => modules.get(row, column) === 1 };
}

/** The quiet zone, in modules, on each side of a code. */
export const QUIET_ZONE = OPTIONS.margin;
