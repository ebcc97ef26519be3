import type { DinerLanguage } from '../../http/diner-language';

/**
 * Adyen's shopperLocale for each of the diner app's languages: Adyen translates its payment
 * method names and its pages into `ar`, `en-US` and `zh-CN` (Adyen Web's translations); `ms-MY` is
 * sent as it is (Adyen answers English where it has no Malay).
 */
const SHOPPER_LOCALES: Record<DinerLanguage, string> = {
  en: 'en-US',
  ar: 'ar',
  zh: 'zh-CN',
  ms: 'ms-MY',
};

/** Adyen's shopperLocale for the diner's language. */
export function adyenShopperLocale(language: DinerLanguage): string {
  return SHOPPER_LOCALES[language];
}
