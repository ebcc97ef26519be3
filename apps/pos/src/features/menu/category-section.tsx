import { useLingui } from '@lingui/react/macro';
import { endpoints, type MenuCategory, type PosMenuEditor } from '@tabula/api-client';
import { Button } from '@tabula/ui';
import { useId, useState } from 'react';
import { api } from '../../app/api';
import { badge, muted, row } from '../../lib/layout.css';
import { AddItemForm } from './add-forms';
import { CategoryForm } from './category-form';
import { ItemRow } from './item-row';
import { languageName } from '../../lib/language-name';
import { missingLanguages } from './menu-texts';
import * as styles from './menu.css';
import { useMenuChange } from './use-menu-change';

/**
 * One category of the menu with its dishes and, set in below it, its sub-categories: its name
 * and schedule changed, a dish added, and the category retired once it is empty.
 */
export function CategorySection({
  outletId,
  editor,
  category,
  depth,
}: {
  outletId: number;
  editor: PosMenuEditor;
  category: MenuCategory;
  depth: number;
}) {
  const { t, i18n } = useLingui();
  const headingId = useId();
  const [editing, setEditing] = useState(false);
  const name = category.name;
  const retire = useMenuChange(
    outletId,
    endpoints.pos.retireCategory,
    () =>
      api.request(endpoints.pos.retireCategory, {
        params: { id: outletId, category_id: category.id },
      }),
    () => t`Category ${name} retired`,
  );
  const missing = missingLanguages(editor.languages, category.translations).map((locale) =>
    languageName(locale, i18n.locale),
  );
  const languages = new Intl.ListFormat(i18n.locale).format(missing);
  const empty = category.items.length === 0 && (category.categories ?? []).length === 0;
  return (
    <section
      className={depth > 0 ? `${styles.category} ${styles.nested}` : styles.category}
      aria-labelledby={headingId}
      data-category-id={category.id}
    >
      <h3 id={headingId} className={styles.heading}>
        {name}
        {category.schedules !== null && <span className={badge}>{t`On a schedule`}</span>}
      </h3>
      {missing.length > 0 && <p className={styles.missing}>{t`Name missing in: ${languages}`}</p>}
      {editing ? (
        <CategoryForm
          outletId={outletId}
          editor={editor}
          category={category}
          onDone={() => {
            setEditing(false);
          }}
        />
      ) : (
        <div className={row}>
          <Button
            size="small"
            tone="secondary"
            aria-label={t`Change the category ${name}`}
            onClick={() => {
              setEditing(true);
            }}
          >
            {t`Change the category`}
          </Button>
          {empty && (
            <Button
              size="small"
              tone="critical"
              disabled={retire.isPending}
              loading={retire.isPending}
              onClick={() => {
                if (window.confirm(t`Retire the category ${name}?`)) retire.mutate(undefined);
              }}
            >
              {t`Retire the category`}
            </Button>
          )}
        </div>
      )}
      {category.items.length === 0 && <p className={muted}>{t`No dishes here yet.`}</p>}
      {category.items.length > 0 && (
        <ul className={styles.list}>
          {category.items.map((item) => (
            <ItemRow
              key={item.id}
              outletId={outletId}
              editor={editor}
              item={item}
              categoryId={category.id}
            />
          ))}
        </ul>
      )}
      <AddItemForm
        outletId={outletId}
        editor={editor}
        categoryId={category.id}
        categoryName={name}
      />
      {(category.categories ?? []).map((sub) => (
        <CategorySection
          key={sub.id}
          outletId={outletId}
          editor={editor}
          category={sub}
          depth={depth + 1}
        />
      ))}
    </section>
  );
}
