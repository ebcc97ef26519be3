import { useLingui } from '@lingui/react/macro';
import { endpoints, type MenuItem, type PosMenuEditor } from '@tabula/api-client';
import { Button } from '@tabula/ui';
import { useId, useState } from 'react';
import { api } from '../../app/api';
import { formatPosMoney } from '../../lib/format';
import { badge, row } from '../../lib/layout.css';
import { ItemForm } from './item-form';
import { languageName } from '../../lib/language-name';
import { missingLanguages } from './menu-texts';
import * as styles from './menu.css';
import { TAG_LABELS } from './tag-labels';
import { useMenuChange } from './use-menu-change';

/**
 * One dish of the menu: its picture, name, price, labels and the languages its name is missing
 * in; opened, every field to change; and retiring it (past orders keep it as it was).
 */
export function ItemRow({
  outletId,
  editor,
  item,
  categoryId,
}: {
  outletId: number;
  editor: PosMenuEditor;
  item: MenuItem;
  categoryId: number;
}) {
  const { t, i18n } = useLingui();
  const [editing, setEditing] = useState(false);
  const name = item.name;
  const nameId = useId();
  const retireId = useId();
  const retire = useMenuChange(
    outletId,
    endpoints.pos.retireMenuItem,
    () =>
      api.request(endpoints.pos.retireMenuItem, {
        params: { id: outletId, item_id: item.id },
      }),
    () => t`${name} taken off the menu`,
  );
  const missing = missingLanguages(editor.languages, item.translations).map((locale) =>
    languageName(locale, i18n.locale),
  );
  const languages = new Intl.ListFormat(i18n.locale).format(missing);
  const price = formatPosMoney(item.unit_price, editor, i18n.locale);
  return (
    <li className={styles.item} data-item-id={item.id}>
      <div className={styles.summary}>
        {item.image_url === null ? (
          <span className={styles.thumb} aria-hidden="true" />
        ) : (
          <img className={styles.thumb} src={item.image_url} alt="" loading="lazy" />
        )}
        <span className={styles.name} id={nameId}>
          {name}
        </span>
        <span>{price}</span>
        {item.is_popular && <span className={badge}>{t`Popular`}</span>}
        {item.tags.map((tag) => (
          <span key={tag} className={badge}>
            {i18n._(TAG_LABELS[tag])}
          </span>
        ))}
      </div>
      {missing.length > 0 && <p className={styles.missing}>{t`Name missing in: ${languages}`}</p>}
      {editing ? (
        <ItemForm
          outletId={outletId}
          editor={editor}
          item={item}
          categoryId={categoryId}
          onDone={() => {
            setEditing(false);
          }}
        />
      ) : (
        <div className={row}>
          <Button
            size="small"
            tone="secondary"
            aria-label={t`Change ${name}`}
            onClick={() => {
              setEditing(true);
            }}
          >
            {t`Change`}
          </Button>
          <Button
            size="small"
            tone="critical"
            // Named by its own text, then the dish's: "Take off the menu Kaya toast" holds what it
            // shows in every language (WCAG 2.5.3).
            id={retireId}
            aria-labelledby={`${retireId} ${nameId}`}
            disabled={retire.isPending}
            loading={retire.isPending}
            onClick={() => {
              if (window.confirm(t`Take ${name} off the menu? Past orders keep it as it was.`)) {
                retire.mutate(undefined);
              }
            }}
          >
            {t`Take off the menu`}
          </Button>
        </div>
      )}
    </li>
  );
}
