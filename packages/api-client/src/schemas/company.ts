import { z } from 'zod';
import {
  countryCodeSchema,
  currencySchema,
  emailSchema,
  hexColorSchema,
  idSchema,
  localeSchema,
  nonEmptyStringSchema,
  precisionSchema,
  textSchema,
  urlSchema,
} from './primitives';
import { companyTranslationSchema } from './translations';

/** The languages a company offers and its default one. */
// spec: A§3 Company (locale_data: locales list, default)
export const localeDataSchema = z.object({
  locales: z.array(localeSchema).min(1, { error: 'must list at least one locale' }),
  default: localeSchema,
});
/** A company's locale data. */
export type LocaleData = z.infer<typeof localeDataSchema>;

/** Whether the company sends SMS, and whether an order-confirmed SMS goes out. */
// spec: A§3 Company and B§3 Other (sms_module_status, sms_rules.order_confirmed)
// our choice: both are booleans.
export const smsInfoSchema = z.object({
  sms_module_status: z.boolean(),
  sms_rules: z.object({ order_confirmed: z.boolean() }),
});
/** A company's SMS settings. */
export type SmsInfo = z.infer<typeof smsInfoSchema>;

/** The company's loyalty settings: the flags per mode, and the same flags as a settings form. */
// spec: A§3 Company (loyalty_details: enabled_for_walkin, enabled_for_dinein, is_discount; also a form)
export const loyaltyDetailsSchema = z.object({
  enabled_for_walkin: z.boolean(),
  enabled_for_dinein: z.boolean(),
  is_discount: z.boolean(),
  form: z
    .object({
      walkin: z.object({ enabled: z.boolean() }),
      dinein: z.object({ enabled: z.boolean() }),
    })
    .optional(),
});
/** A company's loyalty details. */
export type LoyaltyDetails = z.infer<typeof loyaltyDetailsSchema>;

/** Whether one-time codes may also go by e-mail. */
// spec: A§3 Company (otp_settings.email); our choice: a boolean.
export const otpSettingsSchema = z.object({ email: z.boolean() });
/** A company's one-time code settings. */
export type OtpSettings = z.infer<typeof otpSettingsSchema>;

/** The company's contact details and whether sign-in asks for a captcha. */
// spec: A§3 Company (configuration: captcha_enabled, email, contact_number)
export const companyConfigurationSchema = z.object({
  captcha_enabled: z.boolean(),
  email: emailSchema.nullable(),
  contact_number: nonEmptyStringSchema.nullable(),
});
/** A company's configuration. */
export type CompanyConfiguration = z.infer<typeof companyConfigurationSchema>;

/** The restaurant company: branding, money settings, languages, SMS, sign-in and loyalty settings. */
// spec: A§3 Company and B§3 Other
export const companySchema = z.object({
  id: idSchema,
  name: nonEmptyStringSchema,
  announcement: textSchema.nullable(),
  /** The announcement by locale code (docs/api.md, "Venue texts in every language"). */
  translations: z.record(textSchema, companyTranslationSchema).optional(),
  brand_color: hexColorSchema.nullable(),
  logo: urlSchema.nullable(),
  currency: currencySchema,
  country_code: countryCodeSchema,
  decimal_precision: precisionSchema,
  has_tips: z.boolean(),
  website_url: urlSchema.nullable(),
  domain_name: nonEmptyStringSchema.nullable(),
  locale_data: localeDataSchema,
  sms_info: smsInfoSchema,
  otp_settings: otpSettingsSchema,
  configuration: companyConfigurationSchema,
  loyalty_details: loyaltyDetailsSchema,
});
/** A company. */
export type Company = z.infer<typeof companySchema>;
