import type { AnyEndpoint } from '@tabula/api-client';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { AppContext } from '../app-context';

/**
 * Checks a call's answer against the contract's response schema before it is sent, in
 * development and tests (config.checkAnswers): a mismatch is a log line and a 500, so a change
 * that would answer what the app or the POS rejects fails there. In production the answers the
 * tests checked are sent as they are. Shared by the diner's calls (contract-route.ts) and the
 * staff's (pos-route.ts).
 *
 * @throws Error when checking and the answer does not match
 */
export function checkAnswer(
  app: AppContext,
  request: FastifyRequest,
  endpoint: Pick<AnyEndpoint, 'name'> & { response: z.ZodType },
  answer: () => unknown,
): void {
  if (!app.config.checkAnswers) return;
  const checked = endpoint.response.safeParse(answer());
  if (checked.success) return;
  request.log.error(
    { endpoint: endpoint.name, issues: checked.error.issues },
    'answer does not match the contract',
  );
  throw new Error(`${endpoint.name}: answer does not match the contract`);
}
