import { useLingui } from '@lingui/react/macro';
import { tableQrSourceSchema, type DineMode, type TableQrSource } from '@tabula/api-client';
import { useId } from 'react';
import { control, field } from '../../lib/layout.css';
import { DINE_MODE_LABELS, TABLE_MODE_LABELS } from '../../lib/place-labels';

/** The dine mode picker: eat in, take away, or left to the outlet's service type (null). */
export function DineModeField({
  value,
  onChange,
}: {
  value: DineMode | null;
  onChange: (next: DineMode | null) => void;
}) {
  const { t, i18n } = useLingui();
  const id = useId();
  return (
    <label className={field} htmlFor={id}>
      {t`Dine mode`}
      <select
        id={id}
        className={control}
        value={value ?? ''}
        onChange={(event) => {
          const next = event.target.value;
          onChange(next === 'eat_in' || next === 'take_away' ? next : null);
        }}
      >
        <option value="eat_in">{i18n._(DINE_MODE_LABELS.eat_in)}</option>
        <option value="take_away">{i18n._(DINE_MODE_LABELS.take_away)}</option>
        <option value="">{t`As the outlet's service type`}</option>
      </select>
    </label>
  );
}

/** How the table's QR code runs it: pay first, open tab, or scan and pay (B§1). */
export function TableModeField({
  value,
  onChange,
}: {
  value: TableQrSource;
  onChange: (next: TableQrSource) => void;
}) {
  const { t, i18n } = useLingui();
  const id = useId();
  return (
    <label className={field} htmlFor={id}>
      {t`Ordering`}
      <select
        id={id}
        className={control}
        value={value}
        onChange={(event) => {
          const next = tableQrSourceSchema.safeParse(event.target.value);
          if (next.success) onChange(next.data);
        }}
      >
        {tableQrSourceSchema.options.map((mode) => {
          const label = TABLE_MODE_LABELS[mode];
          return (
            <option key={mode} value={mode}>
              {label === undefined ? mode : i18n._(label)}
            </option>
          );
        })}
      </select>
    </label>
  );
}

/** A text field of a place: its number or label. */
export function NameField({
  label,
  value,
  maxLength,
  onChange,
}: {
  label: string;
  value: string;
  maxLength: number;
  onChange: (next: string) => void;
}) {
  const id = useId();
  return (
    <label className={field} htmlFor={id}>
      {label}
      <input
        id={id}
        className={control}
        value={value}
        maxLength={maxLength}
        onChange={(event) => {
          onChange(event.target.value);
        }}
      />
    </label>
  );
}
