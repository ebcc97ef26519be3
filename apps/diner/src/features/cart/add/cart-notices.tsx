import { useLingui } from '@lingui/react/macro';
import { Toast, ToastRegion } from '@tabula/ui';
import { useAtomValue, useSetAtom } from 'jotai';
import { cartNoticeAtom, dismissCartNoticeAtom } from '../state/cart-sheet-atoms';
import { AddedToCartPopup } from './added-to-cart-popup';

/** The add flow's notices: the added-to-cart popup and the blocked-decrement message. */
export function CartNotices() {
  const { t } = useLingui();
  const notice = useAtomValue(cartNoticeAtom);
  const dismiss = useSetAtom(dismissCartNoticeAtom);
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
    </ToastRegion>
  );
}
