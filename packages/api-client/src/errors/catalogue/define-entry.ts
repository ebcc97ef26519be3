import type { ErrorButtonKey, ErrorCatalogueEntry } from '../error-entry';
import type { ErrorId } from '../error-ids';

/** The fields of an entry that have defaults; see {@link defineEntry}. */
type Defaulted =
  'id' | 'titleKey' | 'messageKey' | 'presentation' | 'serverText' | 'buttonKey' | 'effects';

/** What an entry spells out; the rest has defaults. */
export type EntryOptions = Omit<ErrorCatalogueEntry, Defaulted> &
  Partial<Pick<ErrorCatalogueEntry, Defaulted>>;

/** The lingui ids of the generic 'Oops!' popup, for entries the spec shows as the generic error. */
export const GENERIC_KEYS = {
  titleKey: 'error.generic.title',
  messageKey: 'error.generic.message',
} as const;

/** The generic error's English wording (spec: A§8 row 1). */
export const GENERIC_TEXT = {
  title: 'Oops!',
  message: 'Something went wrong! Please try again',
} as const;

/** The text key an entry names for a field: the option's own where it spells one, else the default. */
type KeyOf<TOptions, TField extends string, TDefault> =
  TOptions extends Readonly<Record<TField, infer TKey extends string>> ? TKey : TDefault;

/**
 * An entry as {@link defineEntry} builds it: its id and its text keys keep their literal types, so
 * the catalogue's {@link ErrorTextKey} lists every lingui id an entry can name.
 */
export type DefinedEntry<
  TId extends ErrorId,
  TOptions extends EntryOptions,
> = ErrorCatalogueEntry & {
  readonly id: TId;
  readonly titleKey: KeyOf<TOptions, 'titleKey', `error.${TId}.title`>;
  readonly messageKey: KeyOf<TOptions, 'messageKey', `error.${TId}.message`>;
  readonly detailsKey?: KeyOf<TOptions, 'detailsKey', never>;
};

/**
 * Builds one catalogue entry. Defaults (our choice): lingui ids `error.<id>.title` and
 * `error.<id>.message`, a popup, the entry's own message, no effects, and a button that says OK
 * when it redirects and Close otherwise (none when nothing with a button is shown).
 */
export function defineEntry<TId extends ErrorId, const TOptions extends EntryOptions>(
  id: TId,
  options: TOptions,
): DefinedEntry<TId, TOptions> {
  const presentation = options.presentation ?? 'popup';
  const entry: ErrorCatalogueEntry = {
    titleKey: `error.${id}.title`,
    messageKey: `error.${id}.message`,
    serverText: 'none',
    effects: [],
    buttonKey: defaultButton(presentation, options.action.type),
    ...options,
    presentation,
    id,
  };
  // The spread above gives each key its option's literal or the default the type names.
  return entry as DefinedEntry<TId, TOptions>;
}

function defaultButton(
  presentation: ErrorCatalogueEntry['presentation'],
  action: ErrorCatalogueEntry['action']['type'],
): ErrorButtonKey | null {
  if (presentation !== 'popup' && presentation !== 'page' && presentation !== 'overlay')
    return null;
  return action === 'redirect' ? 'button.ok' : 'button.close';
}

/** A part of the catalogue: entries keyed by their own id. */
export type CatalogueSlice = {
  readonly [TId in ErrorId]?: ErrorCatalogueEntry & { readonly id: TId };
};
