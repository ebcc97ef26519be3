import { type Page } from '@playwright/test';
import { expect, test } from './support/test';
import { message } from './support/catalog';
import { demo, venue } from './support/demo';
import { enterCafeMenu } from './support/enter-menu';
import { menuCard } from './support/menu';
import { openPosPage, signInToPos } from './support/pos-console';

/*
 * The menu of the back office (issue 32), as a restaurant changes it: the owner adds a category
 * and a dish, uploads the dish's photo from the tablet and writes its Arabic name; a diner's
 * phone in Arabic, opening the cafe after, sees the dish with its Arabic name and its photo at
 * once; the owner then takes it off and the phone's next visit no longer shows it. The journey
 * adds its own category at the end of the menu and takes it off again, so the journeys running
 * beside it see the cafe's menu as the demo has it.
 */

const ar = (id: string) => message('ar', id);

/** A photo as a phone's camera takes it: a 1600×1200 JPEG, drawn in the browser. */
async function cameraPhoto(page: Page): Promise<Buffer> {
  const base64 = await page.evaluate(async () => {
    const canvas = new OffscreenCanvas(1600, 1200);
    const context = canvas.getContext('2d');
    if (context === null) throw new Error('no 2d context');
    const gradient = context.createLinearGradient(0, 0, 1600, 1200);
    gradient.addColorStop(0, '#c0392b');
    gradient.addColorStop(1, '#f5b041');
    context.fillStyle = gradient;
    context.fillRect(0, 0, 1600, 1200);
    context.fillStyle = '#fdfefe';
    context.beginPath();
    context.ellipse(800, 600, 500, 300, 0, 0, Math.PI * 2);
    context.fill();
    const blob = await canvas.convertToBlob({ type: 'image/jpeg', quality: 0.9 });
    const bytes = new Uint8Array(await blob.arrayBuffer());
    let text = '';
    for (const byte of bytes) text += String.fromCharCode(byte);
    return btoa(text);
  });
  return Buffer.from(base64, 'base64');
}

test('the owner adds a dish with a photo and an Arabic name; a phone in Arabic sees it at once', async ({
  browser,
}) => {
  const cafe = venue('cafe');
  const run = Date.now().toString(36).slice(-5);
  const category = `Chef's specials ${run}`;
  const dish = `Sambal stingray ${run}`;
  const arabic = `لخمة بالسامبال ${run}`;
  const owner = await (await browser.newContext({ baseURL: demo().origin })).newPage();
  owner.on('dialog', (dialog) => void dialog.accept());
  const phone = await (await browser.newContext({ locale: 'ar-KW' })).newPage();
  try {
    await test.step('the owner adds a category and a dish to the cafe’s menu', async () => {
      await owner.goto('/pos');
      await signInToPos(owner, demo().owners.cafe, demo().owners.password);
      await openPosPage(owner, 'Menu', 'menu');
      await owner.getByLabel(/^Outlet/).selectOption(String(cafe.outletId));
      const addCategory = owner.getByRole('form', { name: 'Add a category' });
      await addCategory.getByLabel('New category').fill(category);
      await addCategory.getByRole('button', { name: 'Add the category' }).click();
      await expect(owner.getByRole('status')).toHaveText(`Category ${category} added`);
      const addDish = owner.getByRole('form', { name: `Add a dish to ${category}` });
      await addDish.getByLabel('New dish').fill(dish);
      await addDish.getByLabel('Price (SGD)').fill('14.9');
      await addDish.getByRole('button', { name: 'Add the dish' }).click();
      await expect(owner.getByRole('status')).toHaveText(`${dish} added to ${category}`);
    });

    await test.step('uploads its photo and writes its Arabic name', async () => {
      await owner.getByRole('button', { name: `Change ${dish}` }).click();
      const form = owner.getByRole('form', { name: `Change ${dish}` });
      await form.getByLabel(/^Upload a photo/).setInputFiles({
        name: 'sambal-stingray.jpg',
        mimeType: 'image/jpeg',
        buffer: await cameraPhoto(owner),
      });
      await expect(owner.getByRole('status')).toHaveText(
        'Photo uploaded: save the dish to keep it.',
      );
      const preview = form.getByRole('img', { name: 'The dish’s picture' });
      await expect
        .poll(() => preview.evaluate((img: HTMLImageElement) => img.naturalWidth))
        .toBe(1200);
      await form.getByLabel('Name in Arabic').fill(arabic);
      await form.getByRole('button', { name: 'Save the dish' }).click();
      await expect(owner.getByRole('status')).toHaveText(`${dish} saved`);
      const row = owner.locator('li').filter({ hasText: dish });
      await expect(row).toContainText('SGD 14.90');
      await expect(row).not.toContainText('Arabic');
    });

    await test.step('a phone in Arabic opens the cafe and sees the dish, its name and photo', async () => {
      await phone.goto(cafe.links.Counter ?? 'no counter link');
      await enterCafeMenu(phone, 'Take Out', {
        mode: ar('Take Out'),
        announcement: ar('Announcement'),
        close: ar('Close'),
        locale: 'ar',
      });
      // The category bar leads to the new section (sections draw their dishes as they come into view).
      await phone.getByRole('link', { name: category, exact: true }).click();
      const card = menuCard(phone, arabic);
      await expect(card).toBeVisible();
      const photo = card.locator('img');
      await expect(photo).toHaveAttribute('src', /\/images\/uploads\/[0-9a-f]{64}\.webp$/);
      await expect
        .poll(() => photo.evaluate((img: HTMLImageElement) => img.naturalWidth))
        .toBeGreaterThan(0);
    });

    await test.step('the owner takes the dish and its category off; the phone’s next visit has neither', async () => {
      await owner.getByRole('button', { name: `Take off the menu ${dish}` }).click();
      await expect(owner.getByRole('status')).toHaveText(`${dish} taken off the menu`);
      const section = owner.getByRole('region', { name: category });
      await section.getByRole('button', { name: 'Retire the category' }).click();
      await expect(owner.getByRole('status')).toHaveText(`Category ${category} retired`);
      await phone.reload();
      await expect(
        phone.getByRole('heading', { name: 'الأطباق الرئيسية', exact: true }),
      ).toBeVisible();
      await expect(phone.getByRole('link', { name: category, exact: true })).toHaveCount(0);
      await expect(phone.getByRole('region', { name: category, exact: true })).toHaveCount(0);
    });
  } finally {
    await owner.context().close();
    await phone.context().close();
  }
});
