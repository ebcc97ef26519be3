import { useLingui } from '@lingui/react/macro';
import {
  type OrderLimitsSettings,
  type PosOutletSettings,
  type PosOutletSettingsChanges,
} from '@tabula/api-client';
import { Button } from '@tabula/ui';
import { useState, type SyntheticEvent } from 'react';
import { row } from '../../lib/layout.css';
import { isPriceText, isRateText } from '../../lib/price-text';
import { useStatusNote } from '../../lib/status-note';
import { TextField } from '../../lib/text-field';
import { useOutletSettingsChange } from './use-settings-change';

/** The limits as staff type them: every one a text, a blank amount for no limit. */
interface LimitsDraft {
  max_line_quantity: string;
  max_order_items: string;
  max_order_amount: string;
  max_tip_percent: string;
}

function draftOf(limits: OrderLimitsSettings): LimitsDraft {
  return {
    max_line_quantity: String(limits.max_line_quantity),
    max_order_items: String(limits.max_order_items),
    max_order_amount: limits.max_order_amount ?? '',
    max_tip_percent: limits.max_tip_percent,
  };
}

const isCountText = (text: string) => /^[1-9]\d{0,4}$/.test(text.trim());

/**
 * What one order may hold: units on one line, units in all, the amount before the tip (blank for
 * no limit, at the currency's places) and the largest tip as a percentage of the subtotal.
 */
export function LimitsForm({
  outletId,
  settings,
}: {
  outletId: number;
  settings: PosOutletSettings;
}) {
  const { t } = useLingui();
  const { say } = useStatusNote();
  const [before] = useState(() => draftOf(settings.order_limits));
  const [draft, setDraft] = useState(before);
  const set = (change: Partial<LimitsDraft>) => {
    setDraft((current) => ({ ...current, ...change }));
  };
  const precision = settings.decimal_precision;
  const currency = settings.currency;
  const save = useOutletSettingsChange(outletId, () => t`Order limits saved`);
  const amount = draft.max_order_amount.trim();
  const valid = {
    max_line_quantity: isCountText(draft.max_line_quantity),
    max_order_items: isCountText(draft.max_order_items),
    max_order_amount: amount === '' || isPriceText(amount, precision),
    max_tip_percent: isRateText(draft.max_tip_percent),
  };
  const submit = (event: SyntheticEvent) => {
    event.preventDefault();
    if (!valid.max_line_quantity || !valid.max_order_items) {
      say(t`A limit of units is a whole number from 1.`, 'error');
      return;
    }
    if (!valid.max_order_amount) {
      say(t`An amount is a number with at most ${precision} decimals in ${currency}.`, 'error');
      return;
    }
    if (!valid.max_tip_percent) {
      say(t`A percentage is a number such as 15 or 12.5.`, 'error');
      return;
    }
    const limits: NonNullable<PosOutletSettingsChanges['order_limits']> = {};
    if (draft.max_line_quantity !== before.max_line_quantity) {
      limits.max_line_quantity = Number(draft.max_line_quantity.trim());
    }
    if (draft.max_order_items !== before.max_order_items) {
      limits.max_order_items = Number(draft.max_order_items.trim());
    }
    if (amount !== before.max_order_amount) {
      limits.max_order_amount = amount === '' ? null : amount;
    }
    if (draft.max_tip_percent.trim() !== before.max_tip_percent) {
      limits.max_tip_percent = draft.max_tip_percent.trim();
    }
    if (Object.keys(limits).length === 0) return;
    save.mutate({ order_limits: limits });
  };
  return (
    <form aria-label={t`Order limits`} onSubmit={submit}>
      <div className={row}>
        <TextField
          label={t`Most of one dish on a line`}
          value={draft.max_line_quantity}
          maxLength={5}
          inputMode="numeric"
          invalid={!valid.max_line_quantity}
          onChange={(max_line_quantity) => {
            set({ max_line_quantity });
          }}
        />
        <TextField
          label={t`Most items in an order`}
          value={draft.max_order_items}
          maxLength={5}
          inputMode="numeric"
          invalid={!valid.max_order_items}
          onChange={(max_order_items) => {
            set({ max_order_items });
          }}
        />
        <TextField
          label={t`Largest order before the tip (${currency}, blank for none)`}
          value={draft.max_order_amount}
          maxLength={12}
          inputMode={precision === 0 ? 'numeric' : 'decimal'}
          invalid={!valid.max_order_amount}
          onChange={(max_order_amount) => {
            set({ max_order_amount });
          }}
        />
        <TextField
          label={t`Largest tip (% of the subtotal)`}
          value={draft.max_tip_percent}
          maxLength={6}
          inputMode="decimal"
          invalid={!valid.max_tip_percent}
          onChange={(max_tip_percent) => {
            set({ max_tip_percent });
          }}
        />
      </div>
      <div className={row}>
        <Button type="submit" size="small" disabled={save.isPending} loading={save.isPending}>
          {t`Save the order limits`}
        </Button>
      </div>
    </form>
  );
}
