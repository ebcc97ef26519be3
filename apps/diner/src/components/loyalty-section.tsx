import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { Loyalty } from '@tabula/api-client';
import type { Bill } from '@tabula/engine';
import { LoyaltyWidget } from '@tabula/ui';
import { useCallback } from 'react';
import { formatPoints } from '../lib/i18n/format-points';
import { useFormatMoney } from '../lib/i18n/use-format-money';
import { useLoyaltyCheck } from '../lib/loyalty/use-loyalty-check';
import { useLoyaltyRedemption } from '../lib/loyalty/use-loyalty-redemption';
import { checkRedeemAmount } from '../lib/loyalty/check-redeem-amount';
import { loyaltyArea, type LoyaltyAreaSource } from '../lib/loyalty/loyalty-widget-input';
import { loyaltyRejectionMessage } from '../lib/loyalty/loyalty-rejection-message';
import { pluralCount } from '../lib/i18n/plural-count';

/** Props of {@link LoyaltySection}. */
export interface LoyaltySectionProps {
  source: LoyaltyAreaSource & { loyalty: Loyalty | null };
  bill: Bill;
  precision: number;
  /** The running order at a table, which a redemption names. */
  orderId: number | null;
  /** The bill refused the redeemed loyalty (the cart shrank). */
  loyaltyOverTotal: boolean;
  /** Opens the loyalty sign-up (the join form comes with the account screens). */
  onJoin: () => void;
}

/**
 * The loyalty area (A§4, A§5): the redeem widget for a member, the sign-up prompt for a
 * registered non-member, nothing otherwise.
 */
export function LoyaltySection(props: LoyaltySectionProps) {
  const { t } = useLingui();
  const area = loyaltyArea(props.source);
  if (area === 'sign_up') {
    return (
      <LoyaltyWidget
        variant="signUp"
        title={t`Loyalty points`}
        message={t`Join our loyalty programme to earn points on every order.`}
        signUpLabel={t`Join now`}
        onSignUp={props.onJoin}
      />
    );
  }
  const { loyalty } = props.source;
  if (area !== 'redeem' || loyalty === null) return null;
  return <LoyaltyRedeem {...props} loyalty={loyalty} />;
}

function LoyaltyRedeem({
  loyalty,
  bill,
  precision,
  orderId,
  loyaltyOverTotal,
}: LoyaltySectionProps & { loyalty: Loyalty }) {
  const { t, i18n } = useLingui();
  const formatMoney = useFormatMoney();
  const points = useCallback((value: string) => formatPoints(value, i18n.locale), [i18n.locale]);
  const redeemedPoints = loyalty.hasRedeemed ? loyalty.redeemedPoints : null;
  const actions = useLoyaltyRedemption(orderId, loyaltyOverTotal, redeemedPoints !== null);
  // spec: A§5, the checks run 1.5 s after input, in their order, against the bill as it is then.
  const check = useLoyaltyCheck(
    useCallback(
      (value: string) => checkRedeemAmount(value, loyalty, bill, precision),
      [loyalty, bill, precision],
    ),
  );
  const rejection =
    check.result !== null && !check.result.accepted
      ? loyaltyRejectionMessage(check.result, points)
      : null;

  const balance = points(loyalty.customer_loyalty);
  const balanceCount = pluralCount(loyalty.customer_loyalty);
  const redeemedAmount = formatMoney(bill.redeemed_loyalty);
  const redeemedFigure = redeemedPoints === null ? '' : points(redeemedPoints);
  const redeemedCount = redeemedPoints === null ? 0 : pluralCount(redeemedPoints);
  return (
    <LoyaltyWidget
      title={t`Loyalty points`}
      balance={t({
        message: plural(balanceCount, {
          one: `${balance} point available`,
          other: `${balance} points available`,
        }),
      })}
      fieldLabel={t`Points to redeem`}
      value={check.value}
      onChange={check.input}
      redeemLabel={t`Redeem`}
      onRedeem={() => {
        if (check.result?.accepted) actions.redeem(check.result.amount);
      }}
      checking={check.checking}
      checkingLabel={t`Checking your points…`}
      {...(rejection === null ? {} : { error: i18n._(rejection) })}
      {...(redeemedPoints === null
        ? {}
        : {
            redeemed: t({
              message: plural(redeemedCount, {
                one: `${redeemedFigure} point redeemed: ${redeemedAmount} off`,
                other: `${redeemedFigure} points redeemed: ${redeemedAmount} off`,
              }),
            }),
          })}
      removeLabel={t`Remove`}
      onRemove={actions.remove}
      disabled={actions.busy}
    />
  );
}
