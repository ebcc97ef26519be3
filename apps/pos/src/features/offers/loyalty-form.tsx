import { useLingui } from '@lingui/react/macro';
import { endpoints, type LoyaltyProgramme, type PosOffers } from '@tabula/api-client';
import { Button } from '@tabula/ui';
import { useState, type SyntheticEvent } from 'react';
import { api } from '../../app/api';
import { muted, row } from '../../lib/layout.css';
import { isPriceText } from '../../lib/price-text';
import { useStatusNote } from '../../lib/status-note';
import { TextField } from '../../lib/text-field';
import * as styles from './offers.css';
import { isPointsText } from './promotion-draft';
import { useOffersChange } from './use-offers-change';

/** A programme about to start: a point for each unit of currency, redeemed in any amount. */
const NEW_PROGRAMME: LoyaltyProgramme = {
  points_per_currency_unit: '1',
  point_value: '',
  min_redeem_value: '0',
  max_redeem_value: '0',
};

/** The first thing wrong with a programme as typed, or null. */
function problemOf(
  programme: LoyaltyProgramme,
  precision: number,
): 'points' | 'amount' | 'order' | null {
  if (!isPointsText(programme.points_per_currency_unit)) return 'points';
  const amounts = [programme.point_value, programme.min_redeem_value, programme.max_redeem_value];
  if (!amounts.every((amount) => isPriceText(amount, precision))) return 'amount';
  const most = Number(programme.max_redeem_value.trim());
  if (most !== 0 && Number(programme.min_redeem_value.trim()) > most) return 'order';
  return null;
}

/**
 * The company's loyalty programme: the points diners earn per unit of currency paid, what a
 * point is worth, and the least and most they may redeem at once (0: no most), amounts at the
 * currency's places. Started, changed, or ended (diners' balances stay). Owners change it;
 * others read it.
 */
export function LoyaltyForm({
  outletId,
  offers,
  mayWrite,
}: {
  outletId: number;
  offers: PosOffers;
  mayWrite: boolean;
}) {
  const { t } = useLingui();
  const { say } = useStatusNote();
  const programme = offers.loyalty;
  const [draft, setDraft] = useState<LoyaltyProgramme>(programme ?? NEW_PROGRAMME);
  const set = (change: Partial<LoyaltyProgramme>) => {
    setDraft((current) => ({ ...current, ...change }));
  };
  const precision = offers.decimal_precision;
  const currency = offers.currency;
  const send = (loyalty: LoyaltyProgramme | null) =>
    api.request(endpoints.pos.changeLoyalty, { params: { id: outletId }, body: { loyalty } });
  const save = useOffersChange(
    outletId,
    endpoints.pos.changeLoyalty,
    send,
    () => t`Loyalty programme saved`,
  );
  const end = useOffersChange(
    outletId,
    endpoints.pos.changeLoyalty,
    send,
    () => t`Loyalty programme ended`,
  );
  const busy = save.isPending || end.isPending;
  const submit = (event: SyntheticEvent) => {
    event.preventDefault();
    switch (problemOf(draft, precision)) {
      case 'points':
        say(t`Points are a number with at most 2 decimals.`, 'error');
        return;
      case 'amount':
        say(t`An amount is a number with at most ${precision} decimals in ${currency}.`, 'error');
        return;
      case 'order':
        say(t`The least redeemed at once is more than the most.`, 'error');
        return;
      case null:
        break;
    }
    const sent: LoyaltyProgramme = {
      points_per_currency_unit: draft.points_per_currency_unit.trim(),
      point_value: draft.point_value.trim(),
      min_redeem_value: draft.min_redeem_value.trim(),
      max_redeem_value: draft.max_redeem_value.trim(),
    };
    if (JSON.stringify(sent) === JSON.stringify(programme)) return;
    save.mutate(sent);
  };
  if (programme === null && !mayWrite) {
    return <p className={muted}>{t`The company runs no loyalty programme.`}</p>;
  }
  const amountMode = precision === 0 ? 'numeric' : 'decimal';
  return (
    <form aria-label={t`Loyalty programme`} onSubmit={submit}>
      <p className={muted}>
        {programme === null
          ? t`The company runs no loyalty programme. Start one: diners earn points on what they pay and redeem them at checkout.`
          : t`Diners earn points on what they pay, at every outlet of the company, and redeem them at checkout.`}
      </p>
      <fieldset className={styles.fields} disabled={!mayWrite}>
        <div className={row}>
          <TextField
            label={t`Points earned per ${currency} paid`}
            value={draft.points_per_currency_unit}
            maxLength={12}
            inputMode="decimal"
            invalid={!isPointsText(draft.points_per_currency_unit)}
            onChange={(points_per_currency_unit) => {
              set({ points_per_currency_unit });
            }}
          />
          <TextField
            label={t`Worth of one point (${currency})`}
            value={draft.point_value}
            maxLength={12}
            inputMode={amountMode}
            invalid={draft.point_value !== '' && !isPriceText(draft.point_value, precision)}
            onChange={(point_value) => {
              set({ point_value });
            }}
          />
          <TextField
            label={t`Least redeemed at once (${currency})`}
            value={draft.min_redeem_value}
            maxLength={12}
            inputMode={amountMode}
            invalid={!isPriceText(draft.min_redeem_value, precision)}
            onChange={(min_redeem_value) => {
              set({ min_redeem_value });
            }}
          />
          <TextField
            label={t`Most redeemed at once (${currency}, 0 for no limit)`}
            value={draft.max_redeem_value}
            maxLength={12}
            inputMode={amountMode}
            invalid={!isPriceText(draft.max_redeem_value, precision)}
            onChange={(max_redeem_value) => {
              set({ max_redeem_value });
            }}
          />
        </div>
      </fieldset>
      {mayWrite && (
        <div className={row}>
          <Button type="submit" size="small" disabled={busy} loading={save.isPending}>
            {programme === null ? t`Start the programme` : t`Save the programme`}
          </Button>
          {programme !== null && (
            <Button
              size="small"
              tone="critical"
              disabled={busy}
              loading={end.isPending}
              onClick={() => {
                if (
                  window.confirm(
                    t`End the loyalty programme? Diners keep their points balances, but earn and redeem none until a programme starts again.`,
                  )
                ) {
                  end.mutate(null);
                }
              }}
            >
              {t`End the programme`}
            </Button>
          )}
        </div>
      )}
      {mayWrite && programme !== null && (
        <p className={muted}>{t`Ending the programme keeps every diner’s points balance.`}</p>
      )}
    </form>
  );
}
