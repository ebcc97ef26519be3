import type { Database } from '../db/client';
import { companies } from '../db/schema';
import type { DemoSeed } from './demo-seed';
import { seedCafe } from './seed-cafe';
import { seedKuwait } from './seed-kuwait';

/*
 * The demo restaurants (the issue's "Demo data"), seeded by `pnpm start` on an empty database and
 * by every test server.
 *
 * Singapore cafe "Kopi & Kaya Cafe" (seed-cafe.ts, cafe-menu.ts, cafe-promotions.ts)
 *   time zone Asia/Singapore; SGD, 2 decimals; en/zh/ms/ar (default en); full plan; tips 5/10/15 %;
 *   loyalty: 1 point per SGD, a point is worth 0.10, redeem at least 10, no maximum; sign-in
 *   asks for a captcha.
 *   Menu: 9% GST on top of the prices (tax id 1); surcharges: id 1 "Service charge" 10% at the
 *   tables only (applicable_on_dinein), id 2 "Takeaway packaging" 0.50 at the counter only (a
 *   delivery charge, so the delivery promotions act on it). Both are taxed with GST.
 *   categories (id):   breakfast 11 (every day 07:00-11:00), weekendBrunch 12 (Sat and Sun
 *                      09:00-15:00), drinks 13 (has sub-categories coffee 131 and coldDrinks 132),
 *                      mains 14, sets 15, desserts 16. The others always show.
 *   items (id, price, modifier groups):
 *     kayaToast 101 3.80 (quantity selector "Soft-boiled eggs" 0..2 at 0.80), eggsBenedict 102
 *     14.50, brunchPlatter 103 22.00, flatWhite 104 5.50 (single "Milk": full cream default,
 *     oat +0.80, soy +0.50; quantity selector "Extra shots" 0..3 at 1.00), kopi 105 2.20 (single
 *     "Sweetness", all 0.00, Normal default), icedLemonTea 106 3.50, laksa 107 9.80 (single
 *     "Spice level", Mild default; multiple "Add-ons" 0..3: prawns 3.00, fish cake 1.50, tau pok
 *     1.00, cockles 2.00), nasiLemak 108 8.50 (multiple "Sides" 1..2: chicken wing 2.50 default,
 *     otah 2.00, fried egg 1.00, sambal prawns 3.00), vegCurry 109 8.00, chickenRice 110 7.50,
 *     lunchSet 111 (a grouped item; its picks lunchSetLaksa 112 13.90, lunchSetChickenRice 113
 *     12.90, lunchSetVegCurry 114 12.90, each with a single "Drink" group: kopi default, teh, iced
 *     lemon tea +0.50), cake 115 6.50 (chocolate cake), ondehOndeh 116 3.00.
 *     Between them they carry every label tag of A§3.
 *   promotionIds (keys of cafe-promotions.ts, one per action type): twoCakes, icedTeaPair,
 *     kopiWithToast, chickenRiceDrink, cakeAndFlatWhite, freeOndeh, tenPercentOver80,
 *     welcomeCode (promo code WELCOME5), brunchPoints, freePackaging, halfPricePackaging,
 *     packagingOff. No single plain item triggers any of them.
 *   coupons: percent SAVE10 (10%, capped at 20.00, no minimum), fixedWithMinimum TAKE5 (5.00 off
 *     on total, min_order_amount 25.00), inactive EXPIRED15 (active false).
 *   payment types: cash (id 1) and every provider of the contract (ids 2..12).
 *   advertisements: item-{laksa}, category-{breakfast}, category-{desserts}.
 *   order limits: the defaults (50 units per line, 100 per order, a tip of at most 50 % of the
 *     subtotal) and at most 1000.00 before the tip.
 *
 * Kuwait restaurant "Bait Al Kuwait" (seed-kuwait.ts, kuwait-menu.ts)
 *   time zone Asia/Kuwait; KWD, 3 decimals; ar/en (default ar); lite plan; checkout guest;
 *   service type eat_in only; no tips, no loyalty; prices include 5% VAT (tax id 2).
 *   categories: breakfast 21 (every day 06:00-11:30), mezze 22, grills 23, rice 24, desserts 25,
 *     drinks 26.
 *   items: balaleet 501 1.750, hummus 502 1.250, fattoush 503 1.500, mixedGrill 504 4.750
 *     (multiple "Sauces" 0..2), zubaidi 505 6.500, chickenMachboos 506 3.250 (single "Portion";
 *     quantity selector "Extra daqoos" 0..3), lugaimat 507 1.000, juice 508 (a grouped item: picks
 *     juiceOrange 509 1.000, juiceLemonMint 510 1.250), karak 511 0.500.
 *   payment types: cash (1), my_fatoorah (2), generic_fintech_partner (3).
 *   order limits: the defaults (50 units per line, 100 per order, no amount limit, a tip of at
 *     most 50 % of the subtotal).
 *
 * Scan-and-pay: the cafe's table S1 (qr_source scan_and_pay) has a bill staff opened from the POS
 *   (tables/open-table-bill.ts, the POS call's own function): 3 covers, icedLemonTea x3, vegCurry
 *   x2, ondehOndeh x2, cake x1; confirmed and unpaid, for the diners to split (issue 18). Its
 *   tables S2 to S9 (scan_and_pay too) have no bill: the browser journeys open their own there.
 *
 * Open tabs: the cafe's tables 10 to 15 (qr_source dine_ot) start free; the browser journeys open
 *   their tabs there, 14 and 15 for the table choice of issue 30 (a member of 14's tab scans 15).
 *
 * QR codes: each venue has a walk-in counter (qr_source default, qr_type walk-in, dine mode left
 * to the outlet) and tables (qr_source dine_pf, qr_type dine-in, dine mode eat_in). Tokens are
 * random, so each seed's links are new.
 */

export type { DemoSeed, SeededTable } from './demo-seed';

/** Seeds both demo restaurants in one transaction, whatever the database holds already. */
export async function seedDemo(db: Database): Promise<DemoSeed> {
  return db.transaction(async (tx) => {
    const cafe = await seedCafe(tx);
    const kuwait = await seedKuwait(tx);
    return { cafe, kuwait };
  });
}

/**
 * Seeds the demo when no company exists yet (`pnpm start` on a fresh database).
 *
 * @returns true when it seeded
 */
export async function seedDemoIfEmpty(db: Database): Promise<boolean> {
  const existing = await db.select({ id: companies.id }).from(companies).limit(1);
  if (existing.length > 0) return false;
  await seedDemo(db);
  return true;
}
