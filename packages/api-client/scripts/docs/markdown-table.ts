/** A table cell: pipes escaped so they do not split the cell, no line breaks. */
export function cell(text: string): string {
  return text.replaceAll('|', '\\|').replaceAll('\n', ' ');
}

/**
 * A markdown table with its columns padded to one width, as Prettier prints it, so a generated
 * block of docs/api.md is stable under `prettier --check`.
 */
export function markdownTable(
  header: readonly string[],
  rows: readonly (readonly string[])[],
): string {
  const widths = header.map((title, column) =>
    Math.max(3, title.length, ...rows.map((row) => (row[column] ?? '').length)),
  );
  const line = (cells: readonly string[]) =>
    `| ${widths.map((width, column) => (cells[column] ?? '').padEnd(width)).join(' | ')} |`;
  return [line(header), line(widths.map((width) => '-'.repeat(width))), ...rows.map(line)].join(
    '\n',
  );
}

/** The start and end comments of a generated block. */
export interface BlockMarkers {
  readonly start: string;
  readonly end: string;
}

/**
 * Puts a generated block into a document: between its markers when they are there, otherwise
 * appended under `heading`. Everything else is kept.
 */
export function replaceBlock(
  document: string,
  markers: BlockMarkers,
  block: string,
  heading: string,
): string {
  const start = document.indexOf(markers.start);
  const end = document.indexOf(markers.end);
  if (start === -1 || end === -1 || end < start) {
    const separator = document.endsWith('\n') ? '\n' : '\n\n';
    return `${document}${separator}${heading}\n\n${block}\n`;
  }
  return `${document.slice(0, start)}${block}${document.slice(end + markers.end.length)}`;
}
