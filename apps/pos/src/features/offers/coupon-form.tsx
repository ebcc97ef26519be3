import { useLingui } from '@lingui/react/macro';
import {
  couponCodeTextSchema,
  endpoints,
  MENU_NAME_MAX,
  type CouponDefinition,
  type DiscountType,
  type PosCoupon,
  type PosCouponBody,
  type PosOffers,
} from '@tabula/api-client';
import { Button } from '@tabula/ui';
import { useId, useState, type SyntheticEvent } from 'react';
import { api } from '../../app/api';
import { check, control, field, muted, row } from '../../lib/layout.css';
import { isPriceText } from '../../lib/price-text';
import { useStatusNote } from '../../lib/status-note';
import { TextField } from '../../lib/text-field';
import * as styles from './offers.css';
import { isPercentText } from './promotion-draft';
import { useOffersChange } from './use-offers-change';

/** A new coupon: a percentage off the whole order at tables, typed in by the diner. */
const NEW_COUPON: CouponDefinition = {
  discount_name: '',
  discount_type: 'PERCENTAGE',
  discount_rate: '',
  maxdiscountableAmount: null,
  min_order_amount: null,
  on_total: true,
  applied_from_pos: false,
  promotion_id: null,
  applicable_on_dinein: true,
};

/** A coupon as its form holds it: amounts as typed. */
interface CouponDraft {
  code: string;
  active: boolean;
  name: string;
  type: DiscountType;
  rate: string;
  cap: string;
  minOrder: string;
  onTotal: boolean;
  dineIn: boolean;
}

type CouponProblem = 'code' | 'code_taken' | 'name' | 'percent' | 'amount' | 'cap' | 'min_order';

/** The first thing wrong with a coupon as typed, or null. */
function problemOf(draft: CouponDraft, isNew: boolean, offers: PosOffers): CouponProblem | null {
  const precision = offers.decimal_precision;
  const code = draft.code.trim().toUpperCase();
  if (isNew && !couponCodeTextSchema.safeParse(code).success) return 'code';
  if (isNew && offers.coupons.some((each) => each.code.toUpperCase() === code)) return 'code_taken';
  if (draft.name.trim() === '') return 'name';
  if (draft.type === 'PERCENTAGE' && !isPercentText(draft.rate)) return 'percent';
  if (draft.type === 'FIXED' && !isPriceText(draft.rate, precision)) return 'amount';
  if (draft.cap.trim() !== '' && !isPriceText(draft.cap, precision)) return 'cap';
  if (draft.minOrder.trim() !== '' && !isPriceText(draft.minOrder, precision)) return 'min_order';
  return null;
}

const blankToNull = (text: string) => (text.trim() === '' ? null : text.trim());

/**
 * A coupon whole, new or as read: its code (a new one's, upper-cased; fixed once saved), its
 * name, a percentage or a fixed amount off (at the currency's places), the most it takes off,
 * the least order it needs, whether it is on the whole order and valid at tables, and whether
 * diners may use it. What the form does not show (applied at the till, the promotion it unlocks)
 * is kept as read. Read-only for a person who may not change offers.
 */
export function CouponForm({
  outletId,
  offers,
  coupon,
  mayWrite,
  onDone,
}: {
  outletId: number;
  offers: PosOffers;
  coupon: PosCoupon | undefined;
  mayWrite: boolean;
  onDone: () => void;
}) {
  const { t } = useLingui();
  const { say } = useStatusNote();
  const typeId = useId();
  const isNew = coupon === undefined;
  const before = coupon?.definition ?? NEW_COUPON;
  const [draft, setDraft] = useState<CouponDraft>(() => ({
    code: coupon?.code ?? '',
    active: coupon?.active ?? true,
    name: before.discount_name,
    type: before.discount_type,
    rate: before.discount_rate,
    cap: before.maxdiscountableAmount ?? '',
    minOrder: before.min_order_amount ?? '',
    onTotal: before.on_total,
    dineIn: before.applicable_on_dinein !== false,
  }));
  const set = (change: Partial<CouponDraft>) => {
    setDraft((current) => ({ ...current, ...change }));
  };
  const precision = offers.decimal_precision;
  const currency = offers.currency;
  const save = useOffersChange(
    outletId,
    endpoints.pos.saveCoupon,
    ({ code, body }: { code: string; body: PosCouponBody }) =>
      api.request(endpoints.pos.saveCoupon, { params: { id: outletId, code }, body }),
    () => t`Coupon saved`,
  );
  const problemText = (problem: CouponProblem): string => {
    switch (problem) {
      case 'code':
        return t`A code is letters, digits, - or _, up to 40.`;
      case 'code_taken':
        return t`A coupon has this code already: change that one instead.`;
      case 'name':
        return t`Give the coupon a name.`;
      case 'percent':
        return t`A percentage is a number from 0 to 100 with at most 2 decimals.`;
      case 'amount':
        return t`An amount is a number with at most ${precision} decimals in ${currency}.`;
      case 'cap':
        return t`The most taken off is an amount with at most ${precision} decimals in ${currency}, or blank.`;
      case 'min_order':
        return t`The least order is an amount with at most ${precision} decimals in ${currency}, or blank.`;
    }
  };
  const submit = (event: SyntheticEvent) => {
    event.preventDefault();
    const problem = problemOf(draft, isNew, offers);
    if (problem !== null) {
      say(problemText(problem), 'error');
      return;
    }
    const body: PosCouponBody = {
      active: draft.active,
      definition: {
        ...before,
        discount_name: draft.name.trim(),
        discount_type: draft.type,
        discount_rate: draft.rate.trim(),
        maxdiscountableAmount: blankToNull(draft.cap),
        min_order_amount: blankToNull(draft.minOrder),
        on_total: draft.onTotal,
        applicable_on_dinein: draft.dineIn,
      },
    };
    if (
      !isNew &&
      JSON.stringify(body) === JSON.stringify({ active: coupon.active, definition: before })
    ) {
      onDone();
      return;
    }
    save.mutate({ code: draft.code.trim().toUpperCase(), body }, { onSuccess: onDone });
  };
  const current = coupon?.code ?? '';
  const code = draft.code;
  return (
    <form aria-label={isNew ? t`New coupon` : t`Coupon ${current}`} onSubmit={submit}>
      <fieldset className={styles.fields} disabled={!mayWrite}>
        <div className={row}>
          {isNew ? (
            <TextField
              label={t`Code (fixed once saved)`}
              value={draft.code}
              maxLength={40}
              dir="ltr"
              invalid={
                draft.code.trim() !== '' &&
                !couponCodeTextSchema.safeParse(draft.code.trim()).success
              }
              onChange={(next) => {
                set({ code: next.toUpperCase() });
              }}
            />
          ) : (
            <p className={muted}>{t`Code: ${code}`}</p>
          )}
          <TextField
            label={t`Name`}
            value={draft.name}
            maxLength={MENU_NAME_MAX}
            invalid={draft.name.trim() === ''}
            onChange={(name) => {
              set({ name });
            }}
          />
          <label className={field} htmlFor={typeId}>
            {t`Takes off`}
            <select
              id={typeId}
              className={control}
              value={draft.type}
              onChange={(event) => {
                set({ type: event.target.value as DiscountType });
              }}
            >
              <option value="PERCENTAGE">{t`A percentage`}</option>
              <option value="FIXED">{t`A fixed amount`}</option>
            </select>
          </label>
          <TextField
            label={draft.type === 'PERCENTAGE' ? t`Percentage (%)` : t`Amount (${currency})`}
            value={draft.rate}
            maxLength={12}
            inputMode={draft.type === 'FIXED' && precision === 0 ? 'numeric' : 'decimal'}
            onChange={(rate) => {
              set({ rate });
            }}
          />
        </div>
        <div className={row}>
          <TextField
            label={t`Most taken off (${currency}, blank for no limit)`}
            value={draft.cap}
            maxLength={12}
            inputMode={precision === 0 ? 'numeric' : 'decimal'}
            onChange={(cap) => {
              set({ cap });
            }}
          />
          <TextField
            label={t`Least order (${currency}, blank for none)`}
            value={draft.minOrder}
            maxLength={12}
            inputMode={precision === 0 ? 'numeric' : 'decimal'}
            onChange={(minOrder) => {
              set({ minOrder });
            }}
          />
        </div>
        <div className={row}>
          <label className={check}>
            <input
              type="checkbox"
              checked={draft.onTotal}
              onChange={(event) => {
                set({ onTotal: event.target.checked });
              }}
            />
            {t`On the whole order`}
          </label>
          <label className={check}>
            <input
              type="checkbox"
              checked={draft.dineIn}
              onChange={(event) => {
                set({ dineIn: event.target.checked });
              }}
            />
            {t`Valid at tables`}
          </label>
          <label className={check}>
            <input
              type="checkbox"
              checked={draft.active}
              onChange={(event) => {
                set({ active: event.target.checked });
              }}
            />
            {t`Diners may use it`}
          </label>
        </div>
        <p className={muted}>
          {t`A coupon is never deleted, as past orders name it: to retire it, untick “Diners may use it” and save.`}
        </p>
      </fieldset>
      <div className={row}>
        {mayWrite && (
          <Button type="submit" size="small" disabled={save.isPending} loading={save.isPending}>
            {t`Save the coupon`}
          </Button>
        )}
        <Button size="small" tone="secondary" onClick={onDone}>
          {mayWrite ? t`Cancel` : t`Close`}
        </Button>
      </div>
    </form>
  );
}
