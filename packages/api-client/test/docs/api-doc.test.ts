import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { API_DOC_PATH, main, updateDocument } from '../../scripts/api-doc';
import {
  CALLS_BLOCK_MARKERS,
  describeFields,
  renderCallTable,
  renderCallsBlock,
} from '../../scripts/docs/calls-block';
import { ERRORS_BLOCK_MARKERS, renderErrorsBlock } from '../../scripts/docs/errors-block';
import { EVENTS_BLOCK_MARKERS, renderEventsBlock } from '../../scripts/docs/events-block';
import { replaceBlock } from '../../scripts/docs/markdown-table';
import { allEndpoints, endpoints } from '../../src/contract/index';
import { savedCardSchema } from '../../src/schemas/index';

describe('docs/api.md', () => {
  it('is up to date with the contract (run `pnpm docs:api` when this fails)', () => {
    const document = readFileSync(API_DOC_PATH, 'utf8');
    for (const markers of [CALLS_BLOCK_MARKERS, EVENTS_BLOCK_MARKERS, ERRORS_BLOCK_MARKERS]) {
      expect(document).toContain(markers.start);
    }
    expect(updateDocument(document)).toBe(document);
  });
});

/** The trimmed cells of a markdown table row. */
function cellsOf(row: string): string[] {
  return row
    .slice(1, -1)
    .split(' | ')
    .map((cell) => cell.trim());
}

describe('renderCallTable', () => {
  const lines = renderCallTable().split('\n');

  it('prints a header, a rule and one row per endpoint', () => {
    expect(lines).toHaveLength(allEndpoints.length + 2);
    expect(lines[0]).toMatch(/^\| Name +\| Method +\| Path +\| Request +\| Response +\| CSRF/);
    expect(lines[1]).toMatch(/^\| -+ \| -+ \|/);
  });

  it('pads every line to one width, as Prettier prints a table', () => {
    expect(new Set(lines.map((line) => line.length)).size).toBe(1);
  });

  it('prints the request and response fields, the headers and the choice of a call', () => {
    const row = lines.find((line) => line.includes('`pages.paymentProcessing`')) ?? '';
    expect(cellsOf(row)).toEqual([
      '`pages.paymentProcessing`',
      'GET',
      '`/pages/payment_processing`',
      'query: `invoice_id?, type?`',
      '`user, session, company, outlet, feature_flags, loyalty, order, payment_details`',
      'no',
      'no',
      'no',
      'A§7 B§7',
      endpoints.pages.paymentProcessing.choice,
    ]);
    const signIn = lines.find((line) => line.includes('`users.signIn`')) ?? '';
    expect(cellsOf(signIn).slice(3, 8)).toEqual([
      'body: `user`',
      '`user`',
      'yes',
      'optional',
      'no',
    ]);
  });
});

describe('describeFields', () => {
  it('lists an object’s fields, optional ones with ?', () => {
    expect(describeFields(z.object({ a: z.string(), b: z.int().optional(), c: z.null() }))).toBe(
      'a, b?, c',
    );
  });

  it('reads through nullable, preprocess and lists', () => {
    expect(describeFields(z.object({ id: z.int() }).nullable())).toBe('id');
    expect(describeFields(savedCardSchema)).toBe(
      'id, card_token, brand, last4, card_last_4_digits?, exp_month, exp_year',
    );
    expect(describeFields(z.array(z.object({ id: z.int(), title: z.string() })))).toBe(
      '[id, title]',
    );
  });

  it('names unions, intersections, no content and files', () => {
    expect(describeFields(z.union([z.object({ a: z.int() }), z.object({ b: z.int() })]))).toBe(
      '{ a } or { b }',
    );
    expect(describeFields(z.intersection(z.object({ a: z.int() }), z.object({ b: z.int() })))).toBe(
      'a, b',
    );
    expect(describeFields(z.undefined())).toBe('(empty)');
    expect(describeFields(z.instanceof(Blob))).toBe('file');
    expect(describeFields(z.string())).toBe('string');
  });
});

describe('replaceBlock', () => {
  const markers = { start: '<!-- a:start -->', end: '<!-- a:end -->' };
  const block = `${markers.start}\nnew\n${markers.end}`;

  it('replaces only what is between the markers, keeping the rest', () => {
    const document = ['# API', '', markers.start, 'old', markers.end, '', 'Prose.', ''].join('\n');
    expect(replaceBlock(document, markers, block, '## A')).toBe(
      ['# API', '', block, '', 'Prose.', ''].join('\n'),
    );
  });

  it('appends the block under its heading when the markers are missing', () => {
    expect(replaceBlock('# API\n\nIntro.\n', markers, block, '## A')).toBe(
      `# API\n\nIntro.\n\n## A\n\n${block}\n`,
    );
  });
});

describe('main', () => {
  let directory = '';
  let path = '';

  beforeEach(() => {
    directory = mkdtempSync(join(tmpdir(), 'tabula-api-doc-'));
    path = join(directory, 'api.md');
    vi.spyOn(console, 'log').mockImplementation(() => undefined);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });

  afterEach(() => {
    rmSync(directory, { recursive: true, force: true });
  });

  it('reports a missing file as out of date, then creates it with --write', () => {
    expect(main([], path)).toBe(1);
    expect(main(['--write'], path)).toBe(0);
    const written = readFileSync(path, 'utf8');
    expect(written.startsWith('# Tabula API\n')).toBe(true);
    expect(written).toContain(renderCallsBlock());
    expect(written).toContain(renderEventsBlock());
    expect(written).toContain(renderErrorsBlock());
    expect(main([], path)).toBe(0);
  });

  it('reports an edited table as out of date and --write restores it', () => {
    main(['--write'], path);
    const written = readFileSync(path, 'utf8');
    writeFileSync(path, written.replace('`pages.home`', '`pages.homepage`'));
    expect(main([], path)).toBe(1);
    main(['--write'], path);
    expect(readFileSync(path, 'utf8')).toBe(written);
  });
});
