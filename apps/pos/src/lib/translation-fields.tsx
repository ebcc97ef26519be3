import { useLingui } from '@lingui/react/macro';
import { MENU_DESCRIPTION_MAX, MENU_NAME_MAX } from '@tabula/api-client';
import { languageDirection, languageName } from './language-name';
import { fieldset, missing } from './layout.css';
import { TextField } from './text-field';

/** The texts of one language as staff type them; blank is "not translated". */
export interface TextDraft {
  name: string;
  description: string;
}

/** A thing's translations as drafts, one per language but the first. */
export type TranslationDrafts = Record<string, TextDraft>;

/** Drafts from stored translations, every language of the venue but the first present. */
export function draftsOf(
  languages: readonly string[],
  translations:
    | Readonly<Record<string, { name?: string | null; description?: string | null } | undefined>>
    | undefined,
): TranslationDrafts {
  return Object.fromEntries(
    languages.slice(1).map((locale) => {
      const stored = translations?.[locale];
      return [locale, { name: stored?.name ?? '', description: stored?.description ?? '' }];
    }),
  );
}

/**
 * The name (and, for a dish or a promotion, the description) in each of the venue's other
 * languages, each
 * field written in its language's direction; a blank name is marked as missing.
 */
export function TranslationFields({
  languages,
  drafts,
  onChange,
  withDescription = false,
  nameMax = MENU_NAME_MAX,
}: {
  languages: readonly string[];
  drafts: TranslationDrafts;
  onChange: (next: TranslationDrafts) => void;
  withDescription?: boolean;
  /** The longest name: a dish's unless given. */
  nameMax?: number;
}) {
  const { t, i18n } = useLingui();
  const others = languages.slice(1);
  if (others.length === 0) return null;
  return (
    <fieldset className={fieldset}>
      <legend>{t`In the venue’s other languages`}</legend>
      {others.map((locale) => {
        const draft = drafts[locale] ?? { name: '', description: '' };
        const language = languageName(locale, i18n.locale);
        const set = (change: Partial<TextDraft>) => {
          onChange({ ...drafts, [locale]: { ...draft, ...change } });
        };
        return (
          <div key={locale}>
            <TextField
              label={t`Name in ${language}`}
              value={draft.name}
              maxLength={nameMax}
              dir={languageDirection(locale)}
              lang={locale}
              invalid={draft.name.trim() === ''}
              onChange={(name) => {
                set({ name });
              }}
            />
            {draft.name.trim() === '' && (
              <p
                className={missing}
              >{t`Missing: diners reading ${language} see the first language.`}</p>
            )}
            {withDescription && (
              <TextField
                label={t`Description in ${language}`}
                value={draft.description}
                maxLength={MENU_DESCRIPTION_MAX}
                lines={2}
                dir={languageDirection(locale)}
                lang={locale}
                onChange={(description) => {
                  set({ description });
                }}
              />
            )}
          </div>
        );
      })}
    </fieldset>
  );
}

/** Drafts as the menu calls take them: every language sent, a blank one as null. */
export function namesOf(drafts: TranslationDrafts): Record<string, { name: string | null }> {
  return Object.fromEntries(
    Object.entries(drafts).map(([locale, draft]) => [
      locale,
      { name: draft.name.trim() === '' ? null : draft.name.trim() },
    ]),
  );
}

/** Drafts of an item as the menu calls take them. */
export function textsOf(
  drafts: TranslationDrafts,
): Record<string, { name: string | null; description: string | null }> {
  return Object.fromEntries(
    Object.entries(drafts).map(([locale, draft]) => [
      locale,
      {
        name: draft.name.trim() === '' ? null : draft.name.trim(),
        description: draft.description.trim() === '' ? null : draft.description.trim(),
      },
    ]),
  );
}
