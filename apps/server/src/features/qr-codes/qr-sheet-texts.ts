import type { DinerLanguage } from '../../http/diner-language';

/*
 * The words the QR sheet prints under each code, in each of the app's languages. Like the
 * invoice's (features/invoices/invoice-texts.ts), they are drawn by the server, so they live here,
 * typed, one entry per language; the table's name is said as the invoice says it.
 */

/** The sheet's words in one language. */
export interface QrSheetTexts {
  /** Arabic reads right to left. */
  direction: 'ltr' | 'rtl';
  /** What the diner does with the code. */
  scanToOrder: string;
  table: (number: string) => string;
}

const TEXTS: Record<DinerLanguage, QrSheetTexts> = {
  en: { direction: 'ltr', scanToOrder: 'Scan to order', table: (number) => `Table ${number}` },
  ar: { direction: 'rtl', scanToOrder: 'امسح الرمز للطلب', table: (number) => `الطاولة ${number}` },
  zh: { direction: 'ltr', scanToOrder: '扫码点餐', table: (number) => `${number} 号桌` },
  ms: { direction: 'ltr', scanToOrder: 'Imbas untuk memesan', table: (number) => `Meja ${number}` },
};

/** The sheet's words in a language. */
export function qrSheetTexts(language: DinerLanguage): QrSheetTexts {
  return TEXTS[language];
}
