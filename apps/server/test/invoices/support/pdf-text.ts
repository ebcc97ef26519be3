import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

/** pdf.js's metrics of the standard 14 fonts (Helvetica), from its package. */
const STANDARD_FONTS = `${join(dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json')), 'standard_fonts')}/`;

/** A PDF opened by pdf.js, with its standard fonts and no system fonts or eval. */
export function openPdf(pdf: Buffer) {
  return getDocument({
    data: new Uint8Array(pdf),
    useSystemFonts: false,
    isEvalSupported: false,
    standardFontDataUrl: STANDARD_FONTS,
  }).promise;
}

/** One run of text as pdf.js reads it, with where it stands. */
interface Run {
  text: string;
  rtl: boolean;
  x: number;
  y: number;
  width: number;
  /** The text's size. */
  size: number;
}

const isLtr = (run: Run) => !run.rtl && /[\p{L}\p{N}]/u.test(run.text);

/**
 * Puts a right-to-left line's runs in reading order. pdf.js gives each run's characters in
 * reading order (it turns a right-to-left run around itself); the line reads from the right, each
 * left-to-right stretch inside it (an English name, an amount) from its own left. A space between
 * two words of Latin or Chinese letters belongs to their stretch; one before a number does not
 * (the bidirectional algorithm sets "2 x" apart in an Arabic line).
 */
function readingOrder(runs: Run[]): Run[] {
  const visual = [...runs].sort((a, b) => a.x - b.x);
  const stretches: { ltr: boolean; runs: Run[] }[] = [];
  visual.forEach((run, index) => {
    const last = stretches.at(-1);
    const next = visual[index + 1];
    const inside =
      run.text.trim() === '' &&
      last?.ltr === true &&
      /\p{L}$/u.test(last.runs.at(-1)?.text ?? '') &&
      next !== undefined &&
      isLtr(next) &&
      /^\p{L}/u.test(next.text);
    if (last?.ltr === true && (isLtr(run) || inside)) last.runs.push(run);
    else stretches.push({ ltr: isLtr(run), runs: [run] });
  });
  return stretches
    .reverse()
    .flatMap((stretch) =>
      stretch.ltr
        ? stretch.runs
        : stretch.runs.map((run) => ({ ...run, text: unmirror(run.text) })),
    );
}

const MIRRORED: Record<string, string> = {
  '(': ')',
  ')': '(',
  '[': ']',
  ']': '[',
  '<': '>',
  '>': '<',
};

/** A right-to-left run's brackets are drawn mirrored: read back, they are the ones written. */
function unmirror(text: string): string {
  return text.replace(/[()[\]<>]/g, (bracket) => MIRRORED[bracket] ?? bracket);
}

/**
 * The text lines of a PDF as a reader extracts them (Mozilla's pdf.js, the viewer of Firefox):
 * each page's runs grouped by baseline, top to bottom, each line in reading order, with one space
 * for any white space (a no-break space too) or where the runs stand apart, as a label and its
 * amount. In a right-to-left document (Arabic) a line reads from the right: the label, then the
 * amount. Arabic comes out in reading order, Chinese as written.
 */
export async function pdfTextLines(
  pdf: Buffer,
  direction: 'ltr' | 'rtl' = 'ltr',
): Promise<string[]> {
  const document = await openPdf(pdf);
  const lines: string[] = [];
  for (let number = 1; number <= document.numPages; number += 1) {
    const page = await document.getPage(number);
    const content = await page.getTextContent();
    const byBaseline = new Map<number, Run[]>();
    for (const item of content.items) {
      if (!('str' in item) || item.str === '') continue;
      // A baseline, in whole points (a position on the page, not money).
      const y = Math.trunc(item.transform[5] as number);
      const run: Run = {
        text: item.str,
        rtl: item.dir === 'rtl',
        x: item.transform[4] as number,
        y,
        width: item.width,
        size: Math.abs(item.transform[0] as number),
      };
      byBaseline.set(y, [...(byBaseline.get(y) ?? []), run]);
    }
    for (const y of [...byBaseline.keys()].sort((a, b) => b - a)) {
      const runs = (byBaseline.get(y) ?? []).sort((a, b) => a.x - b.x);
      // Runs further apart than the text's size were set apart: a label and its amount.
      const groups: Run[][] = [];
      for (const run of runs) {
        const last = groups.at(-1);
        const previous = last?.at(-1);
        const apart = previous === undefined || run.x - (previous.x + previous.width) > run.size;
        if (last === undefined || apart) groups.push([run]);
        else last.push(run);
      }
      const line = (direction === 'rtl' ? groups.reverse() : groups)
        .map((group) => (direction === 'rtl' ? readingOrder(group) : group))
        .map((group) => group.map((run) => run.text).join(''));
      lines.push(line.join(' ').replace(/\s+/g, ' ').trim());
    }
  }
  await document.destroy();
  return lines;
}
