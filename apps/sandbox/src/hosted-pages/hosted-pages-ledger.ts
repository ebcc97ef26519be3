import { randomBytes } from 'node:crypto';
import { z } from 'zod';

/** What a merchant's create call sends (docs/server.md, "Hosted payment pages"). */
export const createPageSchema = z.object({
  reference: z.string().regex(/^[\w-]{1,200}$/),
  amount: z.string().regex(/^\d{1,12}(\.\d{1,3})?$/),
  currency: z.string().regex(/^[A-Z]{3}$/),
  merchant: z.string().min(1).max(200),
  method: z.string().min(1).max(200),
  return_url: z.url(),
});

/** How a page ended: the outcome its notification carries. */
export type PageOutcome = 'paid' | 'declined' | 'abandoned';

/** A payment page the provider holds: what it shows, where it returns, and how it ended. */
export interface HostedPage {
  reference: string;
  amount: string;
  currency: string;
  merchant: string;
  method: string;
  returnUrl: string;
  outcome: PageOutcome | null;
}

/** A settled page's notification to the merchant (its body). */
export interface PageNotification {
  id: string;
  type: 'payment.settled';
  reference: string;
  outcome: PageOutcome;
  amount: string;
  currency: string;
}

/**
 * The provider's pages, by the merchant's reference: one page per reference (a second create
 * call for it answers the same page), settled once.
 */
export class HostedPagesLedger {
  readonly pages = new Map<string, HostedPage>();

  /** Opens a page for a payment, or answers the one its reference already has. */
  open(request: z.infer<typeof createPageSchema>): HostedPage {
    const existing = this.pages.get(request.reference);
    if (existing) return existing;
    const page: HostedPage = {
      reference: request.reference,
      amount: request.amount,
      currency: request.currency,
      merchant: request.merchant,
      method: request.method,
      returnUrl: request.return_url,
      outcome: null,
    };
    this.pages.set(page.reference, page);
    return page;
  }

  /** Settles an open page; null when it is unknown or already settled. */
  settle(reference: string, outcome: PageOutcome): PageNotification | null {
    const page = this.pages.get(reference);
    if (page?.outcome !== null) return null;
    page.outcome = outcome;
    return {
      id: `hpn_${randomBytes(12).toString('hex')}`,
      type: 'payment.settled',
      reference,
      outcome,
      amount: page.amount,
      currency: page.currency,
    };
  }
}
