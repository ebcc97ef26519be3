import { useLingui } from '@lingui/react/macro';
import {
  MAX_OUTLET_SURCHARGES,
  MENU_NAME_MAX,
  type PosOutletSettings,
  type Surcharge,
  type SurchargeType,
} from '@tabula/api-client';
import { Button } from '@tabula/ui';
import { useId, useState, type SyntheticEvent } from 'react';
import { languageDirection, languageName } from '../../lib/language-name';
import { check, control, field, fieldset, muted, row } from '../../lib/layout.css';
import { isPriceText, isRateText } from '../../lib/price-text';
import { useStatusNote } from '../../lib/status-note';
import { TextField } from '../../lib/text-field';
import { useOutletSettingsChange } from './use-settings-change';

/** A new surcharge: a percentage at tables, not taxed, until staff say otherwise. */
function newSurcharge(id: number): Surcharge {
  return {
    id,
    name: '',
    type: 'PERCENTAGE',
    value: '',
    taxes: [],
    applicable_on_dinein: true,
    applicable_on_walkin: false,
    is_taxable: false,
    is_delivery_charge: false,
    tax_rate_id: null,
    tax_rate: null,
  };
}

/** The surcharge taxed by `taxId` (null: not taxed), its tax copies and rate following. */
function taxedBy(
  surcharge: Surcharge,
  taxId: number | null,
  settings: PosOutletSettings,
): Surcharge {
  const tax = settings.taxes.find((each) => each.id === taxId);
  return tax === undefined
    ? { ...surcharge, is_taxable: false, taxes: [], tax_rate_id: null, tax_rate: null }
    : { ...surcharge, is_taxable: true, taxes: [tax], tax_rate_id: tax.id, tax_rate: tax.value };
}

/**
 * The outlet's surcharges, sent whole: each one's name in every language, a percentage of the
 * subtotal or a fixed amount (at the currency's places), where it applies (at tables, at the
 * counter, only on orders taken away) and the tax it carries.
 */
export function SurchargesForm({
  outletId,
  settings,
}: {
  outletId: number;
  settings: PosOutletSettings;
}) {
  const { t, i18n } = useLingui();
  const { say } = useStatusNote();
  const ids = useId();
  const [surcharges, setSurcharges] = useState(settings.surcharges);
  const precision = settings.decimal_precision;
  const currency = settings.currency;
  const save = useOutletSettingsChange(outletId, () => t`Surcharges saved`);
  const valueValid = (surcharge: Surcharge) =>
    surcharge.type === 'PERCENTAGE'
      ? isRateText(surcharge.value)
      : isPriceText(surcharge.value, precision);
  const set = (index: number, next: Surcharge) => {
    setSurcharges((current) => current.map((each, i) => (i === index ? next : each)));
  };
  const submit = (event: SyntheticEvent) => {
    event.preventDefault();
    if (surcharges.some((surcharge) => surcharge.name.trim() === '')) {
      say(t`Give every surcharge a name.`, 'error');
      return;
    }
    if (!surcharges.every(valueValid)) {
      say(
        t`A percentage is a number such as 15 or 12.5; an amount has at most ${precision} decimals in ${currency}.`,
        'error',
      );
      return;
    }
    const sent = surcharges.map((surcharge) => ({
      ...surcharge,
      name: surcharge.name.trim(),
      value: surcharge.value.trim(),
    }));
    if (JSON.stringify(sent) === JSON.stringify(settings.surcharges)) return;
    save.mutate({ surcharges: sent });
  };
  return (
    <form aria-label={t`Surcharges`} onSubmit={submit}>
      {surcharges.length === 0 && <p className={muted}>{t`No surcharges.`}</p>}
      {surcharges.map((surcharge, index) => {
        const name = surcharge.name;
        const typeId = `${ids}-type-${String(index)}`;
        const taxId = `${ids}-tax-${String(index)}`;
        return (
          <fieldset key={surcharge.id} className={fieldset}>
            <legend>{t`Surcharge: ${name}`}</legend>
            <div className={row}>
              <TextField
                label={t`Name`}
                value={surcharge.name}
                maxLength={MENU_NAME_MAX}
                invalid={surcharge.name.trim() === ''}
                onChange={(next) => {
                  set(index, { ...surcharge, name: next });
                }}
              />
              <label className={field} htmlFor={typeId}>
                {t`Charged as`}
                <select
                  id={typeId}
                  className={control}
                  value={surcharge.type}
                  onChange={(event) => {
                    set(index, { ...surcharge, type: event.target.value as SurchargeType });
                  }}
                >
                  <option value="PERCENTAGE">{t`A percentage of the subtotal`}</option>
                  <option value="FIXED">{t`A fixed amount`}</option>
                </select>
              </label>
              <TextField
                label={
                  surcharge.type === 'PERCENTAGE' ? t`Percentage (%)` : t`Amount (${currency})`
                }
                value={surcharge.value}
                maxLength={12}
                inputMode={surcharge.type === 'FIXED' && precision === 0 ? 'numeric' : 'decimal'}
                invalid={!valueValid(surcharge)}
                onChange={(value) => {
                  set(index, { ...surcharge, value });
                }}
              />
              <label className={field} htmlFor={taxId}>
                {t`Taxed with`}
                <select
                  id={taxId}
                  className={control}
                  value={surcharge.tax_rate_id === null ? '' : String(surcharge.tax_rate_id)}
                  onChange={(event) => {
                    const chosen = event.target.value === '' ? null : Number(event.target.value);
                    set(index, taxedBy(surcharge, chosen, settings));
                  }}
                >
                  <option value="">{t`Not taxed`}</option>
                  {settings.taxes.map((tax) => (
                    <option key={tax.id} value={tax.id}>
                      {`${tax.name ?? ''} ${tax.value}%`}
                    </option>
                  ))}
                </select>
              </label>
            </div>
            <div className={row}>
              <label className={check}>
                <input
                  type="checkbox"
                  checked={surcharge.applicable_on_dinein}
                  onChange={(event) => {
                    set(index, { ...surcharge, applicable_on_dinein: event.target.checked });
                  }}
                />
                {t`At tables`}
              </label>
              <label className={check}>
                <input
                  type="checkbox"
                  checked={surcharge.applicable_on_walkin}
                  onChange={(event) => {
                    set(index, { ...surcharge, applicable_on_walkin: event.target.checked });
                  }}
                />
                {t`At the counter`}
              </label>
              <label className={check}>
                <input
                  type="checkbox"
                  checked={surcharge.is_delivery_charge}
                  onChange={(event) => {
                    set(index, { ...surcharge, is_delivery_charge: event.target.checked });
                  }}
                />
                {t`Only on orders taken away`}
              </label>
            </div>
            <div className={row}>
              {settings.languages.slice(1).map((locale) => {
                const language = languageName(locale, i18n.locale);
                const text = surcharge.translations?.[locale]?.name ?? '';
                return (
                  <TextField
                    key={locale}
                    label={t`Name in ${language}`}
                    value={text}
                    maxLength={MENU_NAME_MAX}
                    dir={languageDirection(locale)}
                    lang={locale}
                    invalid={text.trim() === ''}
                    onChange={(next) => {
                      set(index, {
                        ...surcharge,
                        translations: {
                          ...surcharge.translations,
                          [locale]: { name: next.trim() === '' ? null : next },
                        },
                      });
                    }}
                  />
                );
              })}
            </div>
            <Button
              size="small"
              tone="secondary"
              onClick={() => {
                setSurcharges((current) => current.filter((_, i) => i !== index));
              }}
            >
              {t`Remove the surcharge ${name}`}
            </Button>
          </fieldset>
        );
      })}
      <div className={row}>
        <Button
          size="small"
          tone="secondary"
          disabled={surcharges.length >= MAX_OUTLET_SURCHARGES}
          onClick={() => {
            const id =
              Math.max(
                0,
                ...settings.surcharges.map((each) => each.id),
                ...surcharges.map((each) => each.id),
              ) + 1;
            setSurcharges((current) => [...current, newSurcharge(id)]);
          }}
        >
          {t`Add a surcharge`}
        </Button>
        <Button type="submit" size="small" disabled={save.isPending} loading={save.isPending}>
          {t`Save the surcharges`}
        </Button>
      </div>
    </form>
  );
}
