import { useLingui } from '@lingui/react/macro';
import { TextField } from '@tabula/ui';
import { useAtom } from 'jotai';
import { orderNoteAtom } from '@/lib/cart/cart-atoms';

/**
 * The note for the whole order (A§2: order notes, non-dine-in), kept in local storage with the
 * cart (A§4) and cleared after a successful placement.
 */
export function OrderNoteField() {
  const { t } = useLingui();
  const [note, setNote] = useAtom(orderNoteAtom);
  return (
    <TextField
      label={t`Order notes`}
      hint={t`Anything the restaurant should know about your order.`}
      value={note}
      onChange={setNote}
      maxLength={250}
      autoComplete="off"
    />
  );
}
