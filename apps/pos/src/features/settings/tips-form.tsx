import { useLingui } from '@lingui/react/macro';
import { endpoints, MAX_TIP_CHOICES, type PosOutletSettings } from '@tabula/api-client';
import { Button } from '@tabula/ui';
import { useState, type SyntheticEvent } from 'react';
import { api } from '../../app/api';
import { muted, row } from '../../lib/layout.css';
import { isRateText } from '../../lib/price-text';
import { useStatusNote } from '../../lib/status-note';
import { TextField } from '../../lib/text-field';
import { useSettingsChange } from './use-settings-change';

/**
 * The tip percentages diners are offered, in order: the company's, so every outlet offers the
 * same, and only owners change them. A blank field offers nothing.
 */
export function TipsForm({
  outletId,
  settings,
}: {
  outletId: number;
  settings: PosOutletSettings;
}) {
  const { t } = useLingui();
  const { say } = useStatusNote();
  const [tips, setTips] = useState(() =>
    Array.from({ length: MAX_TIP_CHOICES }, (_, i) => settings.tips[i] ?? ''),
  );
  const save = useSettingsChange(
    outletId,
    endpoints.pos.changeTips,
    (chosen: string[]) =>
      api.request(endpoints.pos.changeTips, { params: { id: outletId }, body: { tips: chosen } }),
    () => t`Tips saved`,
  );
  const submit = (event: SyntheticEvent) => {
    event.preventDefault();
    const chosen = tips.map((tip) => tip.trim()).filter((tip) => tip !== '');
    if (!chosen.every(isRateText)) {
      say(t`A percentage is a number such as 15 or 12.5.`, 'error');
      return;
    }
    if (new Set(chosen).size !== chosen.length) {
      say(t`Offer each percentage once.`, 'error');
      return;
    }
    save.mutate(chosen);
  };
  return (
    <form aria-label={t`Tips`} onSubmit={submit}>
      <p className={muted}>{t`Every outlet of the company offers these, in this order.`}</p>
      <div className={row}>
        {tips.map((tip, index) => {
          const place = index + 1;
          return (
            <TextField
              key={place}
              label={t`Tip ${place} (%)`}
              value={tip}
              maxLength={6}
              inputMode="decimal"
              invalid={tip.trim() !== '' && !isRateText(tip)}
              onChange={(next) => {
                setTips((current) => current.map((each, i) => (i === index ? next : each)));
              }}
            />
          );
        })}
      </div>
      <div className={row}>
        <Button type="submit" size="small" disabled={save.isPending} loading={save.isPending}>
          {t`Save the tips`}
        </Button>
      </div>
    </form>
  );
}
