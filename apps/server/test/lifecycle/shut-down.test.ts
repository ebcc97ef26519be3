import { request as httpRequest } from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import { shutDown } from '../../src/lifecycle/shut-down';
import { scannedDiner } from '../support/accounts';
import { startTestServer, type TestServer } from '../support/harness';
import { connect } from '../realtime/support/sockets';

/*
 * A graceful stop (SIGTERM; docs/server.md "Health and shutdown"): readiness goes first, what is
 * in flight is answered, live links drop as a lost connection (the client reconnects elsewhere),
 * and a stop that cannot finish in time says so.
 */

let t: TestServer | null = null;

/** A request whose head and part of its body are sent: the rest is sent by `finish`. */
interface HalfSent {
  finish(): void;
  /** Drops the connection (a test that failed must not leave the server waiting for it). */
  abort(): void;
  answer: Promise<{ status: number; text: string }>;
}

/** Sends a request's head and half its body; `finish` sends the rest. */
function halfSentPost(url: string, path: string, headers: Record<string, string>): HalfSent {
  const body = JSON.stringify({ note: 'x'.repeat(64) });
  const sent = httpRequest(new URL(path, url), {
    method: 'POST',
    headers: {
      ...headers,
      'content-type': 'application/json',
      'content-length': String(Buffer.byteLength(body)),
    },
  });
  const answer = new Promise<{ status: number; text: string }>((resolve, reject) => {
    sent.on('response', (response) => {
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (text += chunk));
      response.on('end', () => {
        resolve({ status: response.statusCode ?? 0, text });
      });
    });
    sent.on('error', reject);
  });
  sent.write(body.slice(0, 10));
  return {
    finish: () => sent.end(body.slice(10)),
    abort: () => sent.destroy(),
    answer,
  };
}

const pending: HalfSent[] = [];
afterEach(async () => {
  for (const request of pending.splice(0)) request.abort();
  await t?.close().catch(() => undefined);
  t = null;
});

describe('a graceful stop', () => {
  it('answers a request in flight, refuses readiness and new live links, and finishes', async () => {
    t = await startTestServer('pglite');
    const server = t;
    const diner = await scannedDiner(server);
    const ready = await fetch(`${server.url}/readyz`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({ status: 'ready', database: 'ok', redis: 'none' });

    const socket = await connect(server, { diner });
    const dropped = new Promise<string>((resolve) => {
      socket.once('disconnect', resolve);
    });
    const inFlight = halfSentPost(server.url, '/users/otps', {
      cookie: diner.cookieHeader(),
      'x-csrf-token': diner.csrfToken ?? '',
    });
    pending.push(inFlight);
    // The request has reached the server before the stop begins.
    await new Promise((resolve) => setTimeout(resolve, 100));

    const stopping = shutDown(server, 10_000);
    expect(server.health.draining()).toBe(true);
    // Live links are dropped as a lost connection, so the client reconnects (to another process).
    expect(await dropped).toBe('transport close');
    socket.close();

    inFlight.finish();
    const answered = await inFlight.answer;
    expect(answered.status).toBeGreaterThanOrEqual(200);
    expect(answered.status).toBeLessThan(500);
    expect(await stopping).toBe('finished');
  });

  it('says when the grace period ran out before the requests in flight finished', async () => {
    t = await startTestServer('pglite');
    const server = t;
    const diner = await scannedDiner(server);
    const inFlight = halfSentPost(server.url, '/users/otps', {
      cookie: diner.cookieHeader(),
      'x-csrf-token': diner.csrfToken ?? '',
    });
    pending.push(inFlight);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await shutDown(server, 200)).toBe('grace_ran_out');
    inFlight.finish();
    await inFlight.answer.catch(() => undefined);
  });

  it('answers /readyz 503 while stopping, and /healthz until the end', async () => {
    t = await startTestServer('pglite');
    const server = t;
    server.health.drain();
    const ready = await fetch(`${server.url}/readyz`);
    expect(ready.status).toBe(503);
    expect(await ready.json()).toEqual({ status: 'draining' });
    expect(ready.headers.get('cache-control')).toBe('no-store');
    const alive = await fetch(`${server.url}/healthz`);
    expect(alive.status).toBe(200);
    expect(await alive.json()).toEqual({ status: 'ok' });
    // A new live connection is refused while stopping.
    await expect(connect(server)).rejects.toThrow();
  });
});
