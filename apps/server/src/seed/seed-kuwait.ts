import { storedImageUrl } from '../venue/image-url';
import {
  insertCompany,
  insertCounterQr,
  insertOutlet,
  insertTables,
  type Transaction,
} from './insert-venue';
import { KUWAIT_CATEGORIES, KUWAIT_ITEMS, KUWAIT_MENU } from './kuwait-menu';
import { withBaseTextsAs } from './menu-builders';
import { paymentType } from './payment-types';
import type { DemoSeed } from './demo-seed';

/*
 * The Kuwait restaurant (issue demo data): KWD at 3 decimals, Arabic (default) and English,
 * tax-inclusive prices, the lite plan, guest checkout, a counter and two tables. The outlet
 * offers eat-in only, so every QR code of it starts with that dine mode and no chooser (A§1).
 *
 * Its texts are written in English with Arabic translations, while its default language is
 * Arabic: the English is listed as a translation too (withBaseTextsAs), else an English diner
 * would read the default's Arabic (the fallback order of docs/api.md).
 */
const english = <T>(document: T): T => withBaseTextsAs('en', document);

/** Seeds the Kuwait restaurant and returns its ids and QR tokens. */
export async function seedKuwait(tx: Transaction): Promise<DemoSeed['kuwait']> {
  const companyId = await insertCompany(tx, {
    planId: 'sapaad_direct_lite',
    timeZone: 'Asia/Kuwait',
    tips: [],
    loyaltyProgramme: null,
    profile: english({
      name: 'Bait Al Kuwait',
      announcement: 'Welcome!',
      translations: { ar: { announcement: 'أهلاً وسهلاً!' } },
      brand_color: '#7C2D12',
      logo: storedImageUrl('logo-bait-al-kuwait.svg'),
      currency: 'KWD',
      country_code: 'KW',
      decimal_precision: 3,
      has_tips: false,
      website_url: null,
      domain_name: null,
      locale_data: { locales: ['ar', 'en'], default: 'ar' },
      sms_info: { sms_module_status: false, sms_rules: { order_confirmed: false } },
      otp_settings: { email: false },
      configuration: { captcha_enabled: false, email: null, contact_number: '+965 2222 3333' },
      loyalty_details: {
        enabled_for_walkin: false,
        enabled_for_dinein: false,
        is_discount: false,
      },
    }),
  });

  const { outletId, locationId } = await insertOutlet(tx, companyId, {
    profile: {
      announcement: null,
      service_type: 'eat_in',
      call_waiter_enabled: false,
      auto_confirm_enabled: false,
      checkout_mode: 'guest',
      open_tab_checkout_mode: 'guest',
    },
    menu: english(KUWAIT_MENU),
    paymentTypes: english([
      paymentType(1, 'cash'),
      paymentType(2, 'my_fatoorah'),
      paymentType(3, 'generic_fintech_partner'),
    ]),
    advertisements: english([
      {
        image_url: storedImageUrl('ad-machboos.svg'),
        action: `item-${KUWAIT_ITEMS.chickenMachboos}`,
        title: 'Chicken machboos',
        translations: {
          ar: { title: 'مجبوس دجاج', image_url: storedImageUrl('ad-machboos.ar.svg') },
        },
      },
    ]),
  });

  const counterToken = await insertCounterQr(tx, outletId, 'Counter', {
    qrSource: 'default',
    qrType: 'walk-in',
    dineMode: null,
  });
  const tables = await insertTables(tx, outletId, ['1', '2'], {
    qrSource: 'dine_pf',
    qrType: 'dine-in',
    dineMode: 'eat_in',
  });
  const openTabTables = await insertTables(tx, outletId, ['3', '4'], {
    qrSource: 'dine_ot',
    qrType: 'dine-in',
    dineMode: 'eat_in',
  });

  return {
    companyId,
    outletId,
    locationId,
    counterToken,
    tables,
    openTabTables,
    items: { ...KUWAIT_ITEMS },
    categories: { ...KUWAIT_CATEGORIES },
  };
}
