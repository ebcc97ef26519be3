import type { AddressInfo } from 'node:net';
import { TLSSocket } from 'node:tls';
import Fastify, { type FastifyInstance } from 'fastify';
import { readCert, SANDBOX_CERT_PATHS } from '../../certs';
import { APPLE_PAY_VALIDATION_PATH, registerApplePayValidation } from './apple-pay-routes';

/** The stand-in of Apple's merchant validation, listening. */
export interface AppleValidation {
  server: FastifyInstance;
  /** Its origin, `https://127.0.0.1:{port}`: the server's APPLE_PAY_VALIDATION_ORIGIN. */
  origin: string;
  /** The validation URL Apple Pay JS hands the page (`event.validationURL`) in the sandbox. */
  validationUrl: string;
  close: () => Promise<void>;
}

/**
 * Apple's merchant validation as Apple serves it (Apple Pay on the web, "Requesting an Apple Pay
 * payment session"): over https, with the merchant identity certificate as the TLS client
 * certificate, else the handshake is refused. Its own https listener, since the rest of the
 * sandbox speaks plain http; its certificates are the sandbox's (certs/), so a server trusts it
 * only when told to (the launcher sets NODE_EXTRA_CA_CERTS for the process it starts).
 */
export async function startAppleValidation(options: {
  host?: string;
  port?: number;
  now?: () => Date;
}): Promise<AppleValidation> {
  const server = Fastify({
    logger: false,
    https: {
      cert: readCert(SANDBOX_CERT_PATHS.validationCert),
      key: readCert(SANDBOX_CERT_PATHS.validationKey),
      ca: readCert(SANDBOX_CERT_PATHS.authority),
      requestCert: true,
      rejectUnauthorized: true,
    },
  });
  server.addHook('onRequest', async (request, reply) => {
    // The handshake already refused a connection without a certificate the authority signed.
    const socket = request.raw.socket;
    if (!(socket instanceof TLSSocket) || !socket.authorized) {
      await reply.status(403).send({ statusMessage: 'Merchant identity certificate required' });
    }
  });
  registerApplePayValidation(server, options.now ?? (() => new Date()));
  await server.listen({ host: options.host ?? '127.0.0.1', port: options.port ?? 0 });
  const { port } = server.server.address() as AddressInfo;
  const origin = `https://127.0.0.1:${String(port)}`;
  return {
    server,
    origin,
    validationUrl: `${origin}${APPLE_PAY_VALIDATION_PATH}`,
    close: () => server.close(),
  };
}
