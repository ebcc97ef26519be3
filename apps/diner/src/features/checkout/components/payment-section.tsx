import { useLingui } from '@lingui/react/macro';
import type { PaymentType, User } from '@tabula/api-client';
import { PaymentMethodList, Radio, RadioGroup, TextField, type PaymentMethod } from '@tabula/ui';
import { useId, type ReactNode } from 'react';
import { useVenueText } from '@/lib/i18n/venue-text';
import type { PaymentModes } from '../hooks/use-payment-modes';
import type { PaymentChoice } from '../utils/payment-choice';
import type { ContactDraft, PayUContact } from '../utils/pay-u-contact';
import { flowHasModes, type PaymentFlow } from '../utils/payment-flow';
import * as styles from './checkout-screen.css';
import { InAppBrowserHint } from './in-app-browser-hint';

/** Props of {@link PaymentSection}. */
export interface PaymentSectionProps {
  payment: PaymentChoice;
  flow: PaymentFlow | null;
  onChoose: (id: number) => void;
  modes: PaymentModes;
  mode: string | null;
  onMode: (value: string) => void;
  /** The signed-in diner; PayU asks for what their account lacks. */
  user: Pick<User, 'name' | 'email'> | null;
  contact: ContactDraft;
  onContact: (draft: ContactDraft) => void;
  /** PayU's check, shown once the diner tried to pay. */
  contactCheck: PayUContact | null;
  /** The connected card's saved cards or new card, shown while that provider is chosen. */
  connectedCard?: ReactNode;
}

function iconOf(type: PaymentType): PaymentMethod['icon'] {
  return type.payment_type === 'cash' ? 'cash' : 'card';
}

/**
 * The payment method list (B§2, B§4): the engine's options, cash disabled while loyalty is
 * redeemed with the reason; in an app's own browser, how to reach the wallets it cannot run; then
 * what the chosen provider needs: MyFatoorah's or Adyen's payment mode, PayU's name and e-mail
 * when the account has none (B§5).
 */
export function PaymentSection(props: PaymentSectionProps) {
  const { t } = useLingui();
  const venue = useVenueText();
  const modeName = useId();
  const { payment, flow } = props;
  const methods: PaymentMethod[] = payment.options.map((option) => ({
    id: String(option.paymentType.id),
    label: venue.text(option.paymentType, 'title') ?? option.paymentType.title,
    icon: iconOf(option.paymentType),
    disabled: option.disabled,
    ...(option.reason === 'loyalty_redeemed'
      ? { disabledReason: t`Loyalty points cannot be used with cash.` }
      : {}),
  }));
  const failedCheck = props.contactCheck?.ok === false ? props.contactCheck : null;
  return (
    <section className={styles.section}>
      <PaymentMethodList
        title={t`Payment method`}
        methods={methods}
        value={payment.current === null ? null : String(payment.current.id)}
        onChange={(id) => {
          props.onChoose(Number(id));
        }}
      />
      <InAppBrowserHint options={payment.options} />
      {flow !== null && flowHasModes(flow) && (
        <div className={styles.modes}>
          {props.modes.loading && <p className={styles.hint}>{t`Loading payment options…`}</p>}
          {props.modes.failed && (
            <p role="alert" className={styles.error}>
              {t`The payment options could not be loaded. Choose another payment method or try again.`}
            </p>
          )}
          {props.modes.modes.length > 0 && (
            <RadioGroup label={t`Pay with`}>
              {props.modes.modes.map((entry) => (
                <Radio
                  key={entry.value}
                  name={modeName}
                  value={entry.value}
                  label={entry.label}
                  checked={props.mode === entry.value}
                  onChange={props.onMode}
                />
              ))}
            </RadioGroup>
          )}
        </div>
      )}
      {flow === 'connected_card' && props.connectedCard}
      {flow === 'pay_u' &&
        props.user !== null &&
        (props.user.name === null || props.user.email === null) && (
          <div className={styles.modes}>
            <p className={styles.hint}>{t`The payment page needs your name and e-mail address.`}</p>
            {props.user.name === null && (
              <TextField
                label={t`Name`}
                value={props.contact.name}
                autoComplete="name"
                onChange={(name) => {
                  props.onContact({ ...props.contact, name });
                }}
                {...(failedCheck?.nameMissing ? { error: t`Please enter your name` } : {})}
              />
            )}
            {props.user.email === null && (
              <TextField
                label={t`E-mail`}
                type="email"
                inputMode="email"
                autoComplete="email"
                value={props.contact.email}
                onChange={(email) => {
                  props.onContact({ ...props.contact, email });
                }}
                {...(failedCheck?.emailInvalid
                  ? { error: t`Please enter a valid email address` }
                  : {})}
              />
            )}
          </div>
        )}
    </section>
  );
}
