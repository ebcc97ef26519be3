import { useLingui } from '@lingui/react/macro';
import {
  MAX_OUTLET_TAXES,
  MENU_NAME_MAX,
  type PosOutletSettings,
  type PosOutletSettingsChanges,
  type Tax,
} from '@tabula/api-client';
import { Button } from '@tabula/ui';
import { useState, type SyntheticEvent } from 'react';
import { check, muted, row } from '../../lib/layout.css';
import { isRateText } from '../../lib/price-text';
import { useStatusNote } from '../../lib/status-note';
import { TextField } from '../../lib/text-field';
import { useOutletSettingsChange } from './use-settings-change';

/** A tax as staff type it. */
interface TaxDraft {
  id: number;
  name: string;
  value: string;
}

/**
 * The menu's taxes, sent whole: a rate changed reaches every dish and surcharge that carries the
 * tax; a new tax applies to every dish; a removed one leaves them all (the server's rule,
 * docs/back-office.md). Whether the menu's prices already include them.
 */
export function TaxesForm({
  outletId,
  settings,
}: {
  outletId: number;
  settings: PosOutletSettings;
}) {
  const { t } = useLingui();
  const { say } = useStatusNote();
  const [taxes, setTaxes] = useState<TaxDraft[]>(() =>
    settings.taxes.map((tax) => ({ id: tax.id, name: tax.name ?? '', value: tax.value })),
  );
  const [inclusive, setInclusive] = useState(settings.is_tax_inclusive);
  const save = useOutletSettingsChange(outletId, () => t`Taxes saved`);
  const setTax = (index: number, change: Partial<TaxDraft>) => {
    setTaxes((current) => current.map((tax, i) => (i === index ? { ...tax, ...change } : tax)));
  };
  const submit = (event: SyntheticEvent) => {
    event.preventDefault();
    if (taxes.some((tax) => tax.name.trim() === '')) {
      say(t`Give every tax a name.`, 'error');
      return;
    }
    if (taxes.some((tax) => !isRateText(tax.value))) {
      say(t`A percentage is a number such as 15 or 12.5.`, 'error');
      return;
    }
    const sent: Tax[] = taxes.map((tax) => ({
      id: tax.id,
      name: tax.name.trim(),
      type: 'PERCENTAGE',
      value: tax.value.trim(),
    }));
    const body: PosOutletSettingsChanges = {
      ...(JSON.stringify(sent) === JSON.stringify(settings.taxes) ? {} : { taxes: sent }),
      ...(inclusive === settings.is_tax_inclusive ? {} : { is_tax_inclusive: inclusive }),
    };
    if (Object.keys(body).length === 0) return;
    save.mutate(body);
  };
  return (
    <form aria-label={t`Taxes`} onSubmit={submit}>
      {taxes.length === 0 && <p className={muted}>{t`No taxes: prices are charged as shown.`}</p>}
      {taxes.map((tax, index) => {
        const name = tax.name;
        return (
          <div key={tax.id} className={row}>
            <TextField
              label={t`Tax`}
              value={tax.name}
              maxLength={MENU_NAME_MAX}
              invalid={tax.name.trim() === ''}
              onChange={(next) => {
                setTax(index, { name: next });
              }}
            />
            <TextField
              label={t`Rate (%)`}
              value={tax.value}
              maxLength={6}
              inputMode="decimal"
              invalid={!isRateText(tax.value)}
              onChange={(value) => {
                setTax(index, { value });
              }}
            />
            <Button
              size="small"
              tone="secondary"
              onClick={() => {
                setTaxes((current) => current.filter((_, i) => i !== index));
              }}
            >
              {t`Remove the tax ${name}`}
            </Button>
          </div>
        );
      })}
      <div className={row}>
        <label className={check}>
          <input
            type="checkbox"
            checked={inclusive}
            onChange={(event) => {
              setInclusive(event.target.checked);
            }}
          />
          {t`Menu prices include the taxes`}
        </label>
      </div>
      <div className={row}>
        <Button
          size="small"
          tone="secondary"
          disabled={taxes.length >= MAX_OUTLET_TAXES}
          onClick={() => {
            const id =
              Math.max(
                0,
                ...settings.taxes.map((each) => each.id),
                ...taxes.map((each) => each.id),
              ) + 1;
            setTaxes((current) => [...current, { id, name: '', value: '' }]);
          }}
        >
          {t`Add a tax`}
        </Button>
        <Button type="submit" size="small" disabled={save.isPending} loading={save.isPending}>
          {t`Save the taxes`}
        </Button>
      </div>
    </form>
  );
}
