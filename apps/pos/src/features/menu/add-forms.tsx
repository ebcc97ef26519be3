import { useLingui } from '@lingui/react/macro';
import {
  endpoints,
  MENU_NAME_MAX,
  type PosMenuEditor,
  type PosNewCategory,
  type PosNewMenuItem,
} from '@tabula/api-client';
import { Button } from '@tabula/ui';
import { useId, useState, type SyntheticEvent } from 'react';
import { api } from '../../app/api';
import { control, field, row } from '../../lib/layout.css';
import { useStatusNote } from '../../lib/status-note';
import { isPriceText } from '../../lib/price-text';
import { categoriesInOrder } from './menu-texts';
import { TextField } from '../../lib/text-field';
import { useMenuChange } from './use-menu-change';

/**
 * Adds a dish at the end of a category: its name and price; the rest (its picture, its texts
 * in the other languages, its labels) is changed on the dish once it is there.
 */
export function AddItemForm({
  outletId,
  editor,
  categoryId,
  categoryName,
}: {
  outletId: number;
  editor: PosMenuEditor;
  categoryId: number;
  categoryName: string;
}) {
  const { t } = useLingui();
  const { say } = useStatusNote();
  const [name, setName] = useState('');
  const [price, setPrice] = useState('');
  const precision = editor.decimal_precision;
  const currency = editor.currency;
  const add = useMenuChange(
    outletId,
    endpoints.pos.addMenuItem,
    (body: PosNewMenuItem) =>
      api.request(endpoints.pos.addMenuItem, { params: { id: outletId }, body }),
    (body) => {
      const added = body.name;
      return t`${added} added to ${categoryName}`;
    },
  );
  const submit = (event: SyntheticEvent) => {
    event.preventDefault();
    if (name.trim() === '') {
      say(t`Give the dish a name.`, 'error');
      return;
    }
    if (!isPriceText(price, precision)) {
      say(t`A price is a number with at most ${precision} decimals in ${currency}.`, 'error');
      return;
    }
    add.mutate(
      { category_id: categoryId, name: name.trim(), unit_price: price.trim() },
      {
        onSuccess: () => {
          setName('');
          setPrice('');
        },
      },
    );
  };
  return (
    <form className={row} aria-label={t`Add a dish to ${categoryName}`} onSubmit={submit}>
      <TextField label={t`New dish`} value={name} maxLength={MENU_NAME_MAX} onChange={setName} />
      <TextField
        label={t`Price (${currency})`}
        value={price}
        maxLength={12}
        inputMode={precision === 0 ? 'numeric' : 'decimal'}
        onChange={setPrice}
      />
      <Button type="submit" size="small" disabled={add.isPending} loading={add.isPending}>
        {t`Add the dish`}
      </Button>
    </form>
  );
}

/** Adds a category at the end of the menu, or inside another one as a sub-category. */
export function AddCategoryForm({ outletId, editor }: { outletId: number; editor: PosMenuEditor }) {
  const { t } = useLingui();
  const { say } = useStatusNote();
  const parentField = useId();
  const [name, setName] = useState('');
  const [parent, setParent] = useState<number | null>(null);
  const add = useMenuChange(
    outletId,
    endpoints.pos.addCategory,
    (body: PosNewCategory) =>
      api.request(endpoints.pos.addCategory, { params: { id: outletId }, body }),
    (body) => {
      const added = body.name;
      return t`Category ${added} added`;
    },
  );
  const submit = (event: SyntheticEvent) => {
    event.preventDefault();
    if (name.trim() === '') {
      say(t`Give the category a name.`, 'error');
      return;
    }
    add.mutate(
      { name: name.trim(), parent_id: parent },
      {
        onSuccess: () => {
          setName('');
        },
      },
    );
  };
  return (
    <form className={row} aria-label={t`Add a category`} onSubmit={submit}>
      <TextField
        label={t`New category`}
        value={name}
        maxLength={MENU_NAME_MAX}
        onChange={setName}
      />
      <label className={field} htmlFor={parentField}>
        {t`Inside`}
        <select
          id={parentField}
          className={control}
          value={parent ?? ''}
          onChange={(event) => {
            setParent(event.target.value === '' ? null : Number(event.target.value));
          }}
        >
          <option value="">{t`The menu itself`}</option>
          {categoriesInOrder(editor.menu.categories).map(({ category, depth }) => (
            <option key={category.id} value={category.id}>
              {`${'— '.repeat(depth)}${category.name}`}
            </option>
          ))}
        </select>
      </label>
      <Button type="submit" size="small" disabled={add.isPending} loading={add.isPending}>
        {t`Add the category`}
      </Button>
    </form>
  );
}
