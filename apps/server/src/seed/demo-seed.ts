/*
 * What the demo seed returns: the ids and QR tokens of the two demo venues
 * (apps/server/venues, described in their README.md), read back from the database after the
 * import, under the names the tests and journeys use. The names of items and categories are the
 * files' ids given a name here; the seed checks that each is on its menu.
 */

/** The cafe's categories by name (ids of apps/server/venues/kopi-kaya-cafe.venue.yaml). */
export const CAFE_CATEGORIES = {
  breakfast: 11,
  weekendBrunch: 12,
  drinks: 13,
  coffee: 131,
  coldDrinks: 132,
  mains: 14,
  sets: 15,
  desserts: 16,
} as const;

/** The cafe's items by name (the picks of the lunch set are items too). */
export const CAFE_ITEMS = {
  kayaToast: 101,
  eggsBenedict: 102,
  brunchPlatter: 103,
  flatWhite: 104,
  kopi: 105,
  icedLemonTea: 106,
  laksa: 107,
  nasiLemak: 108,
  vegCurry: 109,
  chickenRice: 110,
  lunchSet: 111,
  lunchSetLaksa: 112,
  lunchSetChickenRice: 113,
  lunchSetVegCurry: 114,
  cake: 115,
  ondehOndeh: 116,
} as const;

/** The cafe's coupon codes (spec: A§5 Coupons: with and without min_order_amount). */
export const CAFE_COUPONS = {
  percent: 'SAVE10',
  fixedWithMinimum: 'TAKE5',
  inactive: 'EXPIRED15',
} as const;

/** The Kuwait restaurant's categories by name (apps/server/venues/bait-al-kuwait.venue.yaml). */
export const KUWAIT_CATEGORIES = {
  breakfast: 21,
  mezze: 22,
  grills: 23,
  rice: 24,
  desserts: 25,
  drinks: 26,
} as const;

/** The Kuwait restaurant's items by name. */
export const KUWAIT_ITEMS = {
  balaleet: 501,
  hummus: 502,
  fattoush: 503,
  mixedGrill: 504,
  zubaidi: 505,
  chickenMachboos: 506,
  lugaimat: 507,
  juice: 508,
  juiceOrange: 509,
  juiceLemonMint: 510,
  karak: 511,
} as const;

/** A table with its printed QR token. */
export interface SeededTable {
  id: number;
  number: string;
  token: string;
}

/** What {@link seedDemo} created: ids by key and the QR tokens of each venue. */
export interface DemoSeed {
  /**
   * Singapore cafe: SGD, 2 decimals, en/zh/ms/ar, full plan (sapaad_direct), SMS rule
   * order_confirmed, tips, loyalty programme, SG terms, 9% GST exclusive, dine-in service charge
   * 10%, outlet service_type eat_in_and_take_away, checkout_mode login_and_guest,
   * auto_confirm_enabled false.
   */
  cafe: {
    companyId: number;
    outletId: number;
    locationId: number;
    /** Walk-in counter QR (qr_source 'default', qr_type 'walk-in'). */
    counterToken: string;
    /** Ten more walk-in counters, "Counter C1" to "Counter C10" (the card-payment journeys). */
    cardCounterTokens: string[];
    /** Dine-in pay-first tables (qr_source 'dine_pf', qr_type 'dine-in'). */
    tables: SeededTable[];
    /**
     * Dine-in open-tab tables (qr_source 'dine_ot', qr_type 'dine-in'): 10 to 15 (14 and 15 for
     * the table-choice journey of issue 30).
     */
    openTabTables: SeededTable[];
    /** A scan-and-pay table (qr_source 'scan_and_pay', qr_type 'dine-in'): S1. */
    scanAndPayTable: SeededTable;
    /**
     * Scan-and-pay tables without a bill (S2 to S9), so each browser journey of issue 18 opens
     * and splits a bill of its own.
     */
    emptyScanAndPayTables: SeededTable[];
    /**
     * The bill staff opened on S1 from the POS (pos.openTableBill): 3 covers, iced lemon tea x3,
     * vegetable curry x2, ondeh-ondeh x2, chocolate cake x1; confirmed, unpaid.
     */
    scanAndPayBillId: number;
    items: Record<string, number>;
    categories: Record<string, number>;
    /** Coupon codes. */
    coupons: { percent: string; fixedWithMinimum: string; inactive: string };
    /** Promotion ids by the file's key in camel case (`two-cakes` is `twoCakes`). */
    promotionIds: Record<string, number>;
  };
  /**
   * Kuwait restaurant: KWD, 3 decimals, ar/en, tax-inclusive prices, lite plan
   * (sapaad_direct_lite), checkout_mode guest.
   */
  kuwait: {
    companyId: number;
    outletId: number;
    locationId: number;
    counterToken: string;
    /** Pay-first tables 1 and 2. */
    tables: SeededTable[];
    /** Open-tab tables 3 and 4. */
    openTabTables: SeededTable[];
    items: Record<string, number>;
    categories: Record<string, number>;
  };
}
