import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';

/** Where the sandbox plays Apple's merchant validation (the validation URL Apple Pay JS gives). */
export const APPLE_PAY_VALIDATION_PATH = '/apple-pay/paymentSession';

const validationSchema = z.object({
  merchantIdentifier: z.string().min(1).max(200),
  displayName: z.string().min(1).max(64),
  initiative: z.literal('web'),
  initiativeContext: z.string().min(1).max(253),
});

/**
 * Apple's merchant validation as the sandbox plays it: the merchant's server posts its merchant
 * identifier, display name and domain to the validation URL, and gets an opaque merchant session
 * for Apple Pay JS (valid 5 minutes), as Apple's paymentSession endpoint answers.
 */
export function registerApplePayValidation(server: FastifyInstance, now: () => Date): void {
  server.post(APPLE_PAY_VALIDATION_PATH, (request, reply) => {
    const body = validationSchema.safeParse(request.body);
    if (!body.success) {
      return reply
        .status(400)
        .send({ statusMessage: 'Payment Services Exception: invalid request' });
    }
    const epoch = now().getTime();
    return reply.send({
      epochTimestamp: epoch,
      expiresAt: epoch + 300_000,
      merchantSessionIdentifier: `SSH${randomBytes(16).toString('hex').toUpperCase()}`,
      nonce: randomBytes(4).toString('hex'),
      merchantIdentifier: body.data.merchantIdentifier,
      domainName: body.data.initiativeContext,
      displayName: body.data.displayName,
      signature: randomBytes(48).toString('base64'),
      operationalAnalyticsIdentifier: `${body.data.displayName}:${body.data.merchantIdentifier}`,
      retries: 0,
      pspId: body.data.merchantIdentifier,
    });
  });
}
