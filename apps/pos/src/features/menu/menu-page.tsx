import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { PosOutlet } from '@tabula/api-client';
import { posMenuEditorQueryOptions } from '@tabula/api-client/query';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { api } from '../../app/api';
import { muted, panel } from '../../lib/layout.css';
import { useFailure } from '../../lib/use-failure';
import { AddCategoryForm } from './add-forms';
import { CategorySection } from './category-section';
import { languageName } from '../../lib/language-name';
import { missingByLanguage } from './menu-texts';
import * as styles from './menu.css';

/**
 * The outlet's menu as the back office keeps it: every category with its dishes, each changed,
 * added or taken off; the names still missing in each of the venue's languages counted at the
 * top. A change reaches diners' phones with their next request.
 */
// issue 32: the menu of the back office (docs/back-office.md).
export function MenuPage({ outlet }: { outlet: PosOutlet }) {
  const { t, i18n } = useLingui();
  const failed = useFailure();
  const menu = useQuery(posMenuEditorQueryOptions(api, { params: { id: outlet.id } }));
  useEffect(() => {
    if (menu.error) failed(menu.error);
  }, [menu.error, failed]);
  const editor = menu.data;
  if (editor === undefined) {
    return <p className={`${panel} ${muted}`}>{t`Loading…`}</p>;
  }
  const missing = Object.entries(missingByLanguage(editor)).filter(([, count]) => count > 0);
  return (
    <>
      <section className={panel} aria-labelledby="menu-languages">
        <h2 id="menu-languages">{t`Menu`}</h2>
        {missing.length === 0 ? (
          <p className={muted}>{t`Every name is written in every language of the venue.`}</p>
        ) : (
          <ul>
            {missing.map(([locale, count]) => {
              const language = languageName(locale, i18n.locale);
              return (
                <li key={locale} className={styles.missing}>
                  {t({
                    message: plural(count, {
                      one: `# name missing in ${language}`,
                      other: `# names missing in ${language}`,
                    }),
                  })}
                </li>
              );
            })}
          </ul>
        )}
      </section>
      <section className={panel} aria-label={t`Categories and dishes`}>
        {editor.menu.categories.length === 0 && <p className={muted}>{t`No categories yet.`}</p>}
        {editor.menu.categories.map((category) => (
          <CategorySection
            key={category.id}
            outletId={outlet.id}
            editor={editor}
            category={category}
            depth={0}
          />
        ))}
      </section>
      <section className={panel} aria-labelledby="menu-add-category">
        <h2 id="menu-add-category">{t`Add a category`}</h2>
        <AddCategoryForm outletId={outlet.id} editor={editor} />
      </section>
    </>
  );
}
