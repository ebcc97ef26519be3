import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer, type TabulaServer } from '../../src/app';
import type { OpenDatabase } from '../../src/db/client';
import { publicImageUrl, storedImageUrl, withPublicImages } from '../../src/venue/image-url';
import { DATABASE_KINDS, openTestDatabase } from '../support/databases';
import { TEST_ADYEN_KEYS, TEST_MASTERCARD_KEYS, TEST_STRIPE_KEYS } from '../support/harness';
import { GOOGLE_PAY_SCRIPT_URL } from '../../src/config/config';

describe.each(DATABASE_KINDS)('demo pictures beside a built diner app on %s', (kind) => {
  let database: OpenDatabase;
  let built: TabulaServer;
  let dist: string;
  beforeAll(async () => {
    dist = mkdtempSync(join(tmpdir(), 'tabula-dist-'));
    mkdirSync(join(dist, 'assets'));
    writeFileSync(
      join(dist, 'index.html'),
      '<!doctype html><html><head></head><body>app</body></html>',
    );
    writeFileSync(join(dist, 'assets', 'app.js'), 'console.log(1);');
    writeFileSync(join(dist, 'assets', 'app.js.gz'), gzipSync('console.log(1);'));
    database = await openTestDatabase(kind);
    built = await buildServer({
      db: database.db,
      config: {
        port: 0,
        host: '127.0.0.1',
        dataDir: 'memory://',
        databaseUrl: undefined,
        staffToken: 'images-test-staff-token',
        staffTokenGenerated: false,
        demoOwnerPassword: 'demo owner password',
        demoOwnerPasswordGenerated: false,
        sessionSecret: 'images-test-session-secret-0123456789abcdef',
        publicUrl: 'http://localhost:3000',
        dinerDist: dist,
        dinerSsr: '/nonexistent-diner-ssr.js',
        posDist: '/nonexistent-pos-dist',
        secureCookies: false,
        trustProxy: false,
        otpSendsPerClientPerHour: 300,
        checkAnswers: true,
        checkTransactions: true,
        redisUrl: null,
        redisPrefix: 'tabula:',
        webConcurrency: 1,
        shutdownGraceMs: 25_000,
        metricsToken: null,
        stripe: TEST_STRIPE_KEYS,
        mastercard: TEST_MASTERCARD_KEYS,
        googlePayEnvironment: 'TEST',
        googlePayScriptUrl: GOOGLE_PAY_SCRIPT_URL,
        adyen: TEST_ADYEN_KEYS,
        mail: null,
        sms: null,
        captcha: null,
        hostedPages: null,
      },
    });
    await built.server.ready();
  });
  afterAll(async () => {
    await built.server.close();
    await database.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('serves /images/* and the app’s own files side by side', async () => {
    const image = await built.server.inject({ url: '/images/laksa.svg' });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toMatch(/image\/svg\+xml/);
    expect(image.body).toContain('<svg');
    expect((await built.server.inject({ url: '/assets/app.js' })).statusCode).toBe(200);
    const page = await built.server.inject({ url: '/menu', headers: { accept: 'text/html' } });
    expect(page.body).toContain('app');
  });

  it('sends the build’s pre-compressed twin to a browser that accepts it', async () => {
    const zipped = await built.server.inject({
      url: '/assets/app.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(zipped.statusCode).toBe(200);
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.headers['cache-control']).toContain('immutable');
    const plain = await built.server.inject({ url: '/assets/app.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe('console.log(1);');
  });

  it('answers 404 for a missing picture and never leaves the folder', async () => {
    expect((await built.server.inject({ url: '/images/nope.svg' })).statusCode).toBe(404);
    for (const url of [
      '/images/../package.json',
      '/images/%2e%2e/package.json',
      '/images/..%2F..%2Fpackage.json',
    ]) {
      const answer = await built.server.inject({ url });
      expect(answer.body, url).not.toContain('"@tabula/server"');
    }
  });
});

describe('stored picture URLs', () => {
  it('move onto the public address, deep inside a document', () => {
    const doc = {
      logo: storedImageUrl('a.svg'),
      items: [{ image_url: storedImageUrl('b.svg'), name: 'x' }],
    };
    expect(withPublicImages(doc, 'https://tabula.example/')).toEqual({
      logo: 'https://tabula.example/images/a.svg',
      items: [{ image_url: 'https://tabula.example/images/b.svg', name: 'x' }],
    });
    expect(doc.logo).toBe('http://localhost:3000/images/a.svg');
  });

  it('leave other texts alone', () => {
    expect(publicImageUrl('https://cdn.example/images/a.svg', 'http://x:1')).toBe(
      'https://cdn.example/images/a.svg',
    );
    expect(publicImageUrl('http://localhost:3000/other/a.svg', 'http://x:1')).toBe(
      'http://localhost:3000/other/a.svg',
    );
  });
});
