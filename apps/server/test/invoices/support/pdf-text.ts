/**
 * The text lines of an uncompressed PDF written by pdfkit with its built-in fonts: every `TJ`
 * array's hex strings decoded from WinAnsi (Latin-1 for the characters the invoice uses).
 */
export function pdfTextLines(pdf: Buffer): string[] {
  const source = pdf.toString('latin1');
  const lines: string[] = [];
  for (const match of source.matchAll(/\[((?:<[0-9a-f]*>|[-\d.\s])*)\] TJ/g)) {
    const parts = [...(match[1] ?? '').matchAll(/<([0-9a-f]*)>/g)].map((hex) =>
      Buffer.from(hex[1] ?? '', 'hex').toString('latin1'),
    );
    lines.push(parts.join(''));
  }
  return lines;
}
