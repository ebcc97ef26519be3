import { endpoints, type PosOutletSettings } from '@tabula/api-client';
import { request, type Browser, type Page } from '@playwright/test';
import { expect, test } from './support/test';
import { demo, venue } from './support/demo';
import { openQr } from './support/open-qr';
import { openPosPage, signInToPos } from './support/pos-console';
import { closeAnnouncement, phone } from './support/table-bill';

/*
 * The outlet's settings in the back office (issue 32), as a restaurant changes them: the owner
 * turns waiter calls off and writes a new announcement in the POS; a phone scanning table S1 next
 * reads the new announcement and is offered no Call waiter button. The settings are put back at
 * the end, since the other journeys of this worker share the demo server.
 */

const ANNOUNCEMENT = 'Last orders at 9 pm tonight.';

/** The cafe's settings through the staff API (the journeys' machine token), read or changed. */
async function cafeSettings(change?: unknown): Promise<PosOutletSettings> {
  const api = await request.newContext({
    baseURL: demo().origin,
    extraHTTPHeaders: { Authorization: `Bearer ${demo().staffToken}` },
  });
  try {
    const path = `/pos/api/outlets/${String(venue('cafe').outletId)}/settings`;
    const answer =
      change === undefined ? await api.get(path) : await api.patch(path, { data: change });
    expect(answer.ok(), await answer.text()).toBe(true);
    return endpoints.pos.outletSettings.response.parse(await answer.json());
  } finally {
    await api.dispose();
  }
}

/** A phone at the cafe's table S1 after its announcement: whether it offers to call a waiter. */
async function phoneAtS1(browser: Browser, announcement: string | null): Promise<Page> {
  const page = await phone(browser);
  await openQr(page, 'cafe', 'Table S1');
  if (announcement !== null) {
    await expect(page.getByRole('dialog', { name: 'Announcement' })).toContainText(announcement);
  }
  await closeAnnouncement(page);
  await expect(page.getByRole('heading', { name: 'Your bill' })).toBeVisible();
  return page;
}

test('the owner turns waiter calls off and writes an announcement; the next phone at a table sees both', async ({
  browser,
}) => {
  const before = await cafeSettings();
  expect(before.profile.call_waiter_enabled).toBe(true);
  const owner = await (await browser.newContext({ baseURL: demo().origin })).newPage();
  try {
    await test.step('a phone at S1 is offered the Call waiter button', async () => {
      const diner = await phoneAtS1(browser, null);
      await expect(diner.getByRole('button', { name: 'Call waiter', exact: true })).toBeVisible();
      await diner.context().close();
    });

    await test.step('the owner turns waiter calls off and writes the announcement in the POS', async () => {
      await owner.goto('/pos');
      await signInToPos(owner, demo().owners.cafe, demo().owners.password);
      await openPosPage(owner, 'Settings', 'settings');
      await owner.getByLabel(/^Outlet/).selectOption(String(venue('cafe').outletId));
      const form = owner.getByRole('form', { name: 'How the outlet serves' });
      await form.getByRole('checkbox', { name: 'Diners may call a waiter' }).uncheck();
      await form.getByLabel('Announcement on the menu').fill(ANNOUNCEMENT);
      await form.getByRole('button', { name: 'Save the service settings' }).click();
      await expect(owner.getByRole('status')).toHaveText('Service settings saved');
    });

    await test.step('the next phone at S1 reads the announcement and cannot call a waiter', async () => {
      const diner = await phoneAtS1(browser, ANNOUNCEMENT);
      await expect(diner.getByRole('button', { name: 'Pay Now' })).toBeVisible();
      await expect(diner.getByRole('button', { name: 'Call waiter', exact: true })).toHaveCount(0);
      await diner.context().close();
    });

    await test.step('the owner reads the change in the audit log', async () => {
      await openPosPage(owner, 'Audit log', 'audit-log');
      const latest = owner
        .getByRole('table', { name: 'Changes, newest first' })
        .getByRole('row')
        .nth(1);
      await expect(latest).toContainText("Changed the outlet's settings");
      await expect(latest).toContainText('Waiter calls: on → off');
      await expect(latest).toContainText('Announcement changed');
    });
  } finally {
    await owner.context().close();
    await cafeSettings({
      profile: {
        call_waiter_enabled: before.profile.call_waiter_enabled,
        announcement: before.profile.announcement,
      },
    });
  }
});
