import type { DinerLanguage } from '../../http/diner-language';

/** The invoice's own words in one language (the venue's names come from its translations). */
export interface InvoiceTexts {
  /** Arabic reads right to left. */
  direction: 'ltr' | 'rtl';
  /** The locale Intl formats dates and amounts in, as the app does for this language. */
  intlLocale: string;
  outlet: (id: string) => string;
  counter: string;
  table: (number: string) => string;
  title: (orderNumber: string) => string;
  invoiceFor: (orderNumber: string) => string;
  reference: (id: string) => string;
  date: (date: string) => string;
  note: (note: string) => string;
  orderNote: (note: string) => string;
  subtotal: string;
  pricesIncludeTax: string;
  tax: string;
  loyaltyRedeemed: string;
  tip: string;
  total: string;
  payments: string;
  /** A payment's line with the tip it carried. */
  paymentWithTip: (payment: string, tip: string) => string;
  refunds: string;
  refund: (date: string) => string;
  netPaid: string;
  thanks: (company: string) => string;
  emailSubject: (orderNumber: string, company: string) => string;
  emailBody: (orderNumber: string) => string;
}

/*
 * The texts the server writes into a PDF or an e-mail, in each of the app's languages (the app's
 * own screens go through lingui; like the card challenge's return page, framed-return-texts.ts,
 * these are drawn by the server, so they live here, typed, one entry per language). The words the
 * app also shows (Subtotal, Tax, Total, Tip, Note, Table) are the app's catalogues' translations.
 */
const TEXTS: Record<DinerLanguage, InvoiceTexts> = {
  en: {
    direction: 'ltr',
    intlLocale: 'en-GB',
    outlet: (id) => `Outlet ${id}`,
    counter: 'Counter',
    table: (number) => `Table ${number}`,
    title: (orderNumber) => `Invoice ${orderNumber}`,
    invoiceFor: (orderNumber) => `Invoice for order ${orderNumber}`,
    reference: (id) => `Reference ${id}`,
    date: (date) => `Date ${date}`,
    note: (note) => `Note: ${note}`,
    orderNote: (note) => `Order note: ${note}`,
    subtotal: 'Subtotal',
    pricesIncludeTax: 'Prices include tax',
    tax: 'Tax',
    loyaltyRedeemed: 'Loyalty redeemed',
    tip: 'Tip',
    total: 'Total',
    payments: 'Payments',
    paymentWithTip: (payment, tip) => `${payment} (tip ${tip})`,
    refunds: 'Refunds',
    refund: (date) => `Refund ${date}`,
    netPaid: 'Net paid',
    thanks: (company) => `Thank you for dining with ${company}.`,
    emailSubject: (orderNumber, company) => `Your invoice for order ${orderNumber} at ${company}`,
    emailBody: (orderNumber) =>
      `Thank you for your order ${orderNumber}. Your invoice is attached.`,
  },
  ar: {
    direction: 'rtl',
    intlLocale: 'ar',
    outlet: (id) => `الفرع ${id}`,
    counter: 'الكاونتر',
    table: (number) => `الطاولة ${number}`,
    title: (orderNumber) => `فاتورة ${orderNumber}`,
    invoiceFor: (orderNumber) => `فاتورة الطلب ${orderNumber}`,
    reference: (id) => `المرجع ${id}`,
    date: (date) => `التاريخ ${date}`,
    note: (note) => `ملاحظة: ${note}`,
    orderNote: (note) => `ملاحظة الطلب: ${note}`,
    subtotal: 'المجموع الفرعي',
    pricesIncludeTax: 'الأسعار تشمل الضريبة',
    tax: 'الضريبة',
    loyaltyRedeemed: 'نقاط الولاء المستبدلة',
    tip: 'الإكرامية',
    total: 'الإجمالي',
    payments: 'المدفوعات',
    paymentWithTip: (payment, tip) => `${payment} (الإكرامية ${tip})`,
    refunds: 'المبالغ المستردة',
    refund: (date) => `استرداد ${date}`,
    netPaid: 'صافي المدفوع',
    thanks: (company) => `شكرًا لتناولك الطعام في ${company}.`,
    emailSubject: (orderNumber, company) => `فاتورتك للطلب ${orderNumber} من ${company}`,
    emailBody: (orderNumber) => `شكرًا على طلبك ${orderNumber}. فاتورتك مرفقة.`,
  },
  zh: {
    direction: 'ltr',
    intlLocale: 'zh',
    outlet: (id) => `门店 ${id}`,
    counter: '柜台',
    table: (number) => `${number} 号桌`,
    title: (orderNumber) => `发票 ${orderNumber}`,
    invoiceFor: (orderNumber) => `订单 ${orderNumber} 的发票`,
    reference: (id) => `参考号 ${id}`,
    date: (date) => `日期 ${date}`,
    note: (note) => `备注：${note}`,
    orderNote: (note) => `订单备注：${note}`,
    subtotal: '小计',
    pricesIncludeTax: '价格已含税',
    tax: '税费',
    loyaltyRedeemed: '已兑换积分',
    tip: '小费',
    total: '合计',
    payments: '付款',
    paymentWithTip: (payment, tip) => `${payment}（小费 ${tip}）`,
    refunds: '退款',
    refund: (date) => `退款 ${date}`,
    netPaid: '实付净额',
    thanks: (company) => `感谢您光临 ${company}。`,
    emailSubject: (orderNumber, company) => `您在 ${company} 的订单 ${orderNumber} 的发票`,
    emailBody: (orderNumber) => `感谢您的订单 ${orderNumber}。发票已附在邮件中。`,
  },
  ms: {
    direction: 'ltr',
    intlLocale: 'ms',
    outlet: (id) => `Cawangan ${id}`,
    counter: 'Kaunter',
    table: (number) => `Meja ${number}`,
    title: (orderNumber) => `Invois ${orderNumber}`,
    invoiceFor: (orderNumber) => `Invois untuk pesanan ${orderNumber}`,
    reference: (id) => `Rujukan ${id}`,
    date: (date) => `Tarikh ${date}`,
    note: (note) => `Nota: ${note}`,
    orderNote: (note) => `Nota pesanan: ${note}`,
    subtotal: 'Jumlah kecil',
    pricesIncludeTax: 'Harga termasuk cukai',
    tax: 'Cukai',
    loyaltyRedeemed: 'Mata kesetiaan ditebus',
    tip: 'Tip',
    total: 'Jumlah',
    payments: 'Pembayaran',
    paymentWithTip: (payment, tip) => `${payment} (tip ${tip})`,
    refunds: 'Bayaran balik',
    refund: (date) => `Bayaran balik ${date}`,
    netPaid: 'Bersih dibayar',
    thanks: (company) => `Terima kasih kerana menjamu selera di ${company}.`,
    emailSubject: (orderNumber, company) =>
      `Invois anda untuk pesanan ${orderNumber} di ${company}`,
    emailBody: (orderNumber) =>
      `Terima kasih atas pesanan anda ${orderNumber}. Invois anda dilampirkan.`,
  },
};

/** The invoice's words in the diner's language. */
export function invoiceTexts(language: DinerLanguage): InvoiceTexts {
  return TEXTS[language];
}
