import { expect, test } from './support/test';
import { expectBreakdown, formatInPage } from './support/breakdown';
import { message } from './support/catalog';
import { enterCafeMenu } from './support/enter-menu';
import { expectedBill, fetchCoupon, fetchHomePage, type CartPick } from './support/expected-bill';
import { centreX, documentLanguage, edges, viewportWidth } from './support/layout';
import { openQr } from './support/open-qr';
import { chickenRiceSetIcedTea, menuCard, nasiLemakOtahEgg } from './support/menu';
import { recordToasts, toastsSeen } from './support/toasts';

/*
 * The journey in Arabic. The texts are read from the Arabic catalog
 * (src/locales/ar/messages.po) so they follow its translator; names and structure carry the
 * assertions where they can. Right to left is checked on the document and on the layout: the
 * menu button, the side menu, the category bar, the steppers and the cart bar are mirrored.
 * The cafe's own texts (categories, items, modifier groups and modifiers, surcharges) are read
 * in Arabic from its translations, with an English one isolated where it sits in Arabic text.
 */

/** The cafe's Arabic names the journey reads (the seed's translations). */
const CAFE_AR = {
  mains: 'الأطباق الرئيسية',
  nasiLemak: 'ناسي ليماك',
  sides: 'أطباق جانبية',
  chickenWing: 'جناح دجاج مقلي',
  otah: 'أوتاه (كعكة سمك مشوية)',
  friedEgg: 'بيض مقلي',
  lunchSet: 'وجبة الغداء',
  chickenRiceSet: 'وجبة أرز الدجاج',
  drink: 'المشروب',
  icedLemonTea: 'شاي بالليمون مثلج',
  packaging: 'رسوم تغليف السفري',
} as const;

/** An Arabic text of the app (see support/catalog). */
const ar = (id: string, values: Readonly<Record<string, string>> = {}) => message('ar', id, values);

const card = menuCard;

// Phones set to French, which neither venue offers: no stored choice and none of the phone's
// languages on offer, so each opens in its company's default (A§9), Arabic for Bait Al Kuwait
// and English for the cafe. A phone in a language the venue offers opens in it instead
// (phone-language.spec.ts).
test.use({ locale: 'fr-FR' });

test('Bait Al Kuwait opens in Arabic, right to left, with its layout mirrored', async ({
  page,
}) => {
  await openQr(page, 'kuwait');
  const home = await fetchHomePage(page);
  // spec: A§9, no stored choice (and no language of the phone offered): the company's default
  // language, Arabic.
  expect(home.company.locale_data.default).toBe('ar');
  await expect.poll(() => documentLanguage(page)).toEqual({ lang: 'ar', dir: 'rtl' });

  await test.step('the menu in Arabic: names, prices and search', async () => {
    const hummus = card(page, 'حمص');
    await expect(hummus).toBeVisible();
    const [price] = await formatInPage(page, home, ['1.250'], 'ar');
    await expect(hummus).toContainText(price ?? 'no price');
    const search = page.getByRole('searchbox', { name: ar('Search the menu') });
    // Arabic words match the Arabic names and descriptions: karak tea, and nothing else.
    await search.fill('كرك');
    await expect(card(page, 'شاي كرك')).toBeVisible();
    await expect(hummus).toBeHidden();
    await expect(card(page, 'فتوش')).toBeHidden();
    await page.getByRole('button', { name: ar('Clear search') }).click();
    await expect(hummus).toBeVisible();
    await expect(card(page, 'فتوش')).toBeVisible();
  });

  const width = viewportWidth(page);
  const menuButton = page.getByRole('button', { name: ar('Open menu') });

  await test.step('the header and the category bar read from the right', async () => {
    await expect.poll(() => centreX(menuButton)).toBeGreaterThan(width / 2);
    const brand = page.getByRole('link', { name: home.company.name });
    expect(await centreX(menuButton)).toBeGreaterThan(await centreX(brand));
    const links = page.getByRole('navigation', { name: ar('Menu categories') }).getByRole('link');
    await expect(links.nth(1)).toBeVisible();
    expect(await centreX(links.nth(0))).toBeGreaterThan(await centreX(links.nth(1)));
  });

  await test.step('the side menu opens from the right; English flips the page', async () => {
    await menuButton.click();
    const sideMenu = page.getByRole('dialog', { name: ar('Main menu') });
    await expect(sideMenu).toBeVisible();
    // The drawer slides in: wait until it rests against the right edge.
    await expect.poll(async () => (await edges(sideMenu)).right).toBeCloseTo(width, 0);
    expect((await edges(sideMenu)).left).toBeGreaterThan(0);
    const language = sideMenu.getByRole('combobox', { name: ar('Language') });
    await expect(language.locator('option')).toHaveText(['العربية', 'English']);
    await language.selectOption({ label: 'English' });
    await expect.poll(() => documentLanguage(page)).toEqual({ lang: 'en', dir: 'ltr' });
    await page.keyboard.press('Escape');
    await expect(sideMenu).toHaveCount(0);
    const english = page.getByRole('button', { name: 'Open menu' });
    await expect.poll(() => centreX(english)).toBeLessThan(width / 2);
    await expect(card(page, 'Hummus')).toBeVisible();
  });
});

test('the cafe in Arabic: the cart journey right to left, and the bill in Arabic', async ({
  page,
}) => {
  test.slow();
  // The demo cafe offers en, zh, ms and ar, English by default.
  await recordToasts(page);
  await openQr(page, 'cafe');
  const width = viewportWidth(page);

  await test.step('العربية from the side menu’s language dropdown', async () => {
    await page.getByRole('button', { name: 'Open menu' }).click();
    const sideMenu = page.getByRole('dialog', { name: 'Main menu' });
    await sideMenu.getByRole('combobox', { name: 'Language' }).selectOption({ label: 'العربية' });
    await expect.poll(() => documentLanguage(page)).toEqual({ lang: 'ar', dir: 'rtl' });
    await page.getByRole('button', { name: ar('Close menu') }).click();
    await expect(page.getByRole('dialog', { name: ar('Main menu') })).toHaveCount(0);
  });

  await test.step('the chooser and the announcement in Arabic', async () => {
    await expect(
      page.getByRole('group', { name: ar('How would you like your order?') }),
    ).toBeVisible();
    await enterCafeMenu(page, 'Take Out', {
      mode: ar('Take Out'),
      announcement: ar('Announcement'),
      close: ar('Close'),
      locale: 'ar',
    });
    await expect
      .poll(() => centreX(page.getByRole('button', { name: ar('Open menu') })))
      .toBeGreaterThan(width / 2);
  });
  const home = await fetchHomePage(page);

  await test.step('the categories in Arabic: the bar and the section headings', async () => {
    const bar = page.getByRole('navigation', { name: ar('Menu categories') });
    await expect(bar.getByRole('link', { name: CAFE_AR.mains, exact: true })).toBeVisible();
    await expect(bar.getByRole('link', { name: 'Mains', exact: true })).toHaveCount(0);
    await expect(page.getByRole('heading', { name: CAFE_AR.mains, exact: true })).toBeVisible();
  });

  await test.step('an item with modifiers: the sheet in Arabic, its groups and options too', async () => {
    await card(page, CAFE_AR.nasiLemak)
      .getByRole('button', { name: ar('Add'), exact: true })
      .click();
    const sheet = page.getByRole('dialog', { name: CAFE_AR.nasiLemak });
    const sides = sheet.getByRole('group', { name: CAFE_AR.sides });
    await expect(sheet.getByRole('group', { name: 'Sides' })).toHaveCount(0);
    await expect(sides).toContainText(
      ar('Please choose minimum of {minimum} and maximum of {maximum}', {
        minimum: '1',
        maximum: '2',
      }),
    );
    await sides.getByRole('checkbox', { name: CAFE_AR.chickenWing }).uncheck();
    await sides.getByRole('checkbox', { name: CAFE_AR.otah }).check();
    await sides.getByRole('checkbox', { name: CAFE_AR.friedEgg }).check();
    await expect(sides).toContainText(ar('{n} of {max}', { n: '2', max: '2' }));
    const [total] = await formatInPage(
      page,
      home,
      [expectedBill(home, [nasiLemakOtahEgg]).sub_total],
      'ar',
    );
    await sheet.getByRole('button', { name: ar('Add {0}', { 0: total ?? '' }) }).click();
    await expect(sheet).toHaveCount(0);
    await expect
      .poll(() => toastsSeen(page))
      .toContain(ar('Added to cart: {itemName}', { itemName: CAFE_AR.nasiLemak }));
  });

  const quantity = card(page, CAFE_AR.nasiLemak).getByRole('group', {
    name: ar('Quantity of {name}', { name: CAFE_AR.nasiLemak }),
  });

  await test.step('the stepper is mirrored: minus on the right, plus on the left', async () => {
    await expect(quantity).toHaveText('1');
    const minus = quantity.getByRole('button', { name: ar('Remove'), exact: true });
    const plus = quantity.getByRole('button', { name: ar('Add one more') });
    expect(await centreX(minus)).toBeGreaterThan(await centreX(plus));
  });

  await test.step('Repeat last, then a grouped item, in Arabic', async () => {
    await quantity.getByRole('button', { name: ar('Add one more') }).click();
    const repeat = page.getByRole('dialog', { name: CAFE_AR.nasiLemak });
    await expect(repeat).toContainText(ar('Repeat your last choice, or add a new one?'));
    await repeat.getByRole('button', { name: ar('Repeat last') }).click();
    await expect(quantity).toHaveText('2');

    await card(page, CAFE_AR.lunchSet)
      .getByRole('button', { name: ar('Add'), exact: true })
      .click();
    const [price] = await formatInPage(page, home, ['12.90'], 'ar');
    await page
      .getByRole('dialog', { name: CAFE_AR.lunchSet })
      .getByRole('button', {
        name: ar('{name}, {price}', { name: CAFE_AR.chickenRiceSet, price: price ?? '' }),
      })
      .click();
    const sheet = page.getByRole('dialog', { name: CAFE_AR.chickenRiceSet });
    await sheet
      .getByRole('radiogroup', { name: CAFE_AR.drink })
      .getByRole('radio', { name: CAFE_AR.icedLemonTea })
      .check();
    const [setTotal] = await formatInPage(
      page,
      home,
      [expectedBill(home, [chickenRiceSetIcedTea]).sub_total],
      'ar',
    );
    await sheet.getByRole('button', { name: ar('Add {0}', { 0: setTotal ?? '' }) }).click();
    await expect(sheet).toHaveCount(0);
  });

  await test.step('the cart bar is mirrored: the count on the right, the total on the left', async () => {
    const bar = page.getByRole('link', { name: new RegExp(ar('View Order')) });
    await expect(bar).toBeVisible();
    const count = bar.locator('span[aria-hidden="true"]');
    await expect(count).toHaveText('3');
    const total = bar.locator('span').last();
    expect(await centreX(count)).toBeGreaterThan(await centreX(total));
    await bar.click();
    await expect(page).toHaveURL(/\/order-details$/);
  });

  const picks: CartPick[] = [{ ...nasiLemakOtahEgg, count: 2 }, chickenRiceSetIcedTea];
  const lines = page.getByRole('list', { name: ar('Your items') });
  const setLine = lines
    .getByRole('listitem')
    .filter({ hasNot: page.getByRole('listitem') })
    .filter({ has: page.getByText(CAFE_AR.chickenRiceSet, { exact: true }) });
  const nasiLine = lines
    .getByRole('listitem')
    .filter({ hasNot: page.getByRole('listitem') })
    .filter({ has: page.getByText(CAFE_AR.nasiLemak, { exact: true }) });
  const note = 'بدون فلفل من فضلك';
  const edited: CartPick[] = [
    { ...nasiLemakOtahEgg, count: 2 },
    { ...chickenRiceSetIcedTea, count: 2 },
  ];

  await test.step('/order-details in Arabic: the lines and the engine’s bill', async () => {
    await expect(page.getByRole('heading', { name: ar('Your order') })).toBeVisible();
    await expectBreakdown(page, home, expectedBill(home, picks), 'ar');
    // The takeaway surcharge is named in Arabic on the bill.
    const bill = page.locator(`dl[aria-label="${ar('Bill details')}"]`);
    await expect(bill.locator('dt').filter({ hasText: CAFE_AR.packaging })).toHaveCount(1);
    await expect(bill).not.toContainText('Takeaway packaging');
    // A line's options read in Arabic too.
    await expect(nasiLine).toContainText(CAFE_AR.otah);
  });

  await test.step('a count and an item note, in Arabic', async () => {
    await setLine
      .getByRole('button', { name: ar('One more {name}', { name: CAFE_AR.chickenRiceSet }) })
      .click();
    await expect(setLine.getByRole('group')).toHaveText('2');
    await setLine.getByRole('button', { name: ar('Add note') }).click();
    await setLine
      .getByRole('textbox', {
        name: ar('Note for {itemName}', { itemName: CAFE_AR.chickenRiceSet }),
      })
      .fill(note);
    await setLine.getByRole('button', { name: ar('Save note') }).click();
    await expect(setLine.getByText(note)).toBeVisible();
    await expectBreakdown(page, home, expectedBill(home, edited), 'ar');
  });

  await test.step('every line’s count sits on the same side, with a note or without', async () => {
    const steppers = lines.getByRole('group', {
      name: new RegExp(ar('Quantity of {name}', { name: '' })),
    });
    await expect(steppers).toHaveCount(2);
    const [first, second] = [await edges(steppers.nth(0)), await edges(steppers.nth(1))];
    // Right to left, the count is at the inline end: the left edge of each line.
    expect(first.left).toBeCloseTo(second.left, 0);
    expect(first.right).toBeLessThan(width / 2);
  });

  await test.step('a reload keeps Arabic and the cart', async () => {
    await page.reload();
    await expect.poll(() => documentLanguage(page)).toEqual({ lang: 'ar', dir: 'rtl' });
    await expect(page.getByRole('heading', { name: ar('Your order') })).toBeVisible();
    await expect(setLine.getByRole('group')).toHaveText('2');
    await expect(setLine.getByText(note)).toBeVisible();
    await expectBreakdown(page, home, expectedBill(home, edited), 'ar');
  });

  await test.step('the coupon SAVE10 in Arabic', async () => {
    await page.getByRole('textbox', { name: ar('Promo code or coupon') }).fill('SAVE10');
    await page.getByRole('button', { name: ar('Apply'), exact: true }).click();
    const bill = expectedBill(home, edited, { coupons: [await fetchCoupon(page, 'SAVE10')] });
    const [saved] = await formatInPage(
      page,
      home,
      [bill.discounts[0]?.discountedAmount ?? '0'],
      'ar',
    );
    await expect(page.getByRole('status').filter({ hasText: '10% off' })).toContainText(
      ar('You save {saved}', { saved: saved ?? '' }),
    );
    await expectBreakdown(page, home, bill, 'ar');
  });
});
