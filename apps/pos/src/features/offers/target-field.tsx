import { useLingui } from '@lingui/react/macro';
import type { PromotionTarget } from '@tabula/api-client';
import { Button } from '@tabula/ui';
import { useId } from 'react';
import { control, field, fieldset, muted, row } from '../../lib/layout.css';
import * as styles from './offers.css';
import type { MenuChoice, MenuChoices } from './promotion-draft';

/** One list of a picker: what is chosen, each to take out, and a select of the rest to add. */
function ChosenList({
  chosen,
  choices,
  addLabel,
  nameOf,
  onChange,
}: {
  chosen: readonly number[];
  choices: readonly MenuChoice[];
  addLabel: string;
  nameOf: (id: number) => string;
  onChange: (next: number[]) => void;
}) {
  const { t } = useLingui();
  const id = useId();
  const left = choices.filter((choice) => !chosen.includes(choice.id));
  return (
    <>
      {chosen.length > 0 && (
        <ul className={styles.chosen}>
          {chosen.map((each) => {
            const name = nameOf(each);
            return (
              <li key={each} className={styles.chip}>
                {name}
                <Button
                  size="small"
                  tone="ghost"
                  aria-label={t`Take out ${name}`}
                  onClick={() => {
                    onChange(chosen.filter((other) => other !== each));
                  }}
                >
                  ×
                </Button>
              </li>
            );
          })}
        </ul>
      )}
      <label className={field} htmlFor={id}>
        {addLabel}
        <select
          id={id}
          className={control}
          value=""
          disabled={left.length === 0}
          onChange={(event) => {
            const picked = Number(event.target.value);
            if (event.target.value !== '' && !chosen.includes(picked)) {
              onChange([...chosen, picked]);
            }
          }}
        >
          <option value="">{t`Choose…`}</option>
          {left.map((choice) => (
            <option key={choice.id} value={choice.id}>
              {`${'— '.repeat(choice.depth)}${choice.name}`}
            </option>
          ))}
        </select>
      </label>
    </>
  );
}

/**
 * The dishes and categories a promotion's condition or action includes, picked by name from the
 * outlet's menu; one no longer on it is named by its number, and kept until taken out. Nothing
 * chosen is said in `empty`.
 */
export function TargetField({
  legend,
  empty,
  target,
  choices,
  onChange,
}: {
  legend: string;
  empty: string;
  target: PromotionTarget;
  choices: MenuChoices;
  onChange: (next: PromotionTarget) => void;
}) {
  const { t } = useLingui();
  const named = (list: readonly MenuChoice[], unknown: (id: number) => string) => (id: number) =>
    list.find((choice) => choice.id === id)?.name ?? unknown(id);
  const dishName = named(choices.dishes, (number) => t`Dish ${number} (not on this menu)`);
  const categoryName = named(
    choices.categories,
    (number) => t`Category ${number} (not on this menu)`,
  );
  return (
    <fieldset className={fieldset}>
      <legend>{legend}</legend>
      {target.items.length === 0 && target.categories.length === 0 && (
        <p className={muted}>{empty}</p>
      )}
      <div className={row}>
        <ChosenList
          chosen={target.items}
          choices={choices.dishes}
          addLabel={t`Add a dish`}
          nameOf={dishName}
          onChange={(items) => {
            onChange({ ...target, items });
          }}
        />
      </div>
      <div className={row}>
        <ChosenList
          chosen={target.categories}
          choices={choices.categories}
          addLabel={t`Add a category`}
          nameOf={categoryName}
          onChange={(categories) => {
            onChange({ ...target, categories });
          }}
        />
      </div>
    </fieldset>
  );
}
