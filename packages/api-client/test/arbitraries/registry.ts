import fc from 'fast-check';
import type { z } from 'zod';
import {
  PG_INTEGER_MAX,
  amountSchema,
  cardLastFourSchema,
  countSchema,
  countryCodeSchema,
  currencySchema,
  dateTimeSchema,
  dialingCodeSchema,
  emailSchema,
  hexColorSchema,
  idSchema,
  nonEmptyStringSchema,
  phoneNumberSchema,
  pointsSchema,
  precisionSchema,
  rateSchema,
  redirectTargetSchema,
  signedAmountSchema,
  textSchema,
  startTimeOfDaySchema,
  timeOfDaySchema,
  urlSchema,
  urlIdSchema,
  urlTrueSchema,
  uuidSchema,
} from '../../src/schemas/primitives';
import { timeZoneSchema } from '../../src/schemas/outlet';
import { counterLabelSchema, tableNumberSchema } from '../../src/contract/pos-venue-tables';
import { staffNameSchema } from '../../src/contract/pos-staff';
import {
  menuDescriptionSchema,
  menuNameSchema,
  menuNameTextSchema,
} from '../../src/contract/pos-menu';
import { imageDataSchema } from '../../src/contract/pos-images';

/** Hand-written arbitraries for schemas the walker cannot derive, matched by identity. */
export type ArbitraryRegistry = ReadonlyMap<z.core.$ZodType, fc.Arbitrary<unknown>>;

const pad = (value: number, width: number): string => String(value).padStart(width, '0');

/** A non-negative decimal string with 0 to 3 decimals, e.g. `"12.50"`, `"0"`, `"1999.125"`. */
export const decimalStringArbitrary = (maxWhole = 999_999): fc.Arbitrary<string> =>
  fc
    .tuple(fc.nat({ max: maxWhole }), fc.constantFrom(0, 1, 2, 3), fc.nat({ max: 999 }))
    .map(([whole, places, fraction]) =>
      places === 0 ? String(whole) : `${whole}.${pad(fraction % 10 ** places, places)}`,
    );

const signedDecimal = fc
  .tuple(fc.boolean(), decimalStringArbitrary())
  .map(([negative, value]) => (negative ? `-${value}` : value));

/** Trimmed, non-empty text: words in Latin letters, or a word in Arabic or Chinese. */
const text = fc.oneof(
  fc.stringMatching(/^[A-Za-z0-9][A-Za-z0-9 '&-]{0,18}[A-Za-z0-9]$/),
  fc.stringMatching(/^[A-Za-z]$/),
  fc.constantFrom('مطعم الشاطئ', '咖啡', 'Nasi Lemak', 'Crème brûlée'),
);

const year = fc.integer({ min: 2000, max: 2099 });
const dateTime = fc
  .tuple(
    year,
    fc.integer({ min: 1, max: 12 }),
    fc.integer({ min: 1, max: 28 }),
    fc.integer({ min: 0, max: 23 }),
    fc.integer({ min: 0, max: 59 }),
    fc.integer({ min: 0, max: 59 }),
    fc.constantFrom('Z', '+04:00', '+08:00', '-05:00', '.250Z'),
  )
  .map(
    ([y, mo, d, h, mi, s, zone]) =>
      `${y}-${pad(mo, 2)}-${pad(d, 2)}T${pad(h, 2)}:${pad(mi, 2)}:${pad(s, 2)}${zone}`,
  );

const startTimeOfDay = fc.oneof(
  fc
    .tuple(fc.integer({ min: 0, max: 23 }), fc.integer({ min: 0, max: 59 }))
    .map(([h, m]) => `${pad(h, 2)}:${pad(m, 2)}`),
  fc
    .tuple(
      fc.integer({ min: 0, max: 23 }),
      fc.integer({ min: 0, max: 59 }),
      fc.integer({ min: 0, max: 59 }),
    )
    .map(([h, m, s]) => `${pad(h, 2)}:${pad(m, 2)}:${pad(s, 2)}`),
);

const timeOfDay = fc.oneof(startTimeOfDay, fc.constantFrom('24:00', '24:00:00'));

const url = fc.stringMatching(
  /^https:\/\/[a-z0-9]{1,10}\.(com|ae|sg|my)(\/[a-z0-9_-]{1,10}){0,3}$/,
);
const path = fc.stringMatching(/^\/([a-z0-9_-]{1,10}(\/[a-z0-9_-]{1,10}){0,2})?$/);

/**
 * The default registry: one arbitrary for each primitive of src/schemas/primitives.ts, and for
 * the refined schemas the walker cannot derive.
 */
export const primitiveArbitraries: ArbitraryRegistry = new Map<
  z.core.$ZodType,
  fc.Arbitrary<unknown>
>([
  [
    idSchema,
    fc.oneof(fc.integer({ min: 1, max: 100_000 }), fc.integer({ min: 1, max: PG_INTEGER_MAX })),
  ],
  [
    countSchema,
    fc.oneof(fc.integer({ min: 1, max: 100 }), fc.integer({ min: 1, max: PG_INTEGER_MAX })),
  ],
  // Any text but NUL, in every script (the contract refuses NUL: PostgreSQL cannot store it).
  [
    textSchema,
    fc.string({ unit: 'grapheme', maxLength: 12 }).map((value) => value.replaceAll('\u0000', '')),
  ],
  [amountSchema, decimalStringArbitrary()],
  [signedAmountSchema, signedDecimal],
  [rateSchema, decimalStringArbitrary(100)],
  [pointsSchema, decimalStringArbitrary()],
  [nonEmptyStringSchema, text],
  // At most 20 characters, as a table's number, a counter's label and a person's name must be.
  [tableNumberSchema, text],
  [counterLabelSchema, text],
  [staffNameSchema, text],
  [menuNameSchema, text],
  [menuNameTextSchema, text],
  [menuDescriptionSchema, text],
  // A picture's bytes as base64 (a string format the walker does not derive): a few bytes do.
  [
    imageDataSchema,
    fc
      .uint8Array({ minLength: 1, maxLength: 48 })
      .map((bytes) => btoa(String.fromCharCode(...bytes))),
  ],
  [dateTimeSchema, dateTime],
  [timeOfDaySchema, timeOfDay],
  [startTimeOfDaySchema, startTimeOfDay],
  [currencySchema, fc.constantFrom('AED', 'SGD', 'MYR', 'KWD', 'JPY', 'USD')],
  [precisionSchema, fc.integer({ min: 0, max: 3 })],
  [
    emailSchema,
    fc.stringMatching(/^[a-z0-9]{1,10}(\.[a-z0-9]{1,6})?@[a-z0-9]{1,10}\.(com|ae|sg|co\.uk)$/),
  ],
  [phoneNumberSchema, fc.stringMatching(/^\d{6,15}$/)],
  [dialingCodeSchema, fc.constantFrom('+971', '971', '+65', '65', '+60', '+44', '+1')],
  [countryCodeSchema, fc.constantFrom('AE', 'SG', 'MY', 'GB', 'US')],
  [urlSchema, url],
  [redirectTargetSchema, fc.oneof(url, path)],
  // Generated as the client sends them; the server's text form is tested in the contract tests.
  [urlIdSchema, fc.integer({ min: 1, max: 100_000 })],
  [urlTrueSchema, fc.constant(true)],
  [uuidSchema, fc.uuid()],
  [hexColorSchema, fc.stringMatching(/^#([0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/)],
  [cardLastFourSchema, fc.stringMatching(/^\d{4}$/)],
  // The outlet's time zone is refined against Intl, so it comes from names Intl knows.
  [
    timeZoneSchema,
    fc.constantFrom('Asia/Singapore', 'Asia/Dubai', 'Asia/Kuwait', 'Europe/London', 'UTC'),
  ],
]);
