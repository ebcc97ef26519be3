import { useLingui } from '@lingui/react/macro';
import {
  endpoints,
  MENU_DESCRIPTION_MAX,
  offerKeySchema,
  type PosOffers,
  type PosPromotion,
  type PosPromotionBody,
  type PromoType,
  type PromotionActionType,
  type PromotionConditionType,
} from '@tabula/api-client';
import { Button } from '@tabula/ui';
import { useId, useState, type SyntheticEvent } from 'react';
import { api } from '../../app/api';
import { check, control, field, fieldset, muted, row } from '../../lib/layout.css';
import { useStatusNote } from '../../lib/status-note';
import { TextField } from '../../lib/text-field';
import { TranslationFields } from '../../lib/translation-fields';
import { ACTION_TYPE_LABELS, CONDITION_TYPE_LABELS, PROMO_TYPE_LABELS } from './offer-labels';
import * as styles from './offers.css';
import {
  ACTION_TYPES,
  actsOnDishes,
  asksCap,
  asksMinPrice,
  definitionOf,
  draftOf,
  newDefinition,
  problemOf,
  VALUE_KIND,
  type MenuChoices,
  type PromotionDraft,
  type PromotionProblem,
} from './promotion-draft';
import { TargetField } from './target-field';
import { useOffersChange } from './use-offers-change';

/** The longest promotion name (our choice: a line on the diner's bill). */
const PROMOTION_NAME_MAX = 120;

const CONDITION_TYPES: readonly PromotionConditionType[] = [
  'buys_specific_items',
  'buys_for_specific_amount',
];
const PROMO_TYPES: readonly PromoType[] = ['basic', 'advanced'];

/**
 * A promotion whole, new or as read: its key (a new one's; fixed once saved), name and
 * description in every language of the venue, priority and kind, what the diner must buy or
 * spend, what they get and on which dishes, and whether it is offered. Read-only for a person who
 * may not change offers. It is never deleted, as past orders name it: it is retired by saving it
 * not offered.
 */
export function PromotionForm({
  outletId,
  offers,
  choices,
  promotion,
  mayWrite,
  onDone,
}: {
  outletId: number;
  offers: PosOffers;
  choices: MenuChoices;
  promotion: PosPromotion | undefined;
  mayWrite: boolean;
  onDone: () => void;
}) {
  const { t, i18n } = useLingui();
  const { say } = useStatusNote();
  const ids = useId();
  const isNew = promotion === undefined;
  const [before] = useState(() => promotion?.definition ?? newDefinition(offers));
  const [draft, setDraft] = useState(() =>
    draftOf(promotion?.key ?? '', promotion?.active ?? true, before, offers.languages),
  );
  const set = (change: Partial<PromotionDraft>) => {
    setDraft((current) => ({ ...current, ...change }));
  };
  const precision = offers.decimal_precision;
  const currency = offers.currency;
  const save = useOffersChange(
    outletId,
    endpoints.pos.savePromotion,
    ({ key, body }: { key: string; body: PosPromotionBody }) =>
      api.request(endpoints.pos.savePromotion, { params: { id: outletId, key }, body }),
    () => t`Promotion saved`,
  );
  const problemText = (problem: PromotionProblem): string => {
    switch (problem) {
      case 'key':
        return t`A key is lower-case letters, digits and single hyphens, such as two-cakes.`;
      case 'key_taken':
        return t`A promotion has this key already: change that one instead.`;
      case 'name':
        return t`Give the promotion a name.`;
      case 'priority':
        return t`A priority is a whole number from 0.`;
      case 'min_qty':
        return t`A least quantity is a whole number from 0, or blank.`;
      case 'min_price':
        return t`A promotion on spend needs the least spend, with at most ${precision} decimals in ${currency}.`;
      case 'percent':
        return t`A percentage is a number from 0 to 100 with at most 2 decimals.`;
      case 'amount':
        return t`An amount is a number with at most ${precision} decimals in ${currency}.`;
      case 'points':
        return t`Points are a number with at most 2 decimals.`;
      case 'max_discount':
        return t`The most taken off is an amount with at most ${precision} decimals in ${currency}, or blank.`;
      case 'quantity':
        return t`A number of units is a whole number from 1, or blank.`;
      case 'free_dish':
        return t`Add the dish given free.`;
    }
  };
  const submit = (event: SyntheticEvent) => {
    event.preventDefault();
    const problem = problemOf(draft, isNew, offers);
    if (problem !== null) {
      say(problemText(problem), 'error');
      return;
    }
    const body: PosPromotionBody = {
      active: draft.active,
      definition: definitionOf(draft, before, offers.languages),
    };
    if (
      !isNew &&
      JSON.stringify(body) === JSON.stringify({ active: promotion.active, definition: before })
    ) {
      onDone();
      return;
    }
    save.mutate({ key: draft.key.trim(), body }, { onSuccess: onDone });
  };
  const select = <V extends string>(
    id: string,
    label: string,
    value: V,
    options: readonly V[],
    labelOf: (value: V) => string,
    onChange: (next: V) => void,
  ) => (
    <label className={field} htmlFor={id}>
      {label}
      <select
        id={id}
        className={control}
        value={value}
        onChange={(event) => {
          onChange(event.target.value as V);
        }}
      >
        {options.map((option) => (
          <option key={option} value={option}>
            {labelOf(option)}
          </option>
        ))}
      </select>
    </label>
  );
  const kind = VALUE_KIND[draft.actionType];
  const onDishes = actsOnDishes(draft.actionType);
  const freeDish = draft.actionType === 'gets_free_item';
  const current = before.name;
  const key = draft.key;
  return (
    <form aria-label={isNew ? t`New promotion` : t`Promotion ${current}`} onSubmit={submit}>
      <fieldset className={styles.fields} disabled={!mayWrite}>
        <div className={row}>
          {isNew ? (
            <TextField
              label={t`Key (lower-case, fixed once saved)`}
              value={draft.key}
              maxLength={60}
              dir="ltr"
              invalid={
                draft.key.trim() !== '' && !offerKeySchema.safeParse(draft.key.trim()).success
              }
              onChange={(next) => {
                set({ key: next });
              }}
            />
          ) : (
            <p className={muted}>{t`Key: ${key}`}</p>
          )}
          <TextField
            label={t`Name`}
            value={draft.name}
            maxLength={PROMOTION_NAME_MAX}
            invalid={draft.name.trim() === ''}
            onChange={(name) => {
              set({ name });
            }}
          />
          <TextField
            label={t`Priority (lower first)`}
            value={draft.priority}
            maxLength={6}
            inputMode="numeric"
            onChange={(priority) => {
              set({ priority });
            }}
          />
          {select(
            `${ids}-kind`,
            t`Kind`,
            draft.promoType,
            PROMO_TYPES,
            (type) => i18n._(PROMO_TYPE_LABELS[type]),
            (promoType) => {
              set({ promoType });
            },
          )}
        </div>
        <p className={muted}>{t`Of the same priority, basic promotions are weighed first.`}</p>
        <TextField
          label={t`Description`}
          value={draft.description}
          maxLength={MENU_DESCRIPTION_MAX}
          lines={2}
          onChange={(description) => {
            set({ description });
          }}
        />
        <TranslationFields
          languages={offers.languages}
          drafts={draft.texts}
          withDescription
          nameMax={PROMOTION_NAME_MAX}
          onChange={(texts) => {
            set({ texts });
          }}
        />
        <fieldset className={fieldset}>
          <legend>{t`When it applies`}</legend>
          <div className={row}>
            {select(
              `${ids}-condition`,
              t`The diner`,
              draft.conditionType,
              CONDITION_TYPES,
              (type) => i18n._(CONDITION_TYPE_LABELS[type]),
              (conditionType) => {
                set({ conditionType });
              },
            )}
            <TextField
              label={t`Least quantity (blank for none)`}
              value={draft.minQty}
              maxLength={6}
              inputMode="numeric"
              onChange={(minQty) => {
                set({ minQty });
              }}
            />
            {asksMinPrice(draft) && (
              <TextField
                label={t`Least spend (${currency})`}
                value={draft.minPrice}
                maxLength={12}
                inputMode={precision === 0 ? 'numeric' : 'decimal'}
                onChange={(minPrice) => {
                  set({ minPrice });
                }}
              />
            )}
          </div>
          <TargetField
            legend={t`Dishes that count`}
            empty={t`None chosen: every dish counts.`}
            target={draft.conditionTarget}
            choices={choices}
            onChange={(conditionTarget) => {
              set({ conditionTarget });
            }}
          />
          <TargetField
            legend={t`Dishes that never count`}
            empty={t`None left out.`}
            target={draft.conditionExclude}
            choices={choices}
            onChange={(conditionExclude) => {
              set({ conditionExclude });
            }}
          />
        </fieldset>
        <fieldset className={fieldset}>
          <legend>{t`What the diner gets`}</legend>
          <div className={row}>
            {select(
              `${ids}-action`,
              t`Gives`,
              draft.actionType,
              ACTION_TYPES,
              (type: PromotionActionType) => i18n._(ACTION_TYPE_LABELS[type]),
              (actionType) => {
                set({ actionType });
              },
            )}
            {kind !== 'none' && (
              <TextField
                label={
                  kind === 'percent'
                    ? t`Percentage (%)`
                    : kind === 'points'
                      ? t`Points`
                      : t`Amount (${currency})`
                }
                value={draft.value}
                maxLength={12}
                inputMode={kind === 'amount' && precision === 0 ? 'numeric' : 'decimal'}
                onChange={(value) => {
                  set({ value });
                }}
              />
            )}
            {asksCap(draft) && (
              <TextField
                label={t`Most taken off (${currency}, blank for no limit)`}
                value={draft.maxDiscount}
                maxLength={12}
                inputMode={precision === 0 ? 'numeric' : 'decimal'}
                onChange={(maxDiscount) => {
                  set({ maxDiscount });
                }}
              />
            )}
            {onDishes && (
              <TextField
                label={freeDish ? t`Units given (blank for 1)` : t`Most units (blank for no limit)`}
                value={draft.quantity}
                maxLength={6}
                inputMode="numeric"
                onChange={(quantity) => {
                  set({ quantity });
                }}
              />
            )}
          </div>
          {onDishes && (
            <TargetField
              legend={t`Dishes it applies to`}
              empty={
                freeDish ? t`Add the dish given free.` : t`None chosen: the dishes that count.`
              }
              target={draft.actionTarget}
              choices={choices}
              onChange={(actionTarget) => {
                set({ actionTarget });
              }}
            />
          )}
          {onDishes && !freeDish && (
            <TargetField
              legend={t`Dishes it never applies to`}
              empty={t`None left out.`}
              target={draft.actionExclude}
              choices={choices}
              onChange={(actionExclude) => {
                set({ actionExclude });
              }}
            />
          )}
        </fieldset>
        <div className={row}>
          <label className={check}>
            <input
              type="checkbox"
              checked={draft.active}
              onChange={(event) => {
                set({ active: event.target.checked });
              }}
            />
            {t`Offered to diners`}
          </label>
        </div>
        <p className={muted}>
          {t`A promotion is never deleted, as past orders name it: to retire it, untick “Offered to diners” and save.`}
        </p>
      </fieldset>
      <div className={row}>
        {mayWrite && (
          <Button type="submit" size="small" disabled={save.isPending} loading={save.isPending}>
            {t`Save the promotion`}
          </Button>
        )}
        <Button size="small" tone="secondary" onClick={onDone}>
          {mayWrite ? t`Cancel` : t`Close`}
        </Button>
      </div>
    </form>
  );
}
