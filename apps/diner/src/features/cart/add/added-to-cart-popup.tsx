import { useLingui } from '@lingui/react/macro';
import { Toast } from '@tabula/ui';

/**
 * How long the added-to-cart popup stays, in milliseconds (longer while hovered or focused).
 * our choice: long enough to read; A§9's 500 ms popup close delay is the closing animation's
 * (the toast's), not the popup's life.
 */
export const ADDED_POPUP_DURATION_MS = 2500;

/** Props of {@link AddedToCartPopup}. */
export interface AddedToCartPopupProps {
  /** The item's name in the diner's language. */
  itemName: string;
  onDismiss: () => void;
  /** Milliseconds before it closes itself; {@link ADDED_POPUP_DURATION_MS} by default. */
  duration?: number | null;
}

/** The popup confirming an addition: 'Added to cart' with the item's name (A§4). */
export function AddedToCartPopup({
  itemName,
  onDismiss,
  duration = ADDED_POPUP_DURATION_MS,
}: AddedToCartPopupProps) {
  const { t } = useLingui();
  return (
    <Toast
      tone="success"
      message={t`Added to cart: ${itemName}`}
      duration={duration}
      dismissLabel={t`Dismiss`}
      onDismiss={onDismiss}
    />
  );
}
