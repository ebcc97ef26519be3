import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/harness';
import { staff } from './support/staff';

/** The directives of a Content-Security-Policy header, by name. */
function directives(policy: string | null): Map<string, string[]> {
  return new Map(
    (policy ?? '')
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0] !== undefined && words[0] !== '')
      .map(([name, ...values]) => [name ?? '', values]),
  );
}

describe('the POS app at /pos, built', () => {
  let t: TestServer;
  let dist: string;
  beforeAll(async () => {
    dist = mkdtempSync(join(tmpdir(), 'tabula-pos-dist-'));
    mkdirSync(join(dist, 'assets'));
    writeFileSync(
      join(dist, 'index.html'),
      '<!doctype html><html><head><script type="module" crossorigin src="/pos/assets/index-abc.js"></script></head><body><div id="root"></div></body></html>',
    );
    writeFileSync(join(dist, 'assets', 'index-abc.js'), 'console.log("pos");');
    t = await startTestServer('pglite', { posDist: dist });
  });
  afterAll(async () => {
    await t.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('serves the app’s page with a fresh nonce on every script and a policy that allows only it', async () => {
    const first = await fetch(`${t.url}/pos`, { headers: { accept: 'text/html' } });
    expect(first.status).toBe(200);
    expect(first.headers.get('content-type')).toContain('text/html');
    expect(first.headers.get('cache-control')).toBe('no-store');
    expect(first.headers.get('x-frame-options')).toBe('DENY');
    expect(first.headers.get('x-content-type-options')).toBe('nosniff');
    expect(first.headers.get('referrer-policy')).toBe('no-referrer');
    const policy = directives(first.headers.get('content-security-policy'));
    expect(policy.get('default-src')).toEqual(["'none'"]);
    expect(policy.get('connect-src')).toEqual(["'self'"]);
    expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
    const nonce = /^'nonce-(.+)'$/.exec(policy.get('script-src')?.[1] ?? '')?.[1];
    expect(nonce).toBeDefined();
    const html = await first.text();
    expect(html).toContain(`<script nonce="${nonce ?? ''}" type="module"`);
    expect(html).not.toContain(t.staffToken);
    const second = await fetch(`${t.url}/pos`);
    expect(second.headers.get('content-security-policy')).not.toContain(nonce);
  });

  it('answers the app’s own routes with the same page (history fallback)', async () => {
    const page = await fetch(`${t.url}/pos/orders?status=ready`, {
      headers: { accept: 'text/html' },
    });
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<div id="root">');
  });

  it('serves the built files under /pos/assets, cached for a year', async () => {
    const script = await fetch(`${t.url}/pos/assets/index-abc.js`);
    expect(script.status).toBe(200);
    expect(await script.text()).toContain('console.log("pos")');
    expect(script.headers.get('cache-control')).toContain('immutable');
  });

  it('answers a missing file or an unknown API path with a JSON 404, never the page', async () => {
    for (const path of ['/pos/assets/missing.js', '/pos/api/nothing-here']) {
      const answer = await fetch(`${t.url}${path}`, { headers: { accept: 'text/html' } });
      expect(answer.status, path).toBe(404);
      expect(answer.headers.get('content-type'), path).toContain('application/json');
    }
  });

  it('keeps the API behind the staff token', async () => {
    const refused = await staff(t, 'GET', '/pos/api/outlets', undefined, { token: null });
    expect(refused.status).toBe(401);
    const allowed = await staff(t, 'GET', '/pos/api/outlets');
    expect(allowed.status).toBe(200);
  });
});

describe('the POS app at /pos, not built', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer('pglite');
  });
  afterAll(() => t.close());

  it('says how to build it, under the same strict policy', async () => {
    const page = await fetch(`${t.url}/pos`, { headers: { accept: 'text/html' } });
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('The POS app is not built yet');
    expect(html).toContain('pnpm start');
    expect(html).not.toContain('<script');
    const policy = directives(page.headers.get('content-security-policy'));
    expect(policy.get('default-src')).toEqual(["'none'"]);
  });
});
