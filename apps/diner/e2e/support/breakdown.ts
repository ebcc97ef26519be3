import { expect, type Page } from '@playwright/test';
import { parseAmount, type Amount, type Bill } from '@tabula/engine';
import { message, type CatalogLocale } from './catalog';
import type { HomePage } from './expected-bill';
import { isolated, venueName } from './venue-names';

/**
 * Formats amounts as the app does (the engine's formatMoney: Intl currency style at the company's
 * precision), but with the browser's Intl, which is the one the app runs on: Node's ICU and
 * Chromium's may write Arabic amounts differently.
 */
export async function formatInPage(
  page: Page,
  home: HomePage,
  amounts: readonly Amount[],
  locale: string,
): Promise<string[]> {
  return page.evaluate(
    ({ texts, currency, precision, lang }) =>
      texts.map((text) =>
        new Intl.NumberFormat(lang, {
          style: 'currency',
          currency,
          currencyDisplay: 'symbol',
          minimumFractionDigits: precision,
          maximumFractionDigits: precision,
        }).format(text as unknown as number),
      ),
    {
      // The engine's amounts are decimal strings at the company's precision already, and Intl
      // formats a decimal string exactly.
      texts: amounts.map(String),
      currency: home.company.currency,
      precision: home.company.decimal_precision,
      lang: locale,
    },
  );
}

/** One row the breakdown should show: its label and the engine's amount. */
interface ExpectedRow {
  label: string;
  amount: Amount;
  deduction: boolean;
}

/**
 * The rows of the engine's bill in the order the order-details and checkout screens list them:
 * subtotal, the tip (the checkout's, with its Remove link), the order promotion, each discount,
 * the loyalty redeemed when it counts as a discount, each surcharge, tax (prices without tax
 * only), the loyalty redeemed when it is paid like a tender, total.
 */
function expectedRows(bill: Bill, locale: CatalogLocale, home: HomePage): ExpectedRow[] {
  // The venue's names, in the page's language (else the company's default language).
  const fallback = home.company.locale_data.default;
  const named = (source: Parameters<typeof venueName>[0]) => venueName(source, locale, fallback);
  const rows: ExpectedRow[] = [
    { label: message(locale, 'Subtotal'), amount: bill.sub_total, deduction: false },
  ];
  // The checkout's tip row carries its Remove link in the label (B§2).
  if (!parseAmount(bill.tips_amount).isZero()) {
    rows.push({
      label: `${message(locale, 'Tip')}${message(locale, 'Remove')}`,
      amount: bill.tips_amount,
      deduction: false,
    });
  }
  if (!parseAmount(bill.order_promotion_discount).isZero()) {
    const promotion = bill.applied_promotions.find(
      (entry) => entry.promotion_id === bill.order_promotion_id,
    );
    const source = home.promotions.find((entry) => entry.id === bill.order_promotion_id);
    rows.push({
      label: promotion ? named(source ?? promotion) : message(locale, 'Promotion'),
      amount: bill.order_promotion_discount,
      deduction: true,
    });
  }
  for (const discount of bill.discounts) {
    rows.push({
      // A name inside the app's words is isolated (bidi), so it keeps its own direction.
      label: message(locale, 'Discount ({name})', { name: isolated(discount.discount_name) }),
      amount: discount.discountedAmount,
      deduction: true,
    });
  }
  // spec: B§2 lists loyalty after the discounts. Loyalty paid like a tender (the company's
  // loyalty_details.is_discount false) comes off after tax, so the app lists it there.
  const loyalty: ExpectedRow | null = parseAmount(bill.redeemed_loyalty).isZero()
    ? null
    : {
        label: message(locale, 'Loyalty points'),
        amount: bill.redeemed_loyalty,
        deduction: true,
      };
  if (loyalty && bill.loyalty_as_discount) rows.push(loyalty);
  for (const surcharge of bill.surcharges_breakdown) {
    const source = home.menu.surcharges.find((entry) => entry.id === surcharge.id);
    rows.push({ label: named(source ?? surcharge), amount: surcharge.amount, deduction: false });
  }
  if (!bill.is_tax_inclusive) {
    rows.push({ label: message(locale, 'Tax'), amount: bill.tax_total, deduction: false });
  }
  if (loyalty && !bill.loyalty_as_discount) rows.push(loyalty);
  rows.push({ label: message(locale, 'Total'), amount: bill.total_amount, deduction: false });
  return rows;
}

/**
 * Asserts that the order-details screen's charges breakdown ("Bill details") shows exactly the
 * engine's bill for the cart: every row's label and amount, formatted in the page's language.
 * Auto-waiting, so a bill that is still being re-priced settles first.
 *
 * @param bill - the engine's bill ({@link expectedBill})
 * @param locale - the page's language (its catalog words the labels)
 */
export async function expectBreakdown(
  page: Page,
  home: HomePage,
  bill: Bill,
  locale: CatalogLocale = 'en',
): Promise<void> {
  const rows = expectedRows(bill, locale, home);
  const formatted = await formatInPage(
    page,
    home,
    rows.map((row) => row.amount),
    locale,
  );
  const amounts = rows.map((row, index) => {
    const amount = formatted[index] ?? '';
    return row.deduction ? message(locale, '- {amount}', { amount }) : amount;
  });
  const list = page.locator(`dl[aria-label="${message(locale, 'Bill details')}"]`);
  await expect(list.locator('dt')).toHaveText(rows.map((row) => row.label));
  await expect(list.locator('dd')).toHaveText(amounts);
}

/** An amount a breakdown shows in a row, by the list's and the row's labels: "SGD 5.28" → "5.28". */
export async function amountOf(page: Page, list: string, row: string): Promise<string> {
  const text = await page
    .getByLabel(list)
    .locator('div')
    .filter({ has: page.getByText(row, { exact: true }) })
    .last()
    .innerText();
  const amount = /(\d+\.\d{2})/.exec(text)?.[1];
  if (amount === undefined) throw new Error(`no amount in "${text}"`);
  return amount;
}
