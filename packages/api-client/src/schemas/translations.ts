import { z } from 'zod';
import { textSchema, urlSchema } from './primitives';

/*
 * The venue's own texts in other languages. Every diner-facing text a venue writes (a category's
 * name, a modifier's, a surcharge's, a promotion's, a payment method's title, an announcement)
 * carries `translations`, keyed by locale code, as a menu item does (A§3 Menu item: translations
 * by locale). The app shows the diner's locale, then the company's default locale, then the base
 * text (docs/api.md, "Venue texts in every language").
 *
 * our choice: optional on every entity (a venue without translations sends none), keyed by any
 * text as an item's are (a locale the app lacks does not break the menu; a key is text like every
 * string of a request, so it can be stored), each text nullable and optional (a blank or missing
 * one falls back on its own).
 */

/** A translated text: null or absent falls back to the next locale, then to the base text. */
const translatedTextSchema = textSchema.nullable().optional();

/** A name in one locale: a category's, a modifier group's, a modifier's or a surcharge's. */
export const nameTranslationSchema = z.object({ name: translatedTextSchema });
/** A name translation. */
export type NameTranslation = z.infer<typeof nameTranslationSchema>;

/** Names by locale code, e.g. `{ ar: { name: 'فطور' }, zh: { name: '早餐' } }`. */
export const nameTranslationsSchema = z.record(textSchema, nameTranslationSchema);
/** Names by locale code. */
export type NameTranslations = z.infer<typeof nameTranslationsSchema>;

/** A promotion's name and description in one locale. */
export const promotionTranslationSchema = z.object({
  name: translatedTextSchema,
  description: translatedTextSchema,
});

/** A payment method's title in one locale, e.g. `{ title: 'الدفع عند الكاونتر' }`. */
export const paymentTypeTranslationSchema = z.object({ title: translatedTextSchema });

/** An outlet's announcement in one locale. */
export const outletTranslationSchema = z.object({ announcement: translatedTextSchema });

/** A company's announcement in one locale (its name is its brand, written one way). */
export const companyTranslationSchema = z.object({ announcement: translatedTextSchema });

/** A banner's headline and picture in one locale (the picture carries its own words). */
export const advertisementTranslationSchema = z.object({
  title: translatedTextSchema,
  image_url: urlSchema.nullable().optional(),
});
