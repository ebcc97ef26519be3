import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { HOME_PAGE_SCRIPT_ID, homePageSchema } from '@tabula/api-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scannedDiner } from '../support/accounts';
import { DATABASE_KINDS } from '../support/databases';
import { startTestServer, type TestServer } from '../support/harness';

const INLINED = new RegExp(
  `<script nonce="[^"]+" type="application/json" id="${HOME_PAGE_SCRIPT_ID}">([^<]*)</script>`,
);

describe.each(DATABASE_KINDS)('the diner app’s page on %s', (kind) => {
  let t: TestServer;
  let dist: string;
  beforeAll(async () => {
    dist = mkdtempSync(join(tmpdir(), 'tabula-dist-'));
    mkdirSync(join(dist, 'assets'));
    writeFileSync(
      join(dist, 'index.html'),
      '<!doctype html><html><head></head><body></body></html>',
    );
    t = await startTestServer(kind, { dinerDist: dist });
  });
  afterAll(async () => {
    await t.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('inlines the session’s home page configuration, as /pages/home answers it', async () => {
    const diner = await scannedDiner(t);
    const page = await diner.get('/', { accept: 'text/html' });
    expect(page.status).toBe(200);
    const json = INLINED.exec(page.text)?.[1];
    expect(json).toBeDefined();
    const inlined = homePageSchema.parse(JSON.parse(json ?? 'null'));
    const called = await diner.get('/pages/home');
    expect(inlined).toEqual(homePageSchema.parse(called.body));
    expect(inlined.company.name).toBe('Kopi & Kaya Cafe');
    // The JSON can never close its element early.
    expect(json).not.toContain('<');
  });

  it('inlines nothing without a session, and compresses the page for browsers that accept it', async () => {
    const bare = await fetch(`${t.url}/`, {
      headers: { accept: 'text/html', 'accept-encoding': 'gzip' },
    });
    expect(bare.headers.get('content-encoding')).toBe('gzip');
    expect(bare.headers.get('cache-control')).toBe('no-store');
    const text = await bare.text();
    expect(text).toContain('<meta name="csrf-token" content="">');
    expect(text).not.toContain(HOME_PAGE_SCRIPT_ID);
  });
});
