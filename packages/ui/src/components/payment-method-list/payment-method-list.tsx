import { useId, useState } from 'react';
import { Icon } from '../../icons/icon';
import * as styles from './payment-method-list.css';

/** The icons a payment method can show: a card, cash, or a phone wallet. */
export const PAYMENT_METHOD_ICONS = ['card', 'cash', 'wallet'] as const;

/** A payment method's icon (see {@link PAYMENT_METHOD_ICONS}). */
export type PaymentMethodIcon = (typeof PAYMENT_METHOD_ICONS)[number];

/** One payment method of the list. */
export interface PaymentMethod {
  id: string;
  /** The method's name as the diner reads it, e.g. "Card" or "Cash". */
  label: string;
  icon?: PaymentMethodIcon;
  disabled?: boolean;
  /** Why a disabled method cannot be chosen, e.g. "Loyalty is not available with cash". */
  disabledReason?: string;
}

/** Props of {@link PaymentMethodList}. */
export interface PaymentMethodListProps {
  /** The list's title in its header, e.g. "Payment method"; it names the radio group. */
  title: string;
  methods: readonly PaymentMethod[];
  /** The chosen method's id; the app chooses the first one by default (B§4). */
  value: string | null;
  onChange: (id: string) => void;
  /** Whether the list is open; leave it out to let the header toggle it alone. */
  open?: boolean;
  /** Whether the list starts open when {@link PaymentMethodListProps.open} is left out. */
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
}

/**
 * The checkout's payment method list (B§2): a collapsible header over a radio group of methods,
 * a disabled method saying why; while closed the header shows the chosen method.
 */
export function PaymentMethodList({
  title,
  methods,
  value,
  onChange,
  open,
  defaultOpen = true,
  onOpenChange,
}: PaymentMethodListProps) {
  const id = useId();
  const titleId = `${id}-title`;
  const panelId = `${id}-panel`;
  const [ownOpen, setOwnOpen] = useState(defaultOpen);
  const isOpen = open ?? ownOpen;
  const chosen = methods.find((method) => method.id === value);

  const toggle = () => {
    if (open === undefined) setOwnOpen(!isOpen);
    onOpenChange?.(!isOpen);
  };

  return (
    <div className={styles.root}>
      <button
        type="button"
        className={styles.header}
        aria-expanded={isOpen}
        aria-controls={panelId}
        onClick={toggle}
      >
        <span className={styles.headerText}>
          <span id={titleId} className={styles.title}>
            {title}
          </span>
          {!isOpen && chosen && (
            <span className={styles.summary}>
              {chosen.icon && <Icon name={chosen.icon} />}
              {chosen.label}
            </span>
          )}
        </span>
        <span className={styles.chevron}>
          <Icon name="chevronDown" />
        </span>
      </button>
      <div
        id={panelId}
        role="radiogroup"
        aria-labelledby={titleId}
        className={styles.list}
        hidden={!isOpen}
      >
        {methods.map((method) => {
          const labelId = `${id}-${method.id}-label`;
          const reasonId = `${id}-${method.id}-reason`;
          // spec: B§4 a disabled method says why (cash while loyalty points are redeemed)
          const showReason = Boolean(method.disabled && method.disabledReason);
          return (
            <label key={method.id} className={styles.option}>
              <input
                type="radio"
                className={styles.radio}
                name={id}
                value={method.id}
                checked={method.id === value}
                disabled={method.disabled}
                // The name is the method alone; the reason it is disabled is read after it.
                aria-labelledby={labelId}
                aria-describedby={showReason ? reasonId : undefined}
                onChange={() => {
                  onChange(method.id);
                }}
              />
              {method.icon && (
                <span className={styles.methodIcon}>
                  <Icon name={method.icon} />
                </span>
              )}
              <span className={styles.text}>
                <span id={labelId} className={styles.label}>
                  <bdi>{method.label}</bdi>
                </span>
                {showReason && (
                  <span id={reasonId} className={styles.reason}>
                    <Icon name="info" size="small" />
                    {method.disabledReason}
                  </span>
                )}
              </span>
            </label>
          );
        })}
      </div>
    </div>
  );
}
