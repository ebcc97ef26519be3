import { useLingui } from '@lingui/react/macro';
import {
  type CheckoutMode,
  type PosOutletSettings,
  type PosOutletSettingsChanges,
  type ServiceType,
} from '@tabula/api-client';
import { Button } from '@tabula/ui';
import { useId, useState, type SyntheticEvent } from 'react';
import { languageDirection, languageName } from '../../lib/language-name';
import { check, control, field, row } from '../../lib/layout.css';
import { TextField } from '../../lib/text-field';
import { CHECKOUT_MODE_LABELS, SERVICE_TYPE_LABELS } from '../../lib/settings-labels';
import { useOutletSettingsChange } from './use-settings-change';

/** The longest announcement (our choice: a line or two on the diner's menu). */
const ANNOUNCEMENT_MAX = 500;

type Profile = PosOutletSettings['profile'];

const SERVICE_TYPES: readonly ServiceType[] = ['eat_in', 'take_away', 'eat_in_and_take_away'];
const CHECKOUT_MODES: readonly CheckoutMode[] = ['login_and_guest', 'login', 'guest'];

/** The announcement in each language but the first, as staff type it. */
function announcementsOf(settings: PosOutletSettings): Record<string, string> {
  return Object.fromEntries(
    settings.languages
      .slice(1)
      .map((locale) => [locale, settings.profile.translations?.[locale]?.announcement ?? '']),
  );
}

/** Only the fields staff changed, a blank announcement as none. */
function profileChanges(
  before: Profile,
  draft: Profile,
  texts: Record<string, string>,
  textsBefore: Record<string, string>,
): PosOutletSettingsChanges['profile'] {
  const changes: NonNullable<PosOutletSettingsChanges['profile']> = {};
  for (const key of [
    'service_type',
    'call_waiter_enabled',
    'auto_confirm_enabled',
    'checkout_mode',
    'open_tab_checkout_mode',
  ] as const) {
    if (draft[key] !== before[key]) Object.assign(changes, { [key]: draft[key] });
  }
  const announcement = (draft.announcement ?? '').trim();
  if (announcement !== (before.announcement ?? '')) {
    changes.announcement = announcement === '' ? null : announcement;
  }
  if (JSON.stringify(texts) !== JSON.stringify(textsBefore)) {
    changes.translations = Object.fromEntries(
      Object.entries(texts).map(([locale, text]) => [
        locale,
        { announcement: text.trim() === '' ? null : text.trim() },
      ]),
    );
  }
  return changes;
}

/**
 * How the outlet serves: eat in, take away or both; whether diners may call a waiter; whether
 * orders are confirmed without staff; who may check out at the counter and at an open tab; and
 * the announcement on the diner's menu, in every language of the venue.
 */
export function ServiceForm({
  outletId,
  settings,
}: {
  outletId: number;
  settings: PosOutletSettings;
}) {
  const { t, i18n } = useLingui();
  const ids = useId();
  const [draft, setDraft] = useState(settings.profile);
  const [textsBefore] = useState(() => announcementsOf(settings));
  const [texts, setTexts] = useState(textsBefore);
  const set = (change: Partial<Profile>) => {
    setDraft((current) => ({ ...current, ...change }));
  };
  const save = useOutletSettingsChange(outletId, () => t`Service settings saved`);
  const submit = (event: SyntheticEvent) => {
    event.preventDefault();
    const profile = profileChanges(settings.profile, draft, texts, textsBefore);
    if (profile === undefined || Object.keys(profile).length === 0) return;
    save.mutate({ profile });
  };
  const select = <V extends string>(
    id: string,
    label: string,
    value: V,
    options: readonly V[],
    labelOf: (value: V) => string,
    onChange: (next: V) => void,
  ) => (
    <label className={field} htmlFor={id}>
      {label}
      <select
        id={id}
        className={control}
        value={value}
        onChange={(event) => {
          onChange(event.target.value as V);
        }}
      >
        {options.map((option) => (
          <option key={option} value={option}>
            {labelOf(option)}
          </option>
        ))}
      </select>
    </label>
  );
  return (
    <form aria-label={t`How the outlet serves`} onSubmit={submit}>
      <div className={row}>
        {select(
          `${ids}-service`,
          t`Service`,
          draft.service_type,
          SERVICE_TYPES,
          (type) => i18n._(SERVICE_TYPE_LABELS[type]),
          (service_type) => {
            set({ service_type });
          },
        )}
        {select(
          `${ids}-checkout`,
          t`Checkout at the counter`,
          draft.checkout_mode,
          CHECKOUT_MODES,
          (mode) => i18n._(CHECKOUT_MODE_LABELS[mode]),
          (checkout_mode) => {
            set({ checkout_mode });
          },
        )}
        {select(
          `${ids}-tab`,
          t`Checkout of an open tab`,
          draft.open_tab_checkout_mode,
          CHECKOUT_MODES,
          (mode) => i18n._(CHECKOUT_MODE_LABELS[mode]),
          (open_tab_checkout_mode) => {
            set({ open_tab_checkout_mode });
          },
        )}
      </div>
      <div className={row}>
        <label className={check}>
          <input
            type="checkbox"
            checked={draft.call_waiter_enabled}
            onChange={(event) => {
              set({ call_waiter_enabled: event.target.checked });
            }}
          />
          {t`Diners may call a waiter`}
        </label>
        <label className={check}>
          <input
            type="checkbox"
            checked={draft.auto_confirm_enabled}
            onChange={(event) => {
              set({ auto_confirm_enabled: event.target.checked });
            }}
          />
          {t`Confirm orders without staff`}
        </label>
      </div>
      <TextField
        label={t`Announcement on the menu`}
        value={draft.announcement ?? ''}
        maxLength={ANNOUNCEMENT_MAX}
        lines={2}
        onChange={(announcement) => {
          set({ announcement });
        }}
      />
      {settings.languages.slice(1).map((locale) => {
        const language = languageName(locale, i18n.locale);
        return (
          <TextField
            key={locale}
            label={t`Announcement in ${language}`}
            value={texts[locale] ?? ''}
            maxLength={ANNOUNCEMENT_MAX}
            lines={2}
            dir={languageDirection(locale)}
            lang={locale}
            onChange={(text) => {
              setTexts((current) => ({ ...current, [locale]: text }));
            }}
          />
        );
      })}
      <div className={row}>
        <Button type="submit" size="small" disabled={save.isPending} loading={save.isPending}>
          {t`Save the service settings`}
        </Button>
      </div>
    </form>
  );
}
