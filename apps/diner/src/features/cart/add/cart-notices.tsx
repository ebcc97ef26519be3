import { useLingui } from '@lingui/react/macro';
import { Toast, ToastRegion } from '@tabula/ui';
import { useAtomValue, useSetAtom } from 'jotai';
import { useLimitNote } from '../limits/use-limit-note';
import { cartNoticeAtom, dismissCartNoticeAtom } from '@/lib/cart/cart-notice-atoms';
import { AddedToCartPopup } from './added-to-cart-popup';

/**
 * The add flow's notices: the added-to-cart popup, the blocked-decrement message, and the note
 * that a count stopped at the outlet's limit.
 */
export function CartNotices() {
  const { t } = useLingui();
  const notice = useAtomValue(cartNoticeAtom);
  const dismiss = useSetAtom(dismissCartNoticeAtom);
  const limitNote = useLimitNote();
  return (
    <ToastRegion label={t`Cart notifications`}>
      {notice?.kind === 'added' && (
        <AddedToCartPopup
          key={notice.key}
          itemName={notice.itemName}
          onDismiss={() => {
            dismiss(notice.key);
          }}
        />
      )}
      {notice?.kind === 'multiple_customizations' && (
        <Toast
          key={notice.key}
          tone="critical"
          // spec: A§4 Modifier selection, the decrement is blocked with 'message.multiple_customizations'.
          message={t({
            id: 'message.multiple_customizations',
            message: 'This item has multiple customisations. Remove it from the cart.',
          })}
          dismissLabel={t`Dismiss`}
          onDismiss={() => {
            dismiss(notice.key);
          }}
        />
      )}
      {notice?.kind === 'quantity_limit' && (
        <Toast
          key={notice.key}
          tone="info"
          message={limitNote(notice.reached)}
          dismissLabel={t`Dismiss`}
          onDismiss={() => {
            dismiss(notice.key);
          }}
        />
      )}
    </ToastRegion>
  );
}
