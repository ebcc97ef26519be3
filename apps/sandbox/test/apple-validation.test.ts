import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:https';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readCert, SANDBOX_CERT_PATHS, trustFile } from '../src/certs';
import {
  startAppleValidation,
  type AppleValidation,
} from '../src/cards/mastercard/apple-validation-server';

const BODY = {
  merchantIdentifier: 'merchant.cafe.example',
  displayName: 'Kopi & Kaya',
  initiative: 'web',
  initiativeContext: 'cafe.example',
};

/** Posts to the stand-in over https, trusting the sandbox's authority, with the given client certificate. */
function post(
  url: string,
  body: unknown,
  client: { cert?: string; key?: string },
): Promise<{ status: number; body: Record<string, unknown> }> {
  return new Promise((resolve, reject) => {
    const text = JSON.stringify(body);
    const req = request(
      url,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(text) },
        ca: readCert(SANDBOX_CERT_PATHS.authority),
        ...client,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          resolve({
            status: res.statusCode ?? 0,
            body: JSON.parse(Buffer.concat(chunks).toString('utf8')) as Record<string, unknown>,
          });
        });
      },
    );
    req.on('error', reject);
    req.end(text);
  });
}

describe("the stand-in of Apple's merchant validation", () => {
  let apple: AppleValidation;
  const now = new Date('2026-11-30T08:00:00Z');
  beforeAll(async () => {
    apple = await startAppleValidation({ now: () => now });
  });
  afterAll(() => apple.close());

  const merchant = {
    cert: readCert(SANDBOX_CERT_PATHS.merchantCert),
    key: readCert(SANDBOX_CERT_PATHS.merchantKey),
  };

  it('answers a merchant session to a post presenting the merchant identity certificate', async () => {
    expect(apple.validationUrl).toBe(`${apple.origin}/apple-pay/paymentSession`);
    expect(apple.origin).toMatch(/^https:\/\/127\.0\.0\.1:\d+$/);
    const answer = await post(apple.validationUrl, BODY, merchant);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      epochTimestamp: now.getTime(),
      expiresAt: now.getTime() + 300_000,
      merchantIdentifier: 'merchant.cafe.example',
      domainName: 'cafe.example',
      displayName: 'Kopi & Kaya',
    });
  });

  it('refuses the handshake without a client certificate, or with one its authority did not sign', async () => {
    await expect(post(apple.validationUrl, BODY, {})).rejects.toThrow();
    // The stand-in's own server certificate is signed by the authority, but not for clients.
    await expect(
      post(apple.validationUrl, BODY, {
        cert: readCert(SANDBOX_CERT_PATHS.validationCert),
        key: readCert(SANDBOX_CERT_PATHS.validationKey),
      }),
    ).rejects.toThrow();
  });

  it('answers 400 to a request that is not a validation request', async () => {
    const answer = await post(apple.validationUrl, { ...BODY, initiative: 'app' }, merchant);
    expect(answer.status).toBe(400);
  });
});

describe('trustFile, what NODE_EXTRA_CA_CERTS names for a process the launcher starts', () => {
  it("is the sandbox's authority, or a new file with the environment's own authorities and it", () => {
    expect(trustFile(undefined)).toBe(SANDBOX_CERT_PATHS.authority);
    expect(trustFile('')).toBe(SANDBOX_CERT_PATHS.authority);
    const dir = mkdtempSync(join(tmpdir(), 'trust-'));
    const theirs = join(dir, 'proxy.pem');
    writeFileSync(theirs, readCert(SANDBOX_CERT_PATHS.merchantCert));
    const both = readFileSync(trustFile(theirs), 'utf8');
    expect(both).toContain(readCert(SANDBOX_CERT_PATHS.merchantCert).trim());
    expect(both).toContain(readCert(SANDBOX_CERT_PATHS.authority).trim());
    expect(readFileSync(theirs, 'utf8')).toBe(readCert(SANDBOX_CERT_PATHS.merchantCert));
    rmSync(dir, { recursive: true });
  });
});
