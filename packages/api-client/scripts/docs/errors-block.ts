import {
  ERROR_CATALOGUE,
  type ErrorAction,
  type ErrorCatalogueEntry,
} from '../../src/errors/index';
import { cell, markdownTable } from './markdown-table';

/** The markers that delimit the errors block in docs/api.md. */
export const ERRORS_BLOCK_MARKERS = {
  start: '<!-- errors:start -->',
  end: '<!-- errors:end -->',
} as const;

/** An action in a few words: `redirect /order-details after 5 s`, `sign up`, ... */
export function describeAction(action: ErrorAction): string {
  switch (action.type) {
    case 'redirect':
      return `redirect ${action.to}${action.delayMs === undefined ? '' : ` after ${String(action.delayMs / 1000)} s`}`;
    case 'show_next':
      return `then ${action.next}`;
    default:
      return action.type.replaceAll('_', ' ');
  }
}

/** What the diner reads: the spec's title and message, or the server's text, or the keys. */
function describeText(entry: ErrorCatalogueEntry): string {
  const parts = [entry.text?.title, entry.text?.message].filter(
    (part): part is string => typeof part === 'string',
  );
  const quoted = parts.map((part) => `'${part}'`).join(' / ');
  const server = entry.serverText === 'none' ? '' : `${entry.serverText} text`;
  return [quoted, server].filter((part) => part !== '').join('; ') || `\`${entry.messageKey}\``;
}

/**
 * Renders the error catalogue as markdown: one row per entry with the spec rows it covers, the
 * situation, what the diner reads, the action, and our choice where the spec is silent.
 */
export function renderErrorsTable(): string {
  const rows = Object.values(ERROR_CATALOGUE).map((entry) =>
    [
      `\`${entry.id}\``,
      entry.sources.join(', '),
      entry.summary,
      describeText(entry),
      describeAction(entry.action),
      [entry.choice, entry.otherReading && `Other reading: ${entry.otherReading}`]
        .filter(Boolean)
        .join(' '),
    ].map(cell),
  );
  return markdownTable(['Id', 'Spec rows', 'Situation', 'Shown', 'Then', 'Our choice'], rows);
}

/** The whole errors block, markers included. */
export function renderErrorsBlock(): string {
  return [
    ERRORS_BLOCK_MARKERS.start,
    '',
    'Generated from `ERROR_CATALOGUE` by `pnpm --filter @tabula/api-client docs:api`; do not edit',
    'by hand. `resolveError(error, context)` picks the entry for a failed call; `catalogueEntry(id)`',
    'looks up the situations the app raises itself. Every entry has the lingui ids',
    '`titleKey` and `messageKey` the app translates.',
    '',
    renderErrorsTable(),
    '',
    ERRORS_BLOCK_MARKERS.end,
  ].join('\n');
}
