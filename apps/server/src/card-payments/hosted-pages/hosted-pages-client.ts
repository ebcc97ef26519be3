import { z } from 'zod';
import type { HostedPagesSettings } from '../../config/config';
import { HOSTED_PAGES_SIGNATURE_HEADER, signHostedPagesBody } from './hosted-pages-signature';

/** What a payment page is made with: the payment, who is paid, by what, and where to come back. */
export interface HostedPageRequest {
  reference: string;
  /** The amount at the currency's precision, as the payment stores it. */
  amount: string;
  currency: string;
  /** The company's name, which the page shows. */
  merchant: string;
  /** The payment type's title ("PayTabs"), which the page shows. */
  method: string;
  returnUrl: string;
}

/** The provider refused the create call or could not be reached. */
export class HostedPagesError extends Error {
  constructor(
    message: string,
    readonly status: number | null,
  ) {
    super(message);
    this.name = 'HostedPagesError';
  }
}

/**
 * A signed call to the provider (POST {HOSTED_PAGES_URL}{path}, JSON) and its JSON answer.
 *
 * @throws HostedPagesError when the provider cannot be reached within 10 s or answers an error
 */
async function signedPost(
  settings: HostedPagesSettings,
  path: string,
  body: string,
  now: Date,
  fetcher: typeof fetch,
): Promise<{ status: number; json: unknown }> {
  let answer: Response;
  try {
    answer = await fetcher(`${settings.url}${path}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        [HOSTED_PAGES_SIGNATURE_HEADER]: signHostedPagesBody(settings.secret, body, now),
      },
      body,
      signal: AbortSignal.timeout(10_000),
    });
  } catch (error) {
    throw new HostedPagesError(
      `the hosted-page provider could not be reached: ${error instanceof Error ? error.message : String(error)}`,
      null,
    );
  }
  if (!answer.ok) {
    throw new HostedPagesError(
      `the hosted-page provider answered ${String(answer.status)}`,
      answer.status,
    );
  }
  return { status: answer.status, json: await answer.json().catch(() => null) };
}

const answerSchema = z.object({ reference: z.string(), page_url: z.url() });

/**
 * Asks the hosted-page provider for a payment's page (POST {HOSTED_PAGES_URL}/v1/pages, signed
 * with the shared secret) and answers the address to send the diner to. A second call for the
 * same reference answers the same page.
 *
 * @throws HostedPagesError when the provider cannot be reached within 10 s, refuses the call,
 *   or answers something else than a page
 */
export async function createHostedPage(
  settings: HostedPagesSettings,
  request: HostedPageRequest,
  now: Date,
  fetcher: typeof fetch = fetch,
): Promise<string> {
  const body = JSON.stringify({
    reference: request.reference,
    amount: request.amount,
    currency: request.currency,
    merchant: request.merchant,
    method: request.method,
    return_url: request.returnUrl,
  });
  const answer = await signedPost(settings, '/v1/pages', body, now, fetcher);
  const page = answerSchema.safeParse(answer.json);
  if (!page.success || page.data.reference !== request.reference) {
    throw new HostedPagesError(
      'the hosted-page provider answered no page for the payment',
      answer.status,
    );
  }
  return page.data.page_url;
}

const cancelAnswerSchema = z.object({
  reference: z.string(),
  outcome: z.enum(['paid', 'declined', 'abandoned']),
});

/**
 * Closes a payment's page at the provider (POST {HOSTED_PAGES_URL}/v1/pages/{reference}/cancel,
 * signed) and answers how the page ended: abandoned when it was still open, else paid or
 * declined, the buyer having been first.
 *
 * @throws HostedPagesError when the provider cannot be reached within 10 s or refuses the call
 */
export async function cancelHostedPage(
  settings: HostedPagesSettings,
  reference: string,
  now: Date,
  fetcher: typeof fetch = fetch,
): Promise<'paid' | 'declined' | 'abandoned'> {
  const body = JSON.stringify({ reference });
  const answer = await signedPost(
    settings,
    `/v1/pages/${encodeURIComponent(reference)}/cancel`,
    body,
    now,
    fetcher,
  );
  const ended = cancelAnswerSchema.safeParse(answer.json);
  if (!ended.success || ended.data.reference !== reference) {
    throw new HostedPagesError(
      'the hosted-page provider answered no outcome for the page',
      answer.status,
    );
  }
  return ended.data.outcome;
}
