/* global process */
/*
 * The benchmark's baseline (bench/http-bench.mjs): a bare Fastify, the same version the server
 * runs, with its logger off and one route, `GET /` → `{"hello":"world"}`. It listens on
 * 127.0.0.1:PORT and prints `listening` once it does; SIGTERM closes it.
 */
import Fastify from 'fastify';

const server = Fastify({ logger: false });
server.get('/', () => ({ hello: 'world' }));

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => {
    void server.close().then(() => process.exit(0));
  });
}

await server.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
process.stdout.write('listening\n');
