import { errorCodes, type FastifyInstance } from 'fastify';

/*
 * A body over a call's limit is refused with a 413 the client can read. Fastify's own refusal,
 * in its body parser, answers and closes the connection (`connection: close`) while the client
 * may still be sending: the client's next write meets a closed socket (EPIPE, or a reset that
 * loses the answer already on its way), and a phone or the back office reports a network error
 * instead of "too large" (the contract fuzz saw it: 3 of 2,300 such answers lost). Refused here,
 * before the parser, when the declared length is past the limit, the answer is the same 413 and
 * the connection stays open: Node reads the rest of the body and drops it, as it does for every
 * answer sent before a body was read (a 429, a 401), and the client reads the 413 once it has
 * sent its bytes. Past {@link DRAINED_AT_MOST} the server does not read that much for nothing:
 * the parser's refusal, with its close, stands.
 */

/** The largest over-limit body read to the end rather than cut off: a photo far over 5 MB. */
export const DRAINED_AT_MOST = 32 * 1024 * 1024;

/** Methods whose body Fastify never parses: their body is not the call's to refuse. */
const BODILESS = new Set(['GET', 'HEAD']);

/**
 * Refuses, at preParsing, a request whose Content-Length is past its route's body limit (and at
 * most {@link DRAINED_AT_MOST}) with Fastify's own body-too-large error (413), before the body
 * parser would answer it and close the connection. Register it before the routes.
 */
export function registerOverLimitBodies(server: FastifyInstance): void {
  server.addHook('preParsing', async (request, _reply, payload) => {
    if (BODILESS.has(request.method)) return payload;
    const declared = Number(request.headers['content-length']);
    const limit = request.routeOptions.bodyLimit;
    if (Number.isSafeInteger(declared) && declared > limit && declared <= DRAINED_AT_MOST) {
      throw new errorCodes.FST_ERR_CTP_BODY_TOO_LARGE();
    }
    return payload;
  });
}
