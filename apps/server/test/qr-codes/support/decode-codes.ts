import { createCanvas, loadImage } from '@napi-rs/canvas';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import { openPdf } from '../../invoices/support/pdf-text';

/*
 * Reading printed codes back as a phone's camera does: the image (or each page of a PDF, drawn by
 * pdf.js) as pixels, and jsQR finding and decoding the code in them.
 */

/** The text of the one code in an image's pixels, or null. */
function decodePixels(data: Uint8ClampedArray, width: number, height: number): string | null {
  return jsQR(data, width, height)?.data ?? null;
}

/** The code in a PNG image, and the image's size. */
export function decodePng(png: Buffer): { text: string | null; width: number; height: number } {
  const image = PNG.sync.read(png);
  return {
    text: decodePixels(new Uint8ClampedArray(image.data), image.width, image.height),
    width: image.width,
    height: image.height,
  };
}

/** The code in an SVG image, drawn at `size` pixels. */
export async function decodeSvg(svg: Buffer, size = 400): Promise<string | null> {
  const image = await loadImage(svg);
  const canvas = createCanvas(size, size);
  const context = canvas.getContext('2d');
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, size, size);
  context.drawImage(image, 0, 0, size, size);
  const pixels = context.getImageData(0, 0, size, size);
  return decodePixels(pixels.data, size, size);
}

/**
 * The codes of a sheet, page by page: each page drawn at `scale` (3: about 216 dots an inch) and
 * cut into `columns` × `rows` cards inside its margin, each card's code decoded (null for a card
 * without one).
 */
export async function decodeSheet(
  pdf: Buffer,
  layout: { columns: number; rows: number; margin: number; scale?: number },
): Promise<(string | null)[][]> {
  const scale = layout.scale ?? 3;
  const document = await openPdf(pdf);
  const pages: (string | null)[][] = [];
  for (let number = 1; number <= document.numPages; number += 1) {
    const page = await document.getPage(number);
    const viewport = page.getViewport({ scale });
    const canvas = createCanvas(Math.ceil(viewport.width), Math.ceil(viewport.height));
    const context = canvas.getContext('2d');
    await page.render({
      // @napi-rs/canvas's context stands in for the browser's in Node; pdf.js types it as the
      // DOM's, a type the server's lint project does not know.
      // eslint-disable-next-line @typescript-eslint/no-unsafe-assignment, @typescript-eslint/no-unnecessary-type-assertion
      canvasContext: context as unknown as Parameters<typeof page.render>[0]['canvasContext'],
      viewport,
    }).promise;
    const margin = layout.margin * scale;
    const cardWidth = (canvas.width - 2 * margin) / layout.columns;
    const cardHeight = (canvas.height - 2 * margin) / layout.rows;
    const codes: (string | null)[] = [];
    for (let row = 0; row < layout.rows; row += 1) {
      for (let column = 0; column < layout.columns; column += 1) {
        const pixels = context.getImageData(
          Math.floor(margin + column * cardWidth),
          Math.floor(margin + row * cardHeight),
          Math.floor(cardWidth),
          Math.floor(cardHeight),
        );
        codes.push(decodePixels(pixels.data, pixels.width, pixels.height));
      }
    }
    pages.push(codes);
  }
  return pages;
}
