import { advertisementTarget, type MenuItem } from '@tabula/api-client';
import { parseAmount } from '@tabula/engine';
import { categoriesOf, itemsOf } from './menu-items';
import { modifierGroupProblems } from './modifier-group-problems';
import { offerProblems } from './offer-problems';
import type { VenueFile } from './venue-file-schema';

/** One thing wrong with a venue file: where (`outlets[0].menu.categories[2].items[1].unit_price`) and what. */
export interface VenueFileProblem {
  path: string;
  message: string;
}

/** A path as the problems print it: `outlets[0].menu.taxes[1].rate`. */
export function formatPath(path: readonly PropertyKey[]): string {
  let out = '';
  for (const part of path) {
    if (typeof part === 'number') out += `[${String(part)}]`;
    else out += out === '' ? String(part) : `.${String(part)}`;
  }
  return out === '' ? '(the file)' : out;
}

/**
 * The fields a file may not hold because no schema knows them: each key of the file the parsed
 * value dropped (zod strips unknown keys of nested objects). A misspelt optional field would
 * otherwise vanish without a word.
 */
export function unknownFields(
  input: unknown,
  parsed: unknown,
  path: PropertyKey[] = [],
): VenueFileProblem[] {
  if (Array.isArray(input) && Array.isArray(parsed)) {
    return input.flatMap((value, index) => unknownFields(value, parsed[index], [...path, index]));
  }
  if (!isRecord(input) || !isRecord(parsed)) return [];
  return Object.keys(input).flatMap((key) =>
    key in parsed
      ? unknownFields(input[key], parsed[key], [...path, key])
      : [{ path: formatPath([...path, key]), message: 'unknown field' }],
  );
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The fields that hold money, wherever they stand. */
const MONEY_FIELDS = new Set([
  'unit_price',
  'final_price',
  'amount',
  'min_price',
  'max_discount_value',
  'min_order_amount',
  'maxdiscountableAmount',
  'max_order_amount',
]);

/** Every amount of money in the file with more decimals than the company's currency has. */
function amountsBeyondPrecision(
  value: unknown,
  precision: number,
  path: PropertyKey[],
): VenueFileProblem[] {
  if (Array.isArray(value)) {
    return value.flatMap((item, index) =>
      amountsBeyondPrecision(item, precision, [...path, index]),
    );
  }
  if (!isRecord(value)) return [];
  return Object.entries(value).flatMap(([key, field]) => {
    if (MONEY_FIELDS.has(key) && typeof field === 'string') {
      return amountBeyondPrecision(field, precision, [...path, key]);
    }
    return amountsBeyondPrecision(field, precision, [...path, key]);
  });
}

/** The problem of one amount with more decimals than the currency has, if it has. */
function amountBeyondPrecision(
  amount: string,
  precision: number,
  path: PropertyKey[],
): VenueFileProblem[] {
  try {
    parseAmount(amount, { precision });
    return [];
  } catch {
    return [
      {
        path: formatPath(path),
        message: `expected a decimal with at most ${String(precision)} places`,
      },
    ];
  }
}

/** Promotion actions whose `value` is money (the others' is a percent or points). */
const MONEY_ACTIONS = new Set([
  'gets_value_discount',
  'gets_value_discount_on_order',
  'gets_value_discount_on_item',
  'gets_value_delivery_discount',
  'pay_fixed_price',
]);

/**
 * The amounts that are money only by their type, beyond the currency's precision: a FIXED
 * surcharge's value, a FIXED coupon's rate and a value or fixed-price promotion's value (a yen
 * venue's packaging charge of 0.50 would otherwise be taken).
 */
function typedAmountsBeyondPrecision(venue: VenueFile, precision: number): VenueFileProblem[] {
  const money: { value: string | null; path: PropertyKey[] }[] = [
    ...venue.outlets.flatMap((outlet, i) =>
      outlet.menu.surcharges.flatMap((surcharge, j) =>
        surcharge.type === 'FIXED'
          ? [{ value: surcharge.value, path: ['outlets', i, 'menu', 'surcharges', j, 'value'] }]
          : [],
      ),
    ),
    ...venue.coupons.flatMap((coupon, i) =>
      coupon.definition.discount_type === 'FIXED'
        ? [
            {
              value: coupon.definition.discount_rate,
              path: ['coupons', i, 'definition', 'discount_rate'],
            },
          ]
        : [],
    ),
    ...venue.promotions.flatMap((promotion, i) =>
      MONEY_ACTIONS.has(promotion.definition.action.type)
        ? [
            {
              value: promotion.definition.action.value,
              path: ['promotions', i, 'definition', 'action', 'value'],
            },
          ]
        : [],
    ),
  ];
  return money.flatMap(({ value, path }) =>
    value === null ? [] : amountBeyondPrecision(value, precision, path),
  );
}

/** The problems of values that must differ: each repeat after the first. */
function repeats<T>(
  entries: { value: T; path: PropertyKey[] }[],
  what: string,
  show: (value: T) => string = String,
): VenueFileProblem[] {
  const seen = new Set<T>();
  const problems: VenueFileProblem[] = [];
  for (const { value, path } of entries) {
    if (seen.has(value)) {
      problems.push({ path: formatPath(path), message: `${what} ${show(value)} is used twice` });
    }
    seen.add(value);
  }
  return problems;
}

/**
 * What the schema alone cannot see: amounts at the currency's precision; keys, codes, ids,
 * table numbers, counter labels and QR tokens used once; a default language among the
 * languages; modifier groups a diner can complete (modifier-group-problems.ts); banners that
 * lead to an item or a category of their outlet's menu; offers that make sense
 * (offer-problems.ts).
 */
export function venueFileProblems(venue: VenueFile): VenueFileProblem[] {
  const company = venue.company.profile;
  const problems: VenueFileProblem[] = [
    ...amountsBeyondPrecision(venue, company.decimal_precision, []),
    ...typedAmountsBeyondPrecision(venue, company.decimal_precision),
  ];
  const { locales, default: defaultLocale } = company.locale_data;
  if (!locales.includes(defaultLocale)) {
    problems.push({
      path: 'company.profile.locale_data.default',
      message: `${defaultLocale} is not one of the languages (${locales.join(', ')})`,
    });
  }
  problems.push(
    ...repeats(
      venue.outlets.map((outlet, i) => ({ value: outlet.key, path: ['outlets', i, 'key'] })),
      'the outlet key',
    ),
    ...repeats(
      venue.promotions.map((promotion, i) => ({
        value: promotion.key,
        path: ['promotions', i, 'key'],
      })),
      'the promotion key',
    ),
    ...repeats(
      venue.coupons.map((coupon, i) => ({
        value: coupon.code.toUpperCase(),
        path: ['coupons', i, 'code'],
      })),
      'the coupon code',
    ),
    ...repeats(
      venue.outlets
        .flatMap((outlet, i): { value: string | undefined; path: PropertyKey[] }[] => [
          ...outlet.tables.map((table, j) => ({
            value: table.qr_token,
            path: ['outlets', i, 'tables', j, 'qr_token'],
          })),
          ...outlet.counters.map((counter, j) => ({
            value: counter.qr_token,
            path: ['outlets', i, 'counters', j, 'qr_token'],
          })),
        ])
        .filter(
          (entry): entry is { value: string; path: PropertyKey[] } => entry.value !== undefined,
        ),
      'the QR token',
    ),
  );
  venue.outlets.forEach((outlet, i) => {
    const at: PropertyKey[] = ['outlets', i];
    const categories = categoriesOf(outlet.menu.categories, [...at, 'menu', 'categories']);
    const items = categories.flatMap(({ category, path }) =>
      itemsOf(category.items, [...path, 'items']),
    );
    problems.push(
      ...repeats(
        outlet.tables.map((table, j) => ({
          value: table.number,
          path: [...at, 'tables', j, 'number'],
        })),
        'the table number',
      ),
      ...repeats(
        outlet.counters.map((counter, j) => ({
          value: counter.label,
          path: [...at, 'counters', j, 'label'],
        })),
        'the counter label',
      ),
      ...repeats(
        categories.map(({ category, path }) => ({ value: category.id, path: [...path, 'id'] })),
        'the category id',
      ),
      ...repeats(
        outlet.payment_types.map((type, j) => ({
          value: type.id,
          path: [...at, 'payment_types', j, 'id'],
        })),
        'the payment type id',
      ),
      ...repeats(
        outlet.menu.taxes.map((tax, j) => ({
          value: tax.id,
          path: [...at, 'menu', 'taxes', j, 'id'],
        })),
        'the tax id',
      ),
      ...repeats(
        outlet.menu.surcharges.map((surcharge, j) => ({
          value: surcharge.id,
          path: [...at, 'menu', 'surcharges', j, 'id'],
        })),
        'the surcharge id',
      ),
    );
    // An item may stand in two categories, as the same dish: the same id must then be the same
    // dish, so only a second, different item under an id is a repeat.
    const firstItem = new Map<number, MenuItem>();
    for (const { item, path } of items) {
      const first = firstItem.get(item.id);
      if (first === undefined) firstItem.set(item.id, item);
      else if (JSON.stringify(first) !== JSON.stringify(item)) {
        problems.push({
          path: formatPath([...path, 'id']),
          message: `the item id ${String(item.id)} is used for two different items`,
        });
      }
    }
    for (const { item, path } of items) {
      for (const problem of modifierGroupProblems(item, path)) {
        problems.push({ path: formatPath(problem.path), message: problem.message });
      }
    }
    const categoryIds = new Set(categories.map(({ category }) => category.id));
    outlet.advertisements.forEach((advertisement, j) => {
      const target = advertisementTarget(advertisement.action);
      const known = target.kind === 'item' ? firstItem.has(target.id) : categoryIds.has(target.id);
      if (!known) {
        problems.push({
          path: formatPath([...at, 'advertisements', j, 'action']),
          message: `no ${target.kind} ${String(target.id)} on this outlet's menu`,
        });
      }
    });
  });
  problems.push(
    ...offerProblems(venue).map(({ path, message }) => ({ path: formatPath(path), message })),
  );
  return problems;
}
