import { type Browser, type Page } from '@playwright/test';
import { expect, test } from './support/test';
import { demo, venue } from './support/demo';
import { openPosPage, signInToPos, signInToPosWithCode } from './support/pos-console';

/*
 * The back office in the POS (issue 32), as a restaurant runs it: the owner adds a manager and a
 * member of staff; the manager adds a table and replaces its QR code, after which the old printed
 * code opens the "table updated" page and the new one the menu; the member of staff signs in with
 * a code e-mailed to them and cannot open the back office; the owner reads who replaced the code in the audit log.
 */

/** A new browser context on the POS, signed in as this person; dialogs are confirmed. */
async function posAs(browser: Browser, email: string, password: string): Promise<Page> {
  const context = await browser.newContext({ baseURL: demo().origin });
  const page = await context.newPage();
  page.on('dialog', (dialog) => void dialog.accept());
  await page.goto('/pos');
  await signInToPos(page, email, password);
  return page;
}

test('an owner adds a manager and staff; the manager adds a table and replaces its code; staff cannot open the back office', async ({
  browser,
  page: diner,
}) => {
  // Four people in four browser contexts, three of them signing in (each password is hashed
  // with the server's real cost) and each page checked by axe as it closes: on two loaded cores
  // the journey ran past the default minute at its last step.
  test.slow();
  const cafe = venue('cafe');
  const run = Date.now().toString(36);
  const manager = { name: 'Aisyah Rahman', email: `aisyah.${run}@kopikaya.example.com` };
  const staff = { name: 'Ravi Kumar', email: `ravi.${run}@kopikaya.example.com` };
  const password = 'teh-tarik-kurang-manis';
  const number = `B${run.slice(-4).toUpperCase()}`;
  const owner = await posAs(browser, demo().owners.cafe, demo().owners.password);
  let manage: Page | null = null;
  let serve: Page | null = null;
  try {
    await test.step('the owner adds a manager and a member of staff at the cafe', async () => {
      await openPosPage(owner, 'People', 'people');
      const form = owner.getByRole('form', { name: 'Add a person' });
      for (const [person, role] of [
        [manager, 'Manager'],
        [staff, 'Staff'],
      ] as const) {
        await form.getByLabel('Name').fill(person.name);
        await form.getByLabel('E-mail address').fill(person.email);
        await form.getByLabel('Role').selectOption({ label: role });
        await form.getByLabel(/^Outlet/).selectOption({ index: 0 });
        await form.getByLabel(/^Initial password/).fill(password);
        await form.getByRole('button', { name: 'Add person' }).click();
        await expect(owner.getByRole('status')).toHaveText(`${person.name} can now sign in`);
      }
      const people = owner.getByRole('list', { name: "The company's people" });
      await expect(people.getByText(manager.email)).toBeVisible();
      await expect(people.getByText(staff.email)).toBeVisible();
    });

    let oldLink = '';
    let newLink = '';
    await test.step('the manager adds a table and replaces its QR code', async () => {
      manage = await posAs(browser, manager.email, password);
      const nav = manage.getByRole('navigation', { name: 'Pages' });
      await expect(nav.getByRole('link', { name: 'People' })).toHaveCount(0);
      await nav.getByRole('link', { name: 'Tables, counters and QR codes' }).click();
      await manage.getByLabel(/^Outlet/).selectOption(String(cafe.outletId));
      const add = manage.getByRole('form', { name: 'Add a table' });
      await add.getByLabel('Number').fill(number);
      await add.getByRole('button', { name: 'Add the table' }).click();
      await expect(manage.getByRole('status')).toHaveText(
        `Table ${number} added, with its QR code`,
      );
      const card = manage.locator('li').filter({
        has: manage.getByRole('heading', { name: `Table ${number}`, exact: true }),
      });
      const picture = card.getByRole('img', { name: `QR code of Table ${number}` });
      // The picture is the staff call's SVG, sent with the manager's session cookie.
      await expect
        .poll(() => picture.evaluate((img: HTMLImageElement) => img.naturalWidth))
        .toBeGreaterThan(0);
      oldLink = (await card.getByText(/\/q\//).textContent()) ?? '';
      expect(oldLink).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/q\/[\w-]{16}$/);

      await card.getByRole('button', { name: 'New QR code' }).click();
      await expect(manage.getByRole('status')).toHaveText(
        `Table ${number} has a new QR code: print it and replace the old one`,
      );
      await expect(card.getByText(oldLink, { exact: true })).toHaveCount(0);
      newLink = (await card.getByText(/\/q\//).textContent()) ?? '';
      expect(newLink).toMatch(/\/q\/[\w-]{16}$/);
      expect(newLink).not.toBe(oldLink);
    });

    await test.step('the old printed code is refused, the new one opens the menu', async () => {
      await diner.goto(oldLink);
      await expect(diner).toHaveURL(/\/invalid-table$/);
      await expect(diner.getByRole('heading', { name: 'Table updated' })).toBeVisible();
      await diner.goto(newLink);
      await expect(diner).toHaveURL((url) => url.pathname === '/');
    });

    await test.step('a member of staff signs in with a code by e-mail, and cannot open the back office', async () => {
      const context = await browser.newContext({ baseURL: demo().origin });
      serve = await context.newPage();
      await serve.goto('/pos');
      await signInToPosWithCode(serve, staff.email);
      const nav = serve.getByRole('navigation', { name: 'Pages' });
      await expect(nav.getByRole('link', { name: 'Orders and tables' })).toBeVisible();
      await expect(nav.getByRole('link', { name: 'Tables, counters and QR codes' })).toHaveCount(0);
      await serve.goto('/pos/places');
      await expect(
        serve.getByText('Your role does not open this page. Ask an owner.'),
      ).toBeVisible();
      // The server refuses the call itself too, whatever the screen shows.
      const refused = await serve.request.get(`/pos/api/outlets/${String(cafe.outletId)}/places`);
      expect(refused.status()).toBe(403);
    });

    await test.step('the owner reads who replaced the code in the audit log', async () => {
      await openPosPage(owner, 'Audit log', 'audit-log');
      const line = owner
        .getByRole('row')
        .filter({ hasText: "Replaced a table's QR code" })
        .filter({ hasText: manager.name })
        .first();
      await expect(line).toBeVisible();
      await expect(line).toContainText(`table ${number}`);
    });
  } finally {
    await owner.context().close();
    await (manage as Page | null)?.context().close();
    await (serve as Page | null)?.context().close();
  }
});
