import { z } from 'zod';

/*
 * The building blocks every entity schema uses. Money, rates and points travel as decimal strings
 * end to end: no schema here accepts a JavaScript number for them, and none converts one.
 */

const DECIMAL = /^\d+(\.\d+)?$/;
const SIGNED_DECIMAL = /^-?\d+(\.\d+)?$/;

/**
 * The largest PostgreSQL `integer` (int4), the type of every id column: an id above it can name
 * no row, so the contract refuses it before the database is asked.
 */
export const PG_INTEGER_MAX = 2_147_483_647;

/** A database id: a positive integer that fits a PostgreSQL `integer`. */
export const idSchema = z
  .int()
  .positive()
  .max(PG_INTEGER_MAX, { error: `must be an id of at most ${String(PG_INTEGER_MAX)}` });

/**
 * A count the server stores in a PostgreSQL `integer` column (a quantity, a number of covers, an
 * order's version): a positive integer that fits it.
 */
export const countSchema = z
  .int()
  .positive()
  .max(PG_INTEGER_MAX, { error: `must be at most ${String(PG_INTEGER_MAX)}` });

const NUL = '\u0000';
const noNul = (value: string) => !value.includes(NUL);
const NO_NUL = { error: 'must not contain a NUL character (U+0000)' };

/** Whether every UTF-16 surrogate in `value` is half of a pair (the text is well-formed Unicode). */
function wellFormed(value: string): boolean {
  for (let i = 0; i < value.length; i += 1) {
    const unit = value.charCodeAt(i);
    if (unit < 0xd800 || unit > 0xdfff) continue;
    const next = value.charCodeAt(i + 1);
    if (unit > 0xdbff || !(next >= 0xdc00 && next <= 0xdfff)) return false;
    i += 1;
  }
  return true;
}
const NOT_WELL_FORMED = { error: 'must be well-formed Unicode (no unpaired surrogate)' };

/**
 * Free text a client sends: any well-formed string without a NUL character (U+0000). PostgreSQL
 * cannot store NUL in `text` or `jsonb`, nor an unpaired UTF-16 surrogate (`"\ude00"` is valid
 * JSON) in `jsonb`, so the contract refuses both with a 400 rather than let the database fail.
 * Every string the contract accepts in a request is built on it (or on a pattern that already
 * excludes them).
 */
export const textSchema = z.string().refine(noNul, NO_NUL).refine(wellFormed, NOT_WELL_FORMED);

/**
 * A non-negative amount of money as a decimal string in plain notation, e.g. `"12.50"`. The
 * engine quantizes it to the currency precision; the schema only guards the notation.
 */
export const amountSchema = z
  .string()
  .regex(DECIMAL, { error: 'must be a non-negative decimal string such as "12.50"' });

/** An amount that may be negative (a price adjustment), e.g. `"-0.01"`. */
export const signedAmountSchema = z
  .string()
  .regex(SIGNED_DECIMAL, { error: 'must be a decimal string such as "-0.50"' });

/** A rate or percentage as a decimal string, e.g. `"5"` or `"12.5"`. */
export const rateSchema = z
  .string()
  .regex(DECIMAL, { error: 'must be a non-negative decimal string such as "5" or "12.5"' });

/** Loyalty points as a decimal string: points are not money, but they are never floats either. */
export const pointsSchema = z
  .string()
  .regex(DECIMAL, { error: 'must be a non-negative decimal string of points such as "120"' });

/** Text that is not empty once trimmed (and, as all text, has no NUL). */
export const nonEmptyStringSchema = textSchema.trim().min(1, { error: 'must not be empty' });

/** An ISO 8601 date and time with an offset, e.g. `"2026-11-20T09:30:00Z"`. */
export const dateTimeSchema = z.iso.datetime({ offset: true });

/** A time of day `HH:MM` or `HH:MM:SS` (`24:00` allowed as the end of a day). */
export const timeOfDaySchema = z
  .string()
  .regex(/^(([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?|24:00(:00)?)$/, { error: 'must be HH:MM' });

/**
 * A time something starts at, `HH:MM` or `HH:MM:SS` from 00:00 to 23:59: `24:00` ends a day, it
 * starts none (the engine refuses a slot starting then, so such a slot would break the menu).
 */
export const startTimeOfDaySchema = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/, {
  error: 'must be HH:MM, from 00:00 to 23:59',
});

/** An ISO 4217 currency code, e.g. `"AED"`. */
export const currencySchema = z
  .string()
  .regex(/^[A-Z]{3}$/, { error: 'must be a three-letter currency code such as "AED"' });

/** Decimal places of a currency: 0 to 3 (spec: ordering-menu-account §9, default 2). */
export const precisionSchema = z.int().min(0).max(3);

/** An e-mail address (spec: ordering-menu-account §5: text, an at sign, a domain with a dot). */
export const emailSchema = z.email({ error: 'Please enter a valid email address' });

/** A mobile number: 6 to 15 digits, digits only (spec: ordering-menu-account §5). */
export const phoneNumberSchema = z
  .string()
  .regex(/^\d{6,15}$/, { error: 'Enter a valid phone number' });

/** A dialing code such as `"971"` or `"+971"`. */
export const dialingCodeSchema = z
  .string()
  .regex(/^\+?\d{1,4}$/, { error: 'must be a dialing code such as "+971"' });

/** The app's languages (spec: ordering-menu-account §1). */
export const LOCALES = ['en', 'ar', 'zh', 'ms'] as const;
export const localeSchema = z.enum(LOCALES);
export type Locale = z.infer<typeof localeSchema>;

/** A two-letter country code, e.g. `"SG"`. */
export const countryCodeSchema = z
  .string()
  .regex(/^[A-Z]{2}$/, { error: 'must be a two-letter country code such as "SG"' });

/** A web address (WHATWG URL parsing lets a NUL through in the path and query; we do not). */
export const urlSchema = z.url().refine(noNul, NO_NUL);

/**
 * A link or path the server sends for the browser to follow: an absolute URL or a path that
 * starts with a single slash.
 */
export const redirectTargetSchema = z.union([
  urlSchema,
  z.string().regex(/^\/(?!\/)/, { error: 'must be a path such as "/" or an absolute URL' }),
]);

/** A UUID (RFC 9562), e.g. a client-made `temp_uuid`. */
export const uuidSchema = z.uuid({ error: 'must be a UUID' });

/** A colour as `#RRGGBB` or `#RGB`, e.g. a company's `brand_color`. */
export const hexColorSchema = z
  .string()
  .regex(/^#([0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/, { error: 'must be a colour such as "#1A73E8"' });

/** The last four digits of a card number, e.g. `"4242"`. */
export const cardLastFourSchema = z
  .string()
  .regex(/^\d{4}$/, { error: 'must be the last four digits of a card such as "4242"' });

/**
 * An id in a path or a query string. The client sends a number; the server reads the URL's text,
 * so the digits of a positive integer are accepted too. Either way it parses to a number, so the
 * client and the server validate a URL with the same schema.
 */
export const urlIdSchema = z.union([
  idSchema,
  z
    .string()
    .regex(/^[1-9]\d{0,15}$/, { error: 'must be a positive id such as 12' })
    .transform(Number)
    .pipe(idSchema),
]);

/** A query flag that must be on: `true`, or the text `"true"` the server reads from the URL. */
export const urlTrueSchema = z.union([
  z.literal(true),
  z.literal('true').transform(() => true as const),
]);
