import { PAYMENT_TYPE_NAMES, type PaymentType, type PaymentTypeName } from '@tabula/api-client';

/*
 * The payment types the demo outlets offer (spec: B§3 Payment type). In the demo the sandbox app
 * plays every provider; the keys and merchant ids stored here are sandbox values, never real
 * credentials.
 */

const TITLES: Record<PaymentTypeName, string> = {
  cash: 'Pay at the counter',
  pay_u: 'PayU',
  stripe: 'Card (Stripe)',
  stripe_connect: 'Card (saved cards)',
  paytabs: 'PayTabs',
  mastercard: 'Mastercard gateway',
  my_fatoorah: 'MyFatoorah',
  i_pay88: 'iPay88',
  fiserv: 'Fiserv',
  cc_avenue: 'CCAvenue',
  adyen: 'Adyen',
  generic_fintech_partner: 'Pay with our partner',
};

/**
 * The titles in the demo's other languages; a provider's brand name stays as it is, so only the
 * titles in words are translated.
 */
const TITLE_TRANSLATIONS: Partial<
  Record<PaymentTypeName, Partial<Record<'ar' | 'zh' | 'ms', string>>>
> = {
  cash: { ar: 'الدفع عند الكاونتر', zh: '柜台付款', ms: 'Bayar di kaunter' },
  stripe: { ar: 'بطاقة (Stripe)', zh: '银行卡 (Stripe)', ms: 'Kad (Stripe)' },
  stripe_connect: {
    ar: 'بطاقة (البطاقات المحفوظة)',
    zh: '银行卡（已保存的卡）',
    ms: 'Kad (kad tersimpan)',
  },
  mastercard: { ar: 'بوابة ماستركارد', zh: '万事达卡支付网关', ms: 'Gerbang Mastercard' },
  generic_fintech_partner: {
    ar: 'الدفع عبر شريكنا',
    zh: '通过合作伙伴付款',
    ms: 'Bayar melalui rakan kongsi kami',
  },
};

/** A payment type's title translations, `{ ar: { title: … } }`, or none for a brand name. */
function titleTranslations(name: PaymentTypeName): PaymentType['translations'] {
  const titles = TITLE_TRANSLATIONS[name];
  if (titles === undefined) return undefined;
  return Object.fromEntries(Object.entries(titles).map(([locale, title]) => [locale, { title }]));
}

/** One payment type with sandbox settings for its provider. */
export function paymentType(id: number, name: PaymentTypeName): PaymentType {
  const wallets = name === 'mastercard';
  return {
    id,
    payment_type: name,
    title: TITLES[name],
    ...(TITLE_TRANSLATIONS[name] ? { translations: titleTranslations(name) } : {}),
    public_key: name === 'stripe' || name === 'stripe_connect' ? 'pk_sandbox_tabula' : null,
    sapaad_payment_type_id: 900 + id,
    partner_name: name === 'generic_fintech_partner' ? 'Sandbox Pay' : null,
    direct_payment_enabled: name === 'mastercard',
    google_pay_enabled: wallets,
    apple_pay_enabled: wallets,
    google_pay_merchant_id: wallets ? 'sandbox-google-merchant' : null,
    merchant_id: wallets ? 'SANDBOX_MERCHANT' : null,
    generic_integration: name === 'generic_fintech_partner',
    generic_standalone_integration: false,
  };
}

/** Cash first, then every provider the contract knows (the cafe: A§7 "every redirect provider"). */
export function everyPaymentType(): PaymentType[] {
  const names: PaymentTypeName[] = [
    'cash',
    ...PAYMENT_TYPE_NAMES.filter((name) => name !== 'cash'),
  ];
  return names.map((name, index) => paymentType(index + 1, name));
}
