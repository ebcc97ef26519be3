import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { HOME_PAGE_SCRIPT_ID } from '@tabula/api-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ServerConfig } from '../../src/config/config';
import {
  cardPageSources,
  dinerCspDirectives,
  googlePaySources,
  stripeSources,
  hostedSessionScriptSources,
} from '../../src/features/diner-app/diner-csp';
import { scannedDiner } from '../support/accounts';
import { DATABASE_KINDS } from '../support/databases';
import { startTestServer, type TestServer } from '../support/harness';
import { settingsOf } from '../support/harness';

/** The built page as Vite writes it: a module entry, a preload and a stylesheet. */
const BUILT_INDEX = `<!doctype html>
<html lang="en"><head><meta charset="utf-8">
<script type="module" crossorigin src="/assets/index-abc.js"></script>
<link rel="modulepreload" crossorigin href="/assets/chunk-abc.js">
<link rel="stylesheet" crossorigin href="/assets/index-abc.css">
</head><body><div id="root"></div></body></html>`;

/** The directives of a Content-Security-Policy header, by name. */
function directives(header: string | null): Map<string, string[]> {
  const parsed = new Map<string, string[]>();
  for (const part of (header ?? '').split(';')) {
    const [name, ...values] = part.trim().split(/\s+/);
    if (name) parsed.set(name, values);
  }
  return parsed;
}

describe.each(DATABASE_KINDS)('the diner app’s security headers on %s', (kind) => {
  let t: TestServer;
  let dist: string;
  beforeAll(async () => {
    dist = mkdtempSync(join(tmpdir(), 'tabula-dist-'));
    mkdirSync(join(dist, 'assets'));
    writeFileSync(join(dist, 'index.html'), BUILT_INDEX);
    writeFileSync(join(dist, 'assets', 'index-abc.js'), 'console.log(1);');
    t = await startTestServer(kind, { dinerDist: dist });
  });
  afterAll(async () => {
    await t.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('cannot be framed or sniffed on / and on every path of the app', async () => {
    const diner = await scannedDiner(t);
    for (const path of ['/', '/order-details', '/login', '/my-account/profile', '/track-order']) {
      const page = await diner.get(path, { accept: 'text/html' });
      expect(page.status, path).toBe(200);
      const policy = directives(page.headers.get('content-security-policy'));
      expect(policy.get('frame-ancestors'), path).toEqual(["'none'"]);
      expect(page.headers.get('x-frame-options'), path).toBe('DENY');
      expect(page.headers.get('x-content-type-options'), path).toBe('nosniff');
    }
    const asset = await fetch(`${t.url}/assets/index-abc.js`);
    expect(asset.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('lets nothing load, run or frame any other answer: a call’s JSON, a file, a picture, a 404', async () => {
    const diner = await scannedDiner(t);
    const answers = [
      await diner.get('/pages/home'),
      await diner.get('/pages/no-such-page'),
      await diner.get('/assets/index-abc.js'),
      await diner.get('/images/laksa.svg'),
    ];
    expect(answers.map((answer) => answer.status)).toEqual([200, 404, 200, 200]);
    for (const answer of answers) {
      const policy = directives(answer.headers.get('content-security-policy'));
      expect(policy.get('default-src')).toEqual(["'none'"]);
      expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
      expect(policy.get('script-src')).toBeUndefined();
    }
  });

  it('allows exactly the page’s own files, its socket and its pictures, and no inline code', async () => {
    const page = await fetch(`${t.url}/`, { headers: { accept: 'text/html' } });
    const policy = directives(page.headers.get('content-security-policy'));
    expect(policy.get('default-src')).toEqual(["'self'"]);
    expect(policy.get('script-src')?.[0]).toBe("'self'");
    expect(policy.get('script-src')?.[1]).toMatch(/^'nonce-[\w+/=-]{22,}'$/);
    // The scripts of another origin: the Mastercard gateway's session.js and the stand-in of
    // Google Pay's pay.js, both on the card sandbox's origin.
    const sandbox = new URL(settingsOf(t.context.config, 'mastercard').apiUrl ?? 'http://missing')
      .origin;
    expect(policy.get('script-src')?.[2]).toBe(sandbox);
    expect(policy.get('script-src')).toHaveLength(3);
    expect(policy.get('script-src-attr')).toEqual(["'none'"]);
    // The same nonce lets in the style Google Pay's pay.js injects with it (PaymentOptions.nonce).
    expect(policy.get('style-src')).toEqual(["'self'", policy.get('script-src')?.[1]]);
    // PUBLIC_URL may name another address of this server (localhost for 127.0.0.1): the page's
    // picture URLs and the generic payment form are written against it.
    expect(policy.get('img-src')).toEqual(["'self'", t.url]);
    expect(policy.get('connect-src')).toEqual(["'self'"]);
    expect(policy.get('object-src')).toEqual(["'none'"]);
    expect(policy.get('base-uri')).toEqual(["'none'"]);
    // The Mastercard gateway's pages (the hosted fields, the 3-D Secure challenge) are framed
    // and posted to on the gateway's origin; a merchant's gateway sends the challenge on to the
    // card issuer's https server.
    const gateway = new URL(settingsOf(t.context.config, 'mastercard').apiUrl ?? 'http://missing')
      .origin;
    expect(gateway).not.toBe(new URL(t.url).origin);
    expect(policy.get('frame-src')).toEqual(["'self'", gateway, 'https:']);
    expect(policy.get('form-action')).toEqual(["'self'", t.url, gateway, 'https:']);
    // Plain HTTP (PUBLIC_URL http://): no upgrade, no HSTS, or a LAN address would stop working.
    expect(policy.has('upgrade-insecure-requests')).toBe(false);
    expect(page.headers.get('strict-transport-security')).toBeNull();
    const all = [...policy.values()].flat();
    expect(all).not.toContain("'unsafe-inline'");
    expect(all).not.toContain("'unsafe-eval'");
  });

  it('gives every script of the page, the inlined configuration too, a fresh nonce', async () => {
    const diner = await scannedDiner(t);
    const first = await diner.get('/', { accept: 'text/html' });
    const nonce = /'nonce-([^']+)'/.exec(first.headers.get('content-security-policy') ?? '')?.[1];
    expect(nonce).toBeDefined();
    const scripts = [...first.text.matchAll(/<script\b[^>]*>/g)].map((match) => match[0]);
    expect(scripts.some((tag) => tag.includes(`id="${HOME_PAGE_SCRIPT_ID}"`))).toBe(true);
    expect(scripts.some((tag) => tag.includes('src="/assets/index-abc.js"'))).toBe(true);
    for (const tag of scripts) expect(tag).toContain(`nonce="${nonce ?? ''}"`);
    const second = await diner.get('/', { accept: 'text/html' });
    expect(second.headers.get('content-security-policy')).not.toContain(nonce);
  });

  it('keeps the POS console’s and the outbox’s own policies', async () => {
    const pos = await fetch(`${t.url}/pos`);
    expect(directives(pos.headers.get('content-security-policy')).get('default-src')).toEqual([
      "'none'",
    ]);
    expect(pos.headers.get('x-frame-options')).toBe('DENY');
    const outbox = await fetch(`${t.url}/dev/outbox`);
    expect(directives(outbox.headers.get('content-security-policy')).get('style-src')).toEqual([
      "'unsafe-inline'",
    ]);
  });

  it('lets any page show the menu pictures (they are public)', async () => {
    const image = await fetch(`${t.url}/images/laksa.svg`);
    expect(image.status).toBe(200);
    expect(image.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
    expect(image.headers.get('x-content-type-options')).toBe('nosniff');
  });
});

/** The diner policy's directives for a configuration, each read as one answer would. */
const policyOf = (config: ServerConfig) => {
  const directives = dinerCspDirectives(config);
  const read = (name: string) =>
    (directives[name] ?? [])
      .map((source) =>
        typeof source === 'string'
          ? source
          : source({} as unknown as IncomingMessage, { locals: {} } as unknown as ServerResponse),
      )
      .join(' ')
      .split(' ');
  return { read };
};

describe('Google Pay’s script in the diner app’s policy', () => {
  it('names the card sandbox’s origin, where its stand-in pay.js and sheet are, while it plays the gateway', () => {
    const config = {
      publicUrl: 'http://localhost:3000',
      mastercard: { apiUrl: 'http://localhost:3001' },
      googlePayEnvironment: 'TEST',
      googlePayScriptUrl: 'http://localhost:3001/gp/p/js/pay.js',
      stripe: { jsUrl: 'http://localhost:3001/v3/' },
      captcha: null,
    } as unknown as ServerConfig;
    expect(googlePaySources(config)).toEqual({ script: 'http://localhost:3001', connect: [] });
    const { read } = policyOf(config);
    expect(read('script-src')).toContain('http://localhost:3001');
    expect(read('script-src')).not.toContain('https://pay.google.com');
    expect(read('frame-src')).toEqual(["'self'", 'http://localhost:3001', 'https:']);
    expect(read('connect-src')).toEqual(["'self'"]);
  });

  it('names https://pay.google.com with a restaurant’s merchant: its script, its sheet, its calls', () => {
    const config = {
      publicUrl: 'https://tabula.example',
      mastercard: { apiUrl: 'https://ap-gateway.mastercard.com' },
      googlePayEnvironment: 'PRODUCTION',
      stripe: { jsUrl: 'http://localhost:3001/v3/' },
      captcha: null,
    } as unknown as ServerConfig;
    expect(googlePaySources(config)).toEqual({
      script: 'https://pay.google.com',
      connect: ['https://pay.google.com'],
    });
    const { read } = policyOf(config);
    expect(read('script-src')).toContain('https://pay.google.com');
    expect(read('frame-src')).toEqual([
      "'self'",
      'https://ap-gateway.mastercard.com',
      'https:',
      'https://pay.google.com',
      'http://localhost:3001',
    ]);
    expect(read('connect-src')).toEqual(["'self'", 'https://pay.google.com']);
  });
});

describe('Turnstile in the diner app’s policy', () => {
  it('names Cloudflare’s origin as a script and a frame only when its keys are set', () => {
    const base = {
      publicUrl: 'https://tabula.example',
      mastercard: { apiUrl: 'https://ap-gateway.mastercard.com' },
      googlePayEnvironment: 'PRODUCTION',
      stripe: { jsUrl: null },
    };
    const withKeys = {
      ...base,
      captcha: {
        siteKey: '0x4AAAAAAAB1cdEfGhIjKlMn',
        secretKey: '0x4AAAAAAAB1cdEfGhIjKlMnOpQrStUvWxYz',
        url: 'https://challenges.cloudflare.com',
        verifyUrl: 'https://challenges.cloudflare.com',
      },
    };
    const keyed = policyOf(withKeys as unknown as ServerConfig);
    expect(keyed.read('script-src')).toContain('https://challenges.cloudflare.com');
    expect(keyed.read('frame-src')).toContain('https://challenges.cloudflare.com');
    const without = policyOf({ ...base, captcha: null } as unknown as ServerConfig);
    expect(without.read('script-src')).not.toContain('https://challenges.cloudflare.com');
    expect(without.read('frame-src')).not.toContain('https://challenges.cloudflare.com');
  });
});

describe('Stripe.js in the diner app’s policy', () => {
  const base = {
    publicUrl: 'https://tabula.example',
    mastercard: { apiUrl: 'https://ap-gateway.mastercard.com' },
    googlePayEnvironment: 'PRODUCTION',
    captcha: null,
  };

  it('names Stripe’s origins with a restaurant’s keys: its script and frames, 3-D Secure, its API', () => {
    const config = { ...base, stripe: { jsUrl: null } } as unknown as ServerConfig;
    expect(stripeSources(config)).toEqual({
      script: ['https://js.stripe.com'],
      frame: ['https://js.stripe.com', 'https://hooks.stripe.com'],
      connect: ['https://api.stripe.com'],
    });
    const { read } = policyOf(config);
    expect(read('script-src')).toContain('https://js.stripe.com');
    expect(read('frame-src')).toEqual(expect.arrayContaining(['https://hooks.stripe.com']));
    expect(read('connect-src')).toContain('https://api.stripe.com');
  });

  it('names only the stand-in’s origin, and nothing of Stripe’s, when a test double serves Stripe.js', () => {
    const config = {
      ...base,
      stripe: { jsUrl: 'http://localhost:4101/v3/' },
    } as unknown as ServerConfig;
    const { read } = policyOf(config);
    expect(read('script-src')).toContain('http://localhost:4101');
    expect(read('frame-src')).toContain('http://localhost:4101');
    const all = ['script-src', 'frame-src', 'connect-src'].flatMap(read).join(' ');
    expect(all).not.toContain('stripe.com');
  });
});

describe('the card gateway pages the diner app may frame and post to', () => {
  it('are the gateway’s origin and the issuers’ https challenge pages', () => {
    const local = { mastercard: { apiUrl: 'http://127.0.0.1:4101' } } as unknown as ServerConfig;
    expect(cardPageSources(local)).toEqual(['http://127.0.0.1:4101', 'https:']);
    const config = {
      mastercard: { apiUrl: 'https://ap-gateway.mastercard.com' },
    } as unknown as ServerConfig;
    expect(cardPageSources(config)).toEqual(['https://ap-gateway.mastercard.com', 'https:']);
  });

  it('are none without a gateway merchant', () => {
    expect(cardPageSources({ mastercard: null } as unknown as ServerConfig)).toEqual([]);
  });
});

describe('the Mastercard gateway script the diner app may load', () => {
  it('is the card sandbox’s session.js while the sandbox plays Mastercard', () => {
    const config = {
      mastercard: {
        merchantId: 'TABULASANDBOX',
        apiUrl: 'http://localhost:4101',
        apiVersion: 100,
      },
    } as unknown as ServerConfig;
    expect(hostedSessionScriptSources(config)).toEqual(['http://localhost:4101']);
    // Its hosted fields are framed from the same origin, which the app may frame.
    expect(cardPageSources(config)).toContain('http://localhost:4101');
  });

  it('is the restaurant gateway’s session.js, and no other https script, with a real merchant', () => {
    const config = {
      mastercard: {
        merchantId: 'CAFE01',
        apiUrl: 'https://ap-gateway.mastercard.com',
        apiVersion: 100,
      },
    } as unknown as ServerConfig;
    expect(hostedSessionScriptSources(config)).toEqual(['https://ap-gateway.mastercard.com']);
    expect(cardPageSources(config)).toContain('https://ap-gateway.mastercard.com');
  });

  it('is none while the gateway’s address is not known', () => {
    const config = {
      mastercard: { merchantId: 'X', apiUrl: null, apiVersion: 100 },
    } as unknown as ServerConfig;
    expect(hostedSessionScriptSources(config)).toEqual([]);
  });
});
