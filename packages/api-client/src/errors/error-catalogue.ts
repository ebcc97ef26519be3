import { ACCOUNT_ERRORS } from './catalogue/account';
import { DISCOUNT_ERRORS } from './catalogue/discounts';
import { GENERAL_ERRORS } from './catalogue/general';
import { ORDERING_ERRORS } from './catalogue/ordering';
import { PAYMENT_ERRORS } from './catalogue/payments';
import { TABLE_ERRORS } from './catalogue/tables';
import type { ErrorButtonKey, ErrorCatalogueEntry } from './error-entry';
import type { ErrorId } from './error-ids';

/** The whole catalogue: every {@link ErrorId} with its own entry. */
export type ErrorCatalogue = {
  readonly [TId in ErrorId]: ErrorCatalogueEntry & { readonly id: TId };
};

/**
 * The error catalogue of A§8 and B§8: every situation the app may show an error for, with its
 * wording keys, the spec's English text where it gives one, and what happens next.
 */
export const ERROR_CATALOGUE = {
  ...GENERAL_ERRORS,
  ...ORDERING_ERRORS,
  ...ACCOUNT_ERRORS,
  ...DISCOUNT_ERRORS,
  ...TABLE_ERRORS,
  ...PAYMENT_ERRORS,
} satisfies ErrorCatalogue;

/** An entry of the catalogue, with its literal text keys (what {@link catalogueEntry} returns). */
export type CatalogueEntry = (typeof ERROR_CATALOGUE)[ErrorId];

/**
 * Every lingui message id an entry of the catalogue names: titles, messages, details and
 * buttons. The app's table of English texts is keyed by it, so a text the catalogue names but the
 * app lacks, or a misspelt id, fails the type check.
 */
export type ErrorTextKey = TextKeysOf<CatalogueEntry> | ErrorButtonKey;

/** The text keys one entry names: its title, its message and its details when it has any. */
type TextKeysOf<TEntry> = TEntry extends CatalogueEntry
  ? Extract<TEntry['titleKey' | 'messageKey' | 'detailsKey'], string>
  : never;

/**
 * The entry of a situation that is not a failed call (a cart that no longer matches the menu,
 * an order updated from the POS, a split screen held by someone else, ...).
 *
 * @example
 * ```ts
 * const entry = catalogueEntry('cart_items_not_in_menu'); // action: clear_cart
 * ```
 */
export function catalogueEntry<TId extends ErrorId>(id: TId): (typeof ERROR_CATALOGUE)[TId] {
  return ERROR_CATALOGUE[id];
}
