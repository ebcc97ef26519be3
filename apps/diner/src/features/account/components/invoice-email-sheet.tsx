import { useLingui } from '@lingui/react/macro';
import { BottomSheet, Button, Radio, RadioGroup, TextField } from '@tabula/ui';
import { useId, useState } from 'react';
import type { EmailInvoice } from '../hooks/use-email-invoice';
import { readRememberedInvoiceEmail } from '../state/invoice-email-memory';
import {
  initialInvoiceRecipient,
  isInvoiceEmailValid,
  type InvoiceRecipient,
} from '../utils/invoice-email';
import * as styles from './invoice-email-sheet.css';

/** Props of {@link InvoiceEmailSheet}. */
export interface InvoiceEmailSheetProps {
  orderNumber: string;
  sapaadOrderId: number;
  /** The diner's registered e-mail, or null. */
  registeredEmail: string | null;
  sender: EmailInvoice;
  onClose: () => void;
  /** The invoice went out (the screen shows the success alert). */
  onSent: () => void;
}

/**
 * The 'Send invoice via email' sheet (A§2, A§7): the registered address, or a new one (remembered
 * on this device, A§4); a new address must be valid ('Please enter a valid email', A§5).
 */
export function InvoiceEmailSheet({
  orderNumber,
  sapaadOrderId,
  registeredEmail,
  sender,
  onClose,
  onSent,
}: InvoiceEmailSheetProps) {
  const { t } = useLingui();
  const formId = useId();
  const [start] = useState(() =>
    initialInvoiceRecipient(registeredEmail, readRememberedInvoiceEmail()),
  );
  const [kind, setKind] = useState<InvoiceRecipient['kind']>(start.kind);
  const [email, setEmail] = useState(start.kind === 'other' ? start.email : '');
  const [checked, setChecked] = useState(false);
  const other = kind === 'other' || registeredEmail === null;
  const invalid = other && checked && !isInvoiceEmailValid(email);

  const submit = (event: { preventDefault: () => void }) => {
    event.preventDefault();
    // A busy button still submits its form: one call at a time.
    if (sender.pending) return;
    setChecked(true);
    if (other && !isInvoiceEmailValid(email)) return;
    const recipient: InvoiceRecipient = other ? { kind: 'other', email } : { kind: 'registered' };
    sender.send(sapaadOrderId, recipient, registeredEmail, onSent);
  };

  return (
    <BottomSheet
      open
      onClose={onClose}
      title={t`Send invoice for order #${orderNumber}`}
      closeLabel={t`Close`}
      footer={
        <Button type="submit" form={formId} fullWidth loading={sender.pending}>
          {t`Send invoice`}
        </Button>
      }
    >
      <form id={formId} className={styles.form} noValidate onSubmit={submit}>
        {registeredEmail !== null && (
          <RadioGroup label={t`Send it to`}>
            <Radio
              name={`${formId}-recipient`}
              value="registered"
              label={t`My email`}
              description={registeredEmail}
              checked={kind === 'registered'}
              onChange={() => {
                setKind('registered');
              }}
            />
            <Radio
              name={`${formId}-recipient`}
              value="other"
              label={t`Another email address`}
              checked={kind === 'other'}
              onChange={() => {
                setKind('other');
              }}
            />
          </RadioGroup>
        )}
        {other && (
          <TextField
            label={t`Email address`}
            type="email"
            inputMode="email"
            autoComplete="email"
            value={email}
            onChange={setEmail}
            // spec: A§5, for the invoice e-mail the message is 'Please enter a valid email'.
            {...(invalid ? { error: t`Please enter a valid email` } : {})}
          />
        )}
      </form>
    </BottomSheet>
  );
}
