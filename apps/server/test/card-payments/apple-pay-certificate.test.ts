import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:https';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { TLSSocket } from 'node:tls';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  allowedValidationUrl,
  validateApplePayMerchant,
  validationPost,
} from '../../src/card-payments/mastercard/apple-pay-validation';
import { clientCertificatePost } from '../../src/card-payments/mastercard/client-certificate-post';
import { MastercardGatewayError } from '../../src/card-payments/mastercard/mastercard-gateway';
import { loadConfig } from '../../src/config/config';
import { settingsOf } from '../support/harness';

/** A deployment's environment; the secrets are given so nothing is written to disk. */
const ENV = {
  STAFF_TOKEN: 'apple-pay-config-staff-token',
  SESSION_SECRET: 'apple-pay-config-session-secret-0123456789abcdef',
  DINER_DIST: '/nonexistent-diner-dist',
};

const MERCHANT = {
  MASTERCARD_MERCHANT_ID: 'TESTMERCHANT01',
  MASTERCARD_API_PASSWORD: 'a1b2c3d4e5f6a7b8',
  MASTERCARD_API_URL: 'https://ap-gateway.mastercard.com',
};

const APPLE_URL = 'https://apple-pay-gateway.apple.com/paymentservices/paymentSession';

/** Runs openssl in the folder (the tests make their own authority and certificates). */
function openssl(dir: string, args: string[]): void {
  execFileSync('openssl', args, { cwd: dir, stdio: 'pipe' });
}

/** A key and a certificate signed by the test authority, with the given name and extensions. */
function signedCertificate(dir: string, name: string, extensions: string): void {
  openssl(dir, ['genrsa', '-out', `${name}.key`, '2048']);
  openssl(dir, [
    'req',
    '-new',
    '-key',
    `${name}.key`,
    '-subj',
    `/CN=${name}`,
    '-out',
    `${name}.csr`,
  ]);
  writeFileSync(join(dir, `${name}.ext`), extensions);
  openssl(dir, [
    'x509',
    '-req',
    '-in',
    `${name}.csr`,
    '-CA',
    'ca.crt',
    '-CAkey',
    'ca.key',
    '-CAcreateserial',
    '-days',
    '2',
    '-extfile',
    `${name}.ext`,
    '-out',
    `${name}.crt`,
  ]);
}

describe('Apple Pay merchant identity certificate', () => {
  let dir: string;
  const pem = (name: string) => readFileSync(join(dir, name), 'utf8');
  let server: Server;
  let url: string;
  const received: { clientName: string | null; body: unknown }[] = [];

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'tabula-apple-pay-'));
    openssl(
      dir,
      ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-keyout', 'ca.key'].concat([
        '-out',
        'ca.crt',
        '-days',
        '2',
        '-subj',
        '/CN=Tabula test authority',
      ]),
    );
    signedCertificate(dir, 'server', 'subjectAltName=IP:127.0.0.1\nextendedKeyUsage=serverAuth\n');
    signedCertificate(dir, 'merchant', 'extendedKeyUsage=clientAuth\n');
    // A key that belongs to no certificate here.
    openssl(dir, ['genrsa', '-out', 'other.key', '2048']);
    // Apple's validation server as Apple Pay on the web describes it: mutual TLS, a JSON session.
    server = createServer(
      {
        key: pem('server.key'),
        cert: pem('server.crt'),
        ca: pem('ca.crt'),
        requestCert: true,
        rejectUnauthorized: true,
      },
      (req, res) => {
        const chunks: Buffer[] = [];
        req.on('data', (chunk: Buffer) => chunks.push(chunk));
        req.on('end', () => {
          if (!(req.socket instanceof TLSSocket)) throw new Error('not TLS');
          const peer = req.socket.getPeerCertificate();
          received.push({
            clientName: typeof peer.subject.CN === 'string' ? peer.subject.CN : null,
            body: JSON.parse(Buffer.concat(chunks).toString('utf8')) as unknown,
          });
          res.writeHead(200, { 'content-type': 'application/json' });
          res.end(JSON.stringify({ merchantSessionIdentifier: 'SSH-test', signature: 'abc' }));
        });
      },
    );
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `https://127.0.0.1:${String((server.address() as AddressInfo).port)}/paymentSession`;
  });

  afterAll(async () => {
    await new Promise<void>((resolve) => {
      server.close(() => {
        resolve();
      });
    });
    rmSync(dir, { recursive: true, force: true });
  });

  const request = { merchantIdentifier: 'merchant.test', displayName: 'Cafe', domain: 'cafe.test' };

  it('with the merchant identity as the client certificate, the validation answers the merchant session', async () => {
    const session = await validateApplePayMerchant(
      url,
      request,
      clientCertificatePost({
        cert: pem('merchant.crt'),
        key: pem('merchant.key'),
        ca: pem('ca.crt'),
      }),
    );
    expect(session).toEqual({ merchantSessionIdentifier: 'SSH-test', signature: 'abc' });
    expect(received.at(-1)).toEqual({
      clientName: 'merchant',
      body: {
        merchantIdentifier: 'merchant.test',
        displayName: 'Cafe',
        initiative: 'web',
        initiativeContext: 'cafe.test',
      },
    });
  });

  it('without a client certificate, the TLS handshake is refused and the validation fails', async () => {
    const before = received.length;
    await expect(
      validateApplePayMerchant(url, request, clientCertificatePost({ ca: pem('ca.crt') })),
    ).rejects.toBeInstanceOf(MastercardGatewayError);
    expect(received).toHaveLength(before);
  });

  it('configured: both PEM files are read at start and presented on every validation request', () => {
    const config = loadConfig(
      {
        ...ENV,
        ...MERCHANT,
        APPLE_PAY_MERCHANT_CERT: join(dir, 'merchant.crt'),
        APPLE_PAY_MERCHANT_KEY: 'merchant.key',
      },
      { repoRoot: dir },
    );
    expect(settingsOf(config, 'mastercard').applePayIdentity).toEqual({
      cert: pem('merchant.crt'),
      key: pem('merchant.key'),
    });
    expect(validationPost(settingsOf(config, 'mastercard'))).not.toBeNull();
  });

  it('a restaurant merchant without the certificate: Apple is not called (the route refuses Apple Pay)', () => {
    const config = loadConfig({ ...ENV, ...MERCHANT });
    expect(settingsOf(config, 'mastercard').applePayIdentity).toBeNull();
    expect(allowedValidationUrl(settingsOf(config, 'mastercard'), APPLE_URL)).toBe(true);
    expect(validationPost(settingsOf(config, 'mastercard'))).toBeNull();
  });

  it("APPLE_PAY_VALIDATION_ORIGIN replaces Apple's hosts with one https origin; anything else stops the start", () => {
    const origin = 'https://127.0.0.1:4999';
    const config = loadConfig({ ...ENV, ...MERCHANT, APPLE_PAY_VALIDATION_ORIGIN: `${origin}/` });
    const settings = settingsOf(config, 'mastercard');
    expect(settings.applePayValidationOrigin).toBe(origin);
    expect(allowedValidationUrl(settings, `${origin}/apple-pay/paymentSession`)).toBe(true);
    expect(allowedValidationUrl(settings, APPLE_URL)).toBe(false);
    expect(allowedValidationUrl(settings, 'http://127.0.0.1:4999/apple-pay/paymentSession')).toBe(
      false,
    );
    expect(allowedValidationUrl(settings, 'https://127.0.0.1:5000/apple-pay/paymentSession')).toBe(
      false,
    );
    expect(allowedValidationUrl(settings, 'not a url')).toBe(false);
    expect(settingsOf(loadConfig({ ...ENV, ...MERCHANT }), 'mastercard')).toMatchObject({
      applePayValidationOrigin: null,
    });
    for (const wrong of [
      'http://127.0.0.1:4999',
      'https://127.0.0.1:4999/paymentSession',
      'apple',
    ]) {
      expect(() => loadConfig({ ...ENV, ...MERCHANT, APPLE_PAY_VALIDATION_ORIGIN: wrong })).toThrow(
        /APPLE_PAY_VALIDATION_ORIGIN/,
      );
    }
  });

  it('only one of the two, an unreadable file, a file that is not PEM, or a key of another certificate: the server refuses to start', () => {
    const start = (extra: Record<string, string>) => () =>
      loadConfig({ ...ENV, ...MERCHANT, ...extra }, { repoRoot: dir });
    expect(start({ APPLE_PAY_MERCHANT_CERT: 'merchant.crt' })).toThrow(
      /APPLE_PAY_MERCHANT_CERT and APPLE_PAY_MERCHANT_KEY go together/,
    );
    expect(start({ APPLE_PAY_MERCHANT_KEY: 'merchant.key' })).toThrow(
      /APPLE_PAY_MERCHANT_CERT and APPLE_PAY_MERCHANT_KEY go together/,
    );
    expect(
      start({ APPLE_PAY_MERCHANT_CERT: 'missing.crt', APPLE_PAY_MERCHANT_KEY: 'merchant.key' }),
    ).toThrow(/APPLE_PAY_MERCHANT_CERT: cannot read missing\.crt/);
    expect(
      start({ APPLE_PAY_MERCHANT_CERT: 'merchant.key', APPLE_PAY_MERCHANT_KEY: 'merchant.key' }),
    ).toThrow(/APPLE_PAY_MERCHANT_CERT: merchant\.key is not a PEM certificate/);
    expect(
      start({ APPLE_PAY_MERCHANT_CERT: 'merchant.crt', APPLE_PAY_MERCHANT_KEY: 'merchant.crt' }),
    ).toThrow(/APPLE_PAY_MERCHANT_KEY: merchant\.crt is not a PEM private key/);
    expect(
      start({ APPLE_PAY_MERCHANT_CERT: 'merchant.crt', APPLE_PAY_MERCHANT_KEY: 'other.key' }),
    ).toThrow(/APPLE_PAY_MERCHANT_KEY: other\.key is not the key of the certificate merchant\.crt/);
  });
});
