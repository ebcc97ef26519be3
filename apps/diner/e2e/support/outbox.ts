import { expect, type Page } from '@playwright/test';

/** An e-mail the journey expects the server to have sent. */
export interface ExpectedMail {
  /** The recipient's address, as the outbox's "To" column shows it. */
  to: string;
  /** The subject, exactly. */
  subject: string;
  /** The attached file's name, when the mail carries one (e.g. /^invoice-\d+\.pdf$/). */
  attachment?: RegExp;
}

/**
 * Asserts that the dev outbox (`/dev/outbox`, the page the demo server serves outside production,
 * newest first) lists an e-mail to the recipient with the subject and, when given, the
 * attachment. The page is opened in a tab of its own in the page's browser context and closed
 * afterwards; it reloads itself every 5 seconds, so a mail still on its way shows up within the
 * expectation's wait.
 */
export async function expectMailInOutbox(page: Page, mail: ExpectedMail): Promise<void> {
  const outbox = await page.context().newPage();
  try {
    await outbox.goto('/dev/outbox');
    await expect(outbox.getByRole('heading', { name: 'Outbox' })).toBeVisible();
    const row = outbox
      .getByRole('row')
      .filter({ has: outbox.getByRole('cell', { name: 'email', exact: true }) })
      .filter({ has: outbox.getByRole('cell', { name: mail.to, exact: true }) })
      .filter({ has: outbox.getByRole('cell', { name: mail.subject, exact: true }) });
    await expect(row, `an e-mail to ${mail.to}: "${mail.subject}"`).toHaveCount(1);
    if (mail.attachment) {
      await expect(row.getByRole('link', { name: mail.attachment })).toBeVisible();
    }
  } finally {
    await outbox.close();
  }
}
