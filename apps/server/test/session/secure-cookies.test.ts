import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer, type TabulaServer } from '../../src/app';
import { loadConfig } from '../../src/config/config';
import type { OpenDatabase } from '../../src/db/client';
import { seedDemo, type DemoSeed } from '../../src/seed/seed-demo';
import { DATABASE_KINDS, openTestDatabase } from '../support/databases';

/** The environment of a deployment; the secrets are given so nothing is written to disk. */
const ENV = {
  STAFF_TOKEN: 'secure-cookie-staff-token',
  SESSION_SECRET: 'secure-cookie-session-secret-0123456789abcdef',
  DINER_DIST: '/nonexistent-diner-dist',
};

describe('SECURE_COOKIES follows PUBLIC_URL', () => {
  it('is on for an https PUBLIC_URL and off for http, unless SECURE_COOKIES says otherwise', () => {
    const secure = (env: Record<string, string>) => loadConfig({ ...ENV, ...env }).secureCookies;
    expect(secure({ PUBLIC_URL: 'https://tabula.example' })).toBe(true);
    expect(secure({ PUBLIC_URL: 'HTTPS://tabula.example' })).toBe(true);
    expect(secure({ PUBLIC_URL: 'http://192.168.1.20:3000' })).toBe(false);
    expect(secure({})).toBe(false);
    expect(secure({ PUBLIC_URL: 'https://tabula.example', SECURE_COOKIES: 'false' })).toBe(false);
    expect(secure({ PUBLIC_URL: 'http://localhost:3000', SECURE_COOKIES: 'true' })).toBe(true);
  });
});

describe.each(DATABASE_KINDS)('a server behind https on %s', (kind) => {
  let database: OpenDatabase;
  let seed: DemoSeed;
  let https: TabulaServer;
  let http: TabulaServer;
  beforeAll(async () => {
    database = await openTestDatabase(kind);
    seed = await seedDemo(database.db);
    const build = (publicUrl: string) =>
      buildServer({ db: database.db, config: loadConfig({ ...ENV, PUBLIC_URL: publicUrl }) });
    https = await build('https://tabula.example');
    http = await build('http://192.168.1.20:3000');
    await Promise.all([https.server.ready(), http.server.ready()]);
  });
  afterAll(async () => {
    await https.server.close();
    await http.server.close();
    await database.close();
  });

  const scan = (built: TabulaServer) =>
    built.server.inject({ url: `/q/${seed.cafe.counterToken}` });

  it('sets the session cookie Secure when PUBLIC_URL is https, and not over plain http', async () => {
    const secure = await scan(https);
    expect(secure.statusCode).toBe(302);
    expect(String(secure.headers['set-cookie'])).toMatch(/^tabula_session=[^;]+;.*\bSecure\b/);
    const plain = await scan(http);
    expect(plain.statusCode).toBe(302);
    expect(String(plain.headers['set-cookie'])).toMatch(/^tabula_session=/);
    expect(String(plain.headers['set-cookie'])).not.toMatch(/\bSecure\b/);
  });

  it('asks browsers to stay on https (HSTS, upgrade-insecure-requests) only behind https', async () => {
    const page = await https.server.inject({ url: '/', headers: { accept: 'text/html' } });
    expect(page.headers['strict-transport-security']).toMatch(/^max-age=\d+/);
    expect(page.headers['content-security-policy']).toContain('upgrade-insecure-requests');
    const plain = await http.server.inject({ url: '/', headers: { accept: 'text/html' } });
    expect(plain.headers['strict-transport-security']).toBeUndefined();
    expect(plain.headers['content-security-policy']).not.toContain('upgrade-insecure-requests');
  });
});
