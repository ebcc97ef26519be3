/* global process, Buffer */
/*
 * The benchmark's baselines (bench/http-bench.mjs): a bare Fastify, the same version the server
 * runs, with its logger off and one route. By default `GET /` → `{"hello":"world"}`. With
 * BARE_ANSWER naming a JSON file (`{ headers, body }`, the body in base64) it answers `GET /` with
 * those very bytes and headers: one answer of the real server, replayed with none of its work
 * (issue 34's reference for `/pages/home`). It listens on 127.0.0.1:PORT and prints `listening`
 * once it does; SIGTERM closes it.
 */
import { readFileSync } from 'node:fs';
import Fastify from 'fastify';

const server = Fastify({ logger: false });
const answerFile = process.env.BARE_ANSWER;
if (answerFile) {
  /** @type {{ headers: Record<string, string>, body: string }} */
  const answer = JSON.parse(readFileSync(answerFile, 'utf8'));
  const body = Buffer.from(answer.body, 'base64');
  server.get('/', (_request, reply) => reply.headers(answer.headers).send(body));
} else {
  server.get('/', () => ({ hello: 'world' }));
}

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => {
    void server.close().then(() => process.exit(0));
  });
}

await server.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
process.stdout.write('listening\n');
