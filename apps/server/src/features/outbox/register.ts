import { urlIdSchema } from '@tabula/api-client';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import { outbox } from '../../db/schema';
import { describeIssues } from '../../http/describe-issues';
import { badRequest, notFound } from '../../http/http-error';
import { latestMessages } from './delivery';
import { requireOutboxReader } from './outbox-access';
import { outboxPageHtml } from './outbox-page';
import { outboxPageEnabled } from './outbox-page-enabled';

const attachmentParamsSchema = z.object({ id: urlIdSchema });

/** The page's own headers: never cached, never indexed, nothing but its inline style runs. */
const PAGE_HEADERS = {
  'cache-control': 'no-store',
  'x-robots-tag': 'noindex',
  'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'",
};

/**
 * GET /dev/outbox and GET /dev/outbox/{id}/attachment: the messages the outbox delivery stored,
 * and an attachment's file (the invoice PDF). Served unless NODE_ENV is production (our choice,
 * see outboxPageEnabled), and only to this machine or with the staff token (mayReadOutbox).
 */
export function registerOutboxPage(
  server: FastifyInstance,
  app: AppContext,
  env: Record<string, string | undefined> = process.env,
): void {
  if (!outboxPageEnabled(env)) return;

  const onRequest = requireOutboxReader(app);

  server.get('/dev/outbox', { onRequest }, async (_request, reply) => {
    const messages = await latestMessages(app.db, 50);
    return reply
      .status(200)
      .headers(PAGE_HEADERS)
      .header('content-type', 'text/html; charset=utf-8')
      .send(outboxPageHtml(messages));
  });

  server.get('/dev/outbox/:id/attachment', { onRequest }, async (request, reply) => {
    const parsed = attachmentParamsSchema.safeParse({ ...(request.params as object) });
    if (!parsed.success) throw badRequest(describeIssues(parsed.error.issues, 'params'));
    const [row] = await app.db.select().from(outbox).where(eq(outbox.id, parsed.data.id));
    const name = row?.attachmentName ?? null;
    const content = row?.attachmentBase64 ?? null;
    if (name === null || content === null) {
      throw notFound('This message has no attachment', 'not_found');
    }
    const fileName = name.replace(/[^\w.-]+/g, '_');
    return reply
      .status(200)
      .headers(PAGE_HEADERS)
      .header(
        'content-type',
        fileName.endsWith('.pdf') ? 'application/pdf' : 'application/octet-stream',
      )
      .header('content-disposition', `attachment; filename="${fileName}"`)
      .send(Buffer.from(content, 'base64'));
  });
}
