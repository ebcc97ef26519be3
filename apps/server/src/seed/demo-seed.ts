/*
 * The ids and QR tokens the demo seed returns (the shape is fixed for every helper and test; see
 * seed-demo.ts for what each key names).
 */

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
