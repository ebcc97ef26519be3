import { useLingui } from '@lingui/react/macro';
import {
  endpoints,
  MENU_NAME_MAX,
  type MenuCategory,
  type PosCategoryChanges,
  type PosMenuEditor,
} from '@tabula/api-client';
import { Button } from '@tabula/ui';
import { useState, type SyntheticEvent } from 'react';
import { api } from '../../app/api';
import { row } from '../../lib/layout.css';
import { useStatusNote } from '../../lib/status-note';
import { ScheduleFields } from './schedule-fields';
import { TextField } from '../../lib/text-field';
import { draftsOf, namesOf, TranslationFields } from '../../lib/translation-fields';
import { useMenuChange } from './use-menu-change';

/** Only what was changed, so saving a new name never also sends the schedules back. */
function changesOf(
  category: MenuCategory,
  languages: readonly string[],
  draft: {
    name: string;
    translations: ReturnType<typeof draftsOf>;
    schedules: MenuCategory['schedules'];
  },
): PosCategoryChanges {
  const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
  const names = namesOf(draft.translations);
  const before = namesOf(draftsOf(languages, category.translations));
  return {
    ...(draft.name.trim() === category.name ? {} : { name: draft.name.trim() }),
    ...(same(names, before) ? {} : { translations: names }),
    ...(same(draft.schedules, category.schedules) ? {} : { schedules: draft.schedules }),
  };
}

/** A category's name, its names in the other languages and when it is on the menu. */
export function CategoryForm({
  outletId,
  editor,
  category,
  onDone,
}: {
  outletId: number;
  editor: PosMenuEditor;
  category: MenuCategory;
  onDone: () => void;
}) {
  const { t } = useLingui();
  const { say } = useStatusNote();
  const [name, setName] = useState(category.name);
  const [translations, setTranslations] = useState(() =>
    draftsOf(editor.languages, category.translations),
  );
  const [schedules, setSchedules] = useState(category.schedules);
  const changes = changesOf(category, editor.languages, { name, translations, schedules });
  const save = useMenuChange(
    outletId,
    endpoints.pos.changeCategory,
    (body: PosCategoryChanges) =>
      api.request(endpoints.pos.changeCategory, {
        params: { id: outletId, category_id: category.id },
        body,
      }),
    () => {
      const saved = name.trim();
      return t`Category ${saved} saved`;
    },
  );
  const submit = (event: SyntheticEvent) => {
    event.preventDefault();
    if (name.trim() === '') {
      say(t`Give the category a name.`, 'error');
      return;
    }
    if (Object.keys(changes).length === 0) {
      onDone();
      return;
    }
    save.mutate(changes, { onSuccess: onDone });
  };
  const current = category.name;
  return (
    <form aria-label={t`Change the category ${current}`} onSubmit={submit}>
      <TextField label={t`Name`} value={name} maxLength={MENU_NAME_MAX} onChange={setName} />
      <TranslationFields
        languages={editor.languages}
        drafts={translations}
        onChange={setTranslations}
      />
      <ScheduleFields schedules={schedules} onChange={setSchedules} />
      <div className={row}>
        <Button type="submit" size="small" disabled={save.isPending} loading={save.isPending}>
          {t`Save the category`}
        </Button>
        <Button size="small" tone="secondary" onClick={onDone}>
          {t`Cancel`}
        </Button>
      </div>
    </form>
  );
}
