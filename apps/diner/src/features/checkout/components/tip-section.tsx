import { useLingui } from '@lingui/react/macro';
import type { Amount } from '@tabula/engine';
import { CUSTOM_TIP, TipSelector, type TipChoice } from '@tabula/ui';
import { useAtom } from 'jotai';
import { useMemo, useState } from 'react';
import { useFormatMoney } from '@/lib/i18n/use-format-money';
import { useHomePage } from '@/lib/venue/home-page';
import { NO_TIP, tipAtom } from '../state/checkout-atoms';
import { checkCustomTip } from '../utils/custom-tip';
import { tipTiles } from '../utils/tip-tiles';

/** Props of {@link TipSection}. */
export interface TipSectionProps {
  /** The company's tip percentages (B§3 Other: tips). */
  percents: readonly string[];
  /** The bill's subtotal, which the percentages apply to (B§5). */
  subTotal: Amount;
  /** The tip the bill holds now. */
  tipAmount: Amount;
  precision: number;
  currency: string;
}

/**
 * The tip selector (B§2, B§5): a tile per company percentage with its amount from the engine, a
 * custom amount (digits and one decimal point; Apply does nothing when empty; a negative amount
 * or one above the outlet's largest tip is refused with a message), and the tip added with its
 * remove action (the diner's own tip).
 */
export function TipSection({
  percents,
  subTotal,
  tipAmount,
  precision,
  currency,
}: TipSectionProps) {
  const { t } = useLingui();
  const formatMoney = useFormatMoney();
  const [tip, setTip] = useAtom(tipAtom);
  const [customOpen, setCustomOpen] = useState(tip.kind === 'custom');
  const [customText, setCustomText] = useState('');
  const [customError, setCustomError] = useState<string | undefined>(undefined);
  const maxTipPercent = useHomePage().outlet.order_limits.max_tip_percent;
  const tiles = useMemo(
    () => tipTiles(percents, subTotal, precision, maxTipPercent),
    [percents, subTotal, precision, maxTipPercent],
  );

  let selected: TipChoice | null = null;
  if (customOpen || tip.kind === 'custom') selected = CUSTOM_TIP;
  else if (tip.kind === 'percent') {
    selected = tiles.find((tile) => tile.percent === tip.percent)?.key ?? null;
  }

  const onSelect = (choice: TipChoice) => {
    setCustomError(undefined);
    if (choice === CUSTOM_TIP) {
      setCustomOpen(true);
      return;
    }
    setCustomOpen(false);
    const tile = tiles.find((entry) => entry.key === choice);
    if (tile) setTip({ kind: 'percent', percent: tile.percent });
  };

  const onApplyCustom = (text: string) => {
    // spec: B§5, a custom tip is digits with an optional single decimal point; empty does nothing.
    const check = checkCustomTip(text, subTotal, maxTipPercent, precision);
    if (check.ok) {
      if (check.amount === null) return;
      setTip({ kind: 'custom', amount: check.amount });
      setCustomError(undefined);
      return;
    }
    // A refused tip leaves the tip as it was, and the field as typed.
    switch (check.reason) {
      case 'negative':
        setCustomError(t`A tip cannot be negative.`);
        return;
      case 'malformed':
        setCustomError(t`Enter an amount like 2 or 2.50.`);
        return;
      case 'over_limit': {
        const limit = formatMoney(check.limit);
        const percent = check.percent;
        setCustomError(t`The tip can be at most ${limit} (${percent}% of the subtotal).`);
      }
    }
  };

  const onRemove = () => {
    setTip(NO_TIP);
    setCustomOpen(false);
    setCustomText('');
    setCustomError(undefined);
  };

  const added = tip.kind === 'none' ? undefined : formatMoney(tipAmount);
  return (
    <TipSelector
      label={t`Add a tip`}
      hint={t`Every tip goes to the team.`}
      options={tiles.map((tile) => ({
        percent: tile.key,
        percentLabel: t`${tile.percent}%`,
        amount: formatMoney(tile.amount),
      }))}
      selected={selected}
      onSelect={onSelect}
      customLabel={t`Custom`}
      customFieldLabel={t`Tip amount (${currency})`}
      customAmount={customText}
      onCustomAmountChange={(value) => {
        setCustomText(value);
        setCustomError(undefined);
      }}
      {...(customError === undefined ? {} : { customError })}
      applyLabel={t`Apply`}
      onApplyCustom={onApplyCustom}
      {...(added === undefined ? {} : { appliedTip: t`Tip added: ${added}` })}
      removeLabel={t`Remove tip`}
      onRemove={onRemove}
    />
  );
}
