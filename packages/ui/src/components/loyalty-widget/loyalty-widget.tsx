import { useId, type KeyboardEvent } from 'react';
import { Icon } from '../../icons/icon';
import { Button } from '../button/button';
import { Spinner } from '../spinner/spinner';
import { TextField } from '../text-field/text-field';
import { filterDecimalInput } from '../../lib/decimal-input';
import * as styles from './loyalty-widget.css';

/** Props of {@link LoyaltyWidget} for a loyalty member: the balance and the redeem field. */
export interface LoyaltyRedeemProps {
  variant?: 'redeem';
  /** The widget's title; it names the group, e.g. "Loyalty points". */
  title: string;
  /** The points balance, already worded, e.g. "1,250 points available (AED 12.50)". */
  balance: string;
  /** The redeem field's label, e.g. "Points to redeem". */
  fieldLabel: string;
  /** The points as typed: digits and one decimal point. */
  value: string;
  /** Called with the filtered text as the diner types; the app runs the check 1.5 s later. */
  onChange: (value: string) => void;
  hint?: string;
  /** The Redeem button's label. */
  redeemLabel: string;
  /** Redeems; never called while the field is empty, an error shows or a check runs. */
  onRedeem: (value: string) => void;
  /** The A§5 check is running (it starts 1.5 s after input). */
  checking?: boolean;
  /** Said while the check runs, e.g. "Checking your points…". */
  checkingLabel?: string;
  /** The failed check's message, inline under the field. */
  error?: string;
  /** The redemption now applied, already worded, e.g. "500 points redeemed: AED 5.00 off". */
  redeemed?: string;
  /** The remove action's label, e.g. "Remove". */
  removeLabel: string;
  onRemove: () => void;
  disabled?: boolean;
}

/**
 * Props of {@link LoyaltyWidget} for a registered diner who is not a member (A§5), or a guest
 * after paying (B§2): a prompt to join the programme.
 */
export interface LoyaltySignUpProps {
  variant: 'signUp';
  title: string;
  /** Why to join, e.g. "Join our rewards and earn 86 points on this order". */
  message: string;
  /** The sign-up button's label. */
  signUpLabel: string;
  onSignUp: () => void;
}

/** Props of {@link LoyaltyWidget}: the redeem variant or the sign-up prompt. */
export type LoyaltyWidgetProps = LoyaltyRedeemProps | LoyaltySignUpProps;

/**
 * The loyalty widget (A§5): a member sees the points balance and redeems points, then the
 * redemption with its remove action; a registered non-member sees a sign-up prompt instead.
 */
export function LoyaltyWidget(props: LoyaltyWidgetProps) {
  const id = useId();
  const titleId = `${id}-title`;
  return (
    <div className={styles.root} role="group" aria-labelledby={titleId}>
      <div className={styles.header}>
        <span className={styles.star}>
          <Icon name="star" />
        </span>
        <span id={titleId} className={styles.title}>
          {props.title}
        </span>
      </div>
      {props.variant === 'signUp' ? <SignUp {...props} /> : <Redeem {...props} id={id} />}
    </div>
  );
}

function SignUp({ message, signUpLabel, onSignUp }: LoyaltySignUpProps) {
  return (
    <>
      <p className={styles.message}>{message}</p>
      <span className={styles.signUpAction}>
        <Button tone="secondary" size="small" onClick={onSignUp}>
          {signUpLabel}
        </Button>
      </span>
    </>
  );
}

function Redeem({
  id,
  balance,
  fieldLabel,
  value,
  onChange,
  hint,
  redeemLabel,
  onRedeem,
  checking = false,
  checkingLabel,
  error,
  redeemed,
  removeLabel,
  onRemove,
  disabled = false,
}: LoyaltyRedeemProps & { id: string }) {
  const redeemedId = `${id}-redeemed`;
  // spec: A§5 Redeem is disabled while the field is empty, an error shows, or a check runs
  const canRedeem = value !== '' && !error && !checking && !disabled;

  const redeem = () => {
    if (canRedeem) onRedeem(value);
  };

  const redeemOnEnter = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Enter' && event.target instanceof HTMLInputElement) {
      event.preventDefault();
      redeem();
    }
  };

  return (
    <>
      <p className={styles.balance}>{balance}</p>
      {!redeemed && (
        <div onKeyDown={redeemOnEnter}>
          <TextField
            label={fieldLabel}
            value={value}
            hint={hint}
            error={error}
            inputMode="decimal"
            autoComplete="off"
            enterKeyHint="done"
            disabled={disabled}
            onChange={(typed) => {
              // spec: A§5 the amount is digits with one optional decimal part
              const kept = filterDecimalInput(typed);
              if (kept !== null && kept !== value) onChange(kept);
            }}
            endAdornment={
              <Button size="small" tone="ghost" disabled={!canRedeem} onClick={redeem}>
                {redeemLabel}
              </Button>
            }
          />
        </div>
      )}
      {/* Always present, so the check and the redemption are read out as they appear. */}
      <div role="status">
        {checking && !redeemed && (
          <span className={styles.checking}>
            <Spinner size="small" />
            {checkingLabel}
          </span>
        )}
        {redeemed && (
          <div className={styles.redeemed}>
            <span className={styles.redeemedIcon}>
              <Icon name="tickCircle" size="small" />
            </span>
            <span id={redeemedId} className={styles.redeemedText}>
              {redeemed}
            </span>
            <Button
              size="small"
              tone="ghost"
              disabled={disabled}
              aria-describedby={redeemedId}
              onClick={onRemove}
            >
              {removeLabel}
            </Button>
          </div>
        )}
      </div>
    </>
  );
}
