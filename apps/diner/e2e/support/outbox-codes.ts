import type { Page } from '@playwright/test';

/**
 * Every one-time code the dev outbox (/dev/outbox) lists for a recipient, newest first: one per
 * code sent, so a resend shows as one more. Reads the page once; wrap it in `expect.poll` to wait
 * for a code that is on its way. The outbox lists the server's latest 50 messages.
 *
 * @param recipient - the address the codes went to, e.g. `+6586420975` or a staff e-mail
 */
export async function outboxCodes(page: Page, recipient: string): Promise<string[]> {
  const html = await (await page.request.get('/dev/outbox')).text();
  const cell = `<td>${recipient}</td>`;
  return (
    html
      .split('<tr>')
      .filter((row) => row.includes(cell))
      // Every language's message opens with the code: '1234 is your …', '1234 هو رمز …'; a
      // diner's code has 4 digits, a member of staff's 6.
      .map((row) => /<pre>(\d{4}|\d{6}) /.exec(row)?.[1])
      .filter((code): code is string => code !== undefined)
  );
}
