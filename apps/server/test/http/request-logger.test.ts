import { Writable } from 'node:stream';
import Fastify, { LogController } from 'fastify';
import { describe, expect, it } from 'vitest';
import { registerRequestLogging, requestScopedLogger } from '../../src/http/request-logger';

/*
 * Every line a request causes names its id (issue 34): features log through the app context's
 * logger, which writes through the logger of the request being served, found through the
 * request's async context, across awaits and concurrent requests.
 */

interface Line {
  reqId?: string;
  msg: string;
  step?: number;
  level: number;
}

async function serverLoggingTo(lines: Line[]) {
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const text of chunk.toString('utf8').split('\n')) {
        if (text.trim() !== '') lines.push(JSON.parse(text) as Line);
      }
      done();
    },
  });
  const server = Fastify({
    logger: { level: 'debug', stream },
    logController: new LogController({ disableRequestLogging: true }),
    genReqId: () => crypto.randomUUID(),
  });
  await registerRequestLogging(server);
  // What a feature holds: the app context's logger, not the request.
  const appLog = requestScopedLogger(server.log);
  server.get('/work/:step', async (request) => {
    const { step } = request.params as { step: string };
    appLog.info({ step: Number(step) }, 'before a wait');
    await new Promise((resolve) => setTimeout(resolve, Math.random() * 20));
    appLog.info({ step: Number(step) }, 'after a wait');
    return { id: request.id };
  });
  return { server, appLog };
}

describe('log lines of a request', () => {
  it('carry its id through awaits, with 40 requests at once, and one "answered" line each', async () => {
    const lines: Line[] = [];
    const { server } = await serverLoggingTo(lines);
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, step) =>
        server.inject({ method: 'GET', url: `/work/${String(step)}` }),
      ),
    );
    const idOfStep = new Map(
      answers.map((answer, step) => [step, answer.json<{ id: string }>().id]),
    );
    for (const [step, id] of idOfStep) {
      const own = lines.filter((line) => line.reqId === id);
      expect(own.map((line) => line.msg)).toEqual(['before a wait', 'after a wait', 'answered']);
      expect(
        own.filter((line) => line.step !== undefined).every((line) => line.step === step),
      ).toBe(true);
    }
    // Fastify's own two lines per request are off; the one line is at debug (20).
    expect(lines.filter((line) => line.msg === 'incoming request')).toEqual([]);
    expect(lines.filter((line) => line.msg === 'answered').every((line) => line.level === 20)).toBe(
      true,
    );
    await server.close();
  });

  it('are the server’s own outside a request', async () => {
    const lines: Line[] = [];
    const { server, appLog } = await serverLoggingTo(lines);
    await server.ready();
    appLog.info('a schedule ran');
    expect(lines.at(-1)).toMatchObject({ msg: 'a schedule ran' });
    expect(lines.at(-1)?.reqId).toBeUndefined();
    await server.close();
  });
});
