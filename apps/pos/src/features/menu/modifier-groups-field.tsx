import { useLingui } from '@lingui/react/macro';
import {
  MENU_NAME_MAX,
  type ModifierGroup,
  type ModifierGroupItem,
  type ModifierGroupType,
  type NameTranslations,
} from '@tabula/api-client';
import { Button } from '@tabula/ui';
import { useId } from 'react';
import { check, control, field, fieldset, row } from '../../lib/layout.css';
import { languageDirection, languageName } from '../../lib/language-name';
import { isPriceText } from '../../lib/price-text';
import { newGroup, newOption, nextModifierId, withType } from './modifier-groups';
import { TextField } from '../../lib/text-field';

/** How many of a group a diner picks, for its minimum and maximum fields. */
function CountField({
  label,
  value,
  onChange,
}: {
  label: string;
  value: number;
  onChange: (next: number) => void;
}) {
  const id = useId();
  return (
    <label className={field} htmlFor={id}>
      {label}
      <input
        id={id}
        className={control}
        type="number"
        inputMode="numeric"
        min={0}
        max={99}
        step={1}
        value={value}
        onChange={(event) => {
          const next = Number.parseInt(event.target.value, 10);
          onChange(Number.isInteger(next) && next >= 0 ? Math.min(next, 99) : 0);
        }}
      />
    </label>
  );
}

/** A group's or an option's name in each of the venue's other languages. */
function NameFields({
  languages,
  translations,
  onChange,
}: {
  languages: readonly string[];
  translations: NameTranslations | undefined;
  onChange: (next: NameTranslations) => void;
}) {
  const { t, i18n } = useLingui();
  return languages.slice(1).map((locale) => {
    const language = languageName(locale, i18n.locale);
    const name = translations?.[locale]?.name ?? '';
    return (
      <TextField
        key={locale}
        label={t`Name in ${language}`}
        value={name}
        maxLength={MENU_NAME_MAX}
        dir={languageDirection(locale)}
        lang={locale}
        invalid={name.trim() === ''}
        onChange={(next) => {
          onChange({ ...translations, [locale]: { name: next } });
        }}
      />
    );
  });
}

/**
 * A dish's groups of options, whole: each group's name, how it is chosen (one option, several,
 * or a count of each), at least and at most how many (0: no limit), its options with their extra
 * prices, which are chosen at first, and every name in the venue's other languages; groups and
 * options added and removed. New ids are above every id of the menu.
 */
export function ModifierGroupsField({
  groups,
  takenIds,
  languages,
  currency,
  precision,
  onChange,
}: {
  groups: readonly ModifierGroup[];
  takenIds: readonly number[];
  languages: readonly string[];
  currency: string;
  precision: number;
  onChange: (next: ModifierGroup[]) => void;
}) {
  const { t } = useLingui();
  const typeField = useId();
  const setGroup = (index: number, next: ModifierGroup) => {
    onChange(groups.map((group, g) => (g === index ? next : group)));
  };
  const setOption = (groupIndex: number, optionIndex: number, next: ModifierGroupItem | null) => {
    const group = groups[groupIndex];
    if (group === undefined) return;
    setGroup(groupIndex, {
      ...group,
      items:
        next === null
          ? group.items.filter((_, o) => o !== optionIndex)
          : group.items.map((option, o) => (o === optionIndex ? next : option)),
    });
  };
  const addGroup = () => {
    const id = nextModifierId(takenIds, groups);
    onChange([...groups, newGroup(id, '', newOption(id + 1, ''))]);
  };
  const types: { type: ModifierGroupType; label: string }[] = [
    { type: 'single_item', label: t`One option` },
    { type: 'multiple_item', label: t`Several options` },
    { type: 'quantity_selector', label: t`A count of each option` },
  ];
  return (
    <>
      {groups.map((group, groupIndex) => {
        const groupName = group.name;
        return (
          <fieldset key={group.id} className={fieldset}>
            <legend>{t`Options: ${groupName}`}</legend>
            <div className={row}>
              <TextField
                label={t`Name of the group`}
                value={group.name}
                maxLength={MENU_NAME_MAX}
                invalid={group.name.trim() === ''}
                onChange={(name) => {
                  setGroup(groupIndex, { ...group, name });
                }}
              />
              <label className={field} htmlFor={`${typeField}-${String(groupIndex)}`}>
                {t`The diner picks`}
                <select
                  id={`${typeField}-${String(groupIndex)}`}
                  className={control}
                  value={group.type}
                  onChange={(event) => {
                    setGroup(groupIndex, withType(group, event.target.value as ModifierGroupType));
                  }}
                >
                  {types.map(({ type, label }) => (
                    <option key={type} value={type}>
                      {label}
                    </option>
                  ))}
                </select>
              </label>
              <CountField
                label={t`At least`}
                value={group.minimum}
                onChange={(minimum) => {
                  setGroup(groupIndex, { ...group, minimum });
                }}
              />
              <CountField
                label={t`At most (0: no limit)`}
                value={group.maximum}
                onChange={(maximum) => {
                  setGroup(groupIndex, { ...group, maximum });
                }}
              />
            </div>
            <NameFields
              languages={languages}
              translations={group.translations}
              onChange={(translations) => {
                setGroup(groupIndex, { ...group, translations });
              }}
            />
            {group.items.map((option, optionIndex) => {
              const optionName = option.name;
              return (
                <div key={option.id} className={row}>
                  <TextField
                    label={t`Option`}
                    value={option.name}
                    maxLength={MENU_NAME_MAX}
                    invalid={option.name.trim() === ''}
                    onChange={(name) => {
                      setOption(groupIndex, optionIndex, { ...option, name });
                    }}
                  />
                  <TextField
                    label={t`Extra price (${currency})`}
                    value={option.unit_price}
                    maxLength={12}
                    inputMode={precision === 0 ? 'numeric' : 'decimal'}
                    invalid={!isPriceText(option.unit_price, precision)}
                    onChange={(unit_price) => {
                      setOption(groupIndex, optionIndex, { ...option, unit_price });
                    }}
                  />
                  <label className={check}>
                    <input
                      type="checkbox"
                      checked={option.is_default}
                      onChange={(event) => {
                        setOption(groupIndex, optionIndex, {
                          ...option,
                          is_default: event.target.checked,
                        });
                      }}
                    />
                    {t`Chosen at first`}
                  </label>
                  <NameFields
                    languages={languages}
                    translations={option.translations}
                    onChange={(translations) => {
                      setOption(groupIndex, optionIndex, { ...option, translations });
                    }}
                  />
                  <Button
                    size="small"
                    tone="secondary"
                    onClick={() => {
                      setOption(groupIndex, optionIndex, null);
                    }}
                  >
                    {t`Remove the option ${optionName}`}
                  </Button>
                </div>
              );
            })}
            <div className={row}>
              <Button
                size="small"
                tone="secondary"
                onClick={() => {
                  const id = nextModifierId(takenIds, groups);
                  setGroup(groupIndex, { ...group, items: [...group.items, newOption(id, '')] });
                }}
              >
                {t`Add an option to ${groupName}`}
              </Button>
              <Button
                size="small"
                tone="secondary"
                onClick={() => {
                  onChange(groups.filter((_, g) => g !== groupIndex));
                }}
              >
                {t`Remove the group ${groupName}`}
              </Button>
            </div>
          </fieldset>
        );
      })}
      <div className={row}>
        <Button size="small" tone="secondary" onClick={addGroup}>
          {t`Add a group of options`}
        </Button>
      </div>
    </>
  );
}
