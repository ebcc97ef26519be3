/**
 * Keeps the generated blocks of docs/api.md in step with the contract: the calls (from
 * `allEndpoints`), the live events (from the channel registry) and the error catalogue (from
 * `ERROR_CATALOGUE`), each between its markers. The prose around them is written by hand.
 *
 * `tsx scripts/api-doc.ts --write` rewrites the blocks; without `--write` it exits 1 when one is
 * out of date (a test runs the same check).
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { CALLS_BLOCK_MARKERS, renderCallsBlock } from './docs/calls-block';
import { ERRORS_BLOCK_MARKERS, renderErrorsBlock } from './docs/errors-block';
import { EVENTS_BLOCK_MARKERS, renderEventsBlock } from './docs/events-block';
import { replaceBlock } from './docs/markdown-table';

/** Where docs/api.md lives. */
export const API_DOC_PATH = fileURLToPath(new URL('../../../docs/api.md', import.meta.url));

/** The generated blocks, in the order a new document lists them. */
const BLOCKS = [
  { heading: '## Calls', markers: CALLS_BLOCK_MARKERS, render: renderCallsBlock },
  { heading: '## Live events', markers: EVENTS_BLOCK_MARKERS, render: renderEventsBlock },
  { heading: '## Errors', markers: ERRORS_BLOCK_MARKERS, render: renderErrorsBlock },
] as const;

/** Rewrites every generated block of a docs/api.md text, keeping the prose around them. */
export function updateDocument(document: string): string {
  return BLOCKS.reduce(
    (text, block) => replaceBlock(text, block.markers, block.render(), block.heading),
    document,
  );
}

/** Runs the generator: with `--write` rewrites docs/api.md, else returns 1 when it is stale. */
export function main(args: readonly string[], path: string = API_DOC_PATH): number {
  const current = existsSync(path) ? readFileSync(path, 'utf8') : null;
  const next = updateDocument(current ?? '# Tabula API\n');
  if (args.includes('--write')) {
    if (next !== current) writeFileSync(path, next);
    console.log(`${path}: calls, events and errors written`);
    return 0;
  }
  if (next !== current) {
    console.error('docs/api.md is out of date: run `pnpm --filter @tabula/api-client docs:api`');
    return 1;
  }
  return 0;
}

const invokedPath = process.argv[1];
if (invokedPath !== undefined && import.meta.url === pathToFileURL(invokedPath).href) {
  process.exitCode = main(process.argv.slice(2));
}
