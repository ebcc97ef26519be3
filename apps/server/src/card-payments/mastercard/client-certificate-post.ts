import { request } from 'node:https';

/** What a JSON post answered: its status and its body parsed (null when it was not JSON). */
export interface JsonAnswer {
  status: number;
  body: unknown;
}

/** Posts a JSON body to an address and reads the JSON answer. */
export type JsonPost = (url: string, body: string) => Promise<JsonAnswer>;

/** The most of an answer that is read: a merchant session is a few kilobytes. */
const MAX_ANSWER_BYTES = 256 * 1024;

/** How long a post may take, connection to last byte. */
const POST_TIMEOUT_MS = 20_000;

/**
 * A JSON post over https that presents a TLS client certificate (Apple Pay's merchant identity:
 * Apple refuses the validation request without it). `ca` replaces the trusted authorities (the
 * tests' own); without it the system's are trusted.
 */
export function clientCertificatePost(tls: { cert?: string; key?: string; ca?: string }): JsonPost {
  return (url, body) =>
    new Promise<JsonAnswer>((resolve, reject) => {
      const req = request(
        url,
        {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            'content-length': Buffer.byteLength(body),
          },
          ...tls,
          signal: AbortSignal.timeout(POST_TIMEOUT_MS),
        },
        (res) => {
          const chunks: Buffer[] = [];
          let size = 0;
          res.on('data', (chunk: Buffer) => {
            size += chunk.length;
            if (size > MAX_ANSWER_BYTES) {
              req.destroy(new Error('the answer is too large'));
              return;
            }
            chunks.push(chunk);
          });
          res.on('error', reject);
          res.on('end', () => {
            let parsed: unknown = null;
            try {
              parsed = JSON.parse(Buffer.concat(chunks).toString('utf8'));
            } catch {
              // Not JSON: the caller sees null and refuses it.
            }
            resolve({ status: res.statusCode ?? 0, body: parsed });
          });
        },
      );
      req.on('error', reject);
      req.end(body);
    });
}
