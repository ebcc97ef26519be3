import { useLingui } from '@lingui/react/macro';
import {
  endpoints,
  ITEM_TAGS,
  MENU_DESCRIPTION_MAX,
  MENU_NAME_MAX,
  type ItemTag,
  type MenuItem,
  type ModifierGroup,
  type PosMenuEditor,
  type PosMenuItemChanges,
} from '@tabula/api-client';
import { Button } from '@tabula/ui';
import { useId, useState, type SyntheticEvent } from 'react';
import { api } from '../../app/api';
import { check, control, field, fieldset, row } from '../../lib/layout.css';
import { useStatusNote } from '../../lib/status-note';
import { isPriceText } from '../../lib/price-text';
import { categoriesInOrder } from './menu-texts';
import { groupsProblem, modifierIdsOf, trimmedGroups, type GroupProblem } from './modifier-groups';
import { ModifierGroupsField } from './modifier-groups-field';
import { PictureField } from './picture-field';
import { TAG_LABELS } from './tag-labels';
import { TextField } from '../../lib/text-field';
import {
  draftsOf,
  textsOf,
  TranslationFields,
  type TranslationDrafts,
} from '../../lib/translation-fields';
import { useMenuChange } from './use-menu-change';

/** An item as its form holds it while staff type. */
interface ItemDraft {
  name: string;
  unit_price: string;
  description: string;
  category_id: number;
  tags: ItemTag[];
  is_popular: boolean;
  image_url: string;
  translations: TranslationDrafts;
  groups: ModifierGroup[];
}

function draftOf(item: MenuItem, categoryId: number, languages: readonly string[]): ItemDraft {
  return {
    name: item.name,
    unit_price: item.unit_price,
    description: item.description ?? '',
    category_id: categoryId,
    tags: item.tags,
    is_popular: item.is_popular,
    image_url: item.image_url ?? '',
    translations: draftsOf(languages, item.translations),
    groups: item.groups,
  };
}

/** Only what was changed: a new name never also sends the price, so no price line is logged. */
function changesOf(before: ItemDraft, draft: ItemDraft): PosMenuItemChanges {
  const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
  const text = (value: string) => (value.trim() === '' ? null : value.trim());
  return {
    ...(draft.name.trim() === before.name ? {} : { name: draft.name.trim() }),
    ...(draft.unit_price.trim() === before.unit_price
      ? {}
      : { unit_price: draft.unit_price.trim() }),
    ...(draft.description.trim() === before.description.trim()
      ? {}
      : { description: text(draft.description) }),
    ...(draft.category_id === before.category_id ? {} : { category_id: draft.category_id }),
    ...(same(draft.tags, before.tags) ? {} : { tags: draft.tags }),
    ...(draft.is_popular === before.is_popular ? {} : { is_popular: draft.is_popular }),
    ...(draft.image_url.trim() === before.image_url ? {} : { image_url: text(draft.image_url) }),
    ...(same(textsOf(draft.translations), textsOf(before.translations))
      ? {}
      : { translations: textsOf(draft.translations) }),
    ...(same(draft.groups, before.groups) ? {} : { groups: trimmedGroups(draft.groups) }),
  };
}

/**
 * Everything staff change of a dish: its name, price, description, category, labels, whether
 * it is popular, its picture (uploaded, picture-field.tsx), its texts in the other languages and
 * its groups of options (modifier-groups-field.tsx). Prices are checked against the currency's
 * places, and the groups against what a diner must be able to pick, before anything is sent.
 */
export function ItemForm({
  outletId,
  editor,
  item,
  categoryId,
  onDone,
}: {
  outletId: number;
  editor: PosMenuEditor;
  item: MenuItem;
  categoryId: number;
  onDone: () => void;
}) {
  const { t, i18n } = useLingui();
  const { say } = useStatusNote();
  const categoryField = useId();
  const [before] = useState(() => draftOf(item, categoryId, editor.languages));
  const [draft, setDraft] = useState(before);
  const set = (change: Partial<ItemDraft>) => {
    setDraft((current) => ({ ...current, ...change }));
  };
  const precision = editor.decimal_precision;
  const [takenIds] = useState(() => modifierIdsOf(editor.menu.categories));
  const save = useMenuChange(
    outletId,
    endpoints.pos.changeMenuItem,
    (body: PosMenuItemChanges) =>
      api.request(endpoints.pos.changeMenuItem, {
        params: { id: outletId, item_id: item.id },
        body,
      }),
    () => {
      const saved = draft.name.trim();
      return t`${saved} saved`;
    },
  );
  const pricesValid =
    isPriceText(draft.unit_price, precision) &&
    draft.groups.every((group) =>
      group.items.every((option) => isPriceText(option.unit_price, precision)),
    );
  const groupProblemText = (problem: GroupProblem): string => {
    switch (problem.kind) {
      case 'unnamed':
        return t`Give every group of options and every option a name.`;
      case 'no_option': {
        const { group } = problem;
        return t`${group} needs at least one option.`;
      }
      case 'minimum_above_maximum': {
        const { group, minimum, maximum } = problem;
        return t`${group}: at least ${minimum} is more than at most ${maximum}.`;
      }
      case 'minimum_above_options': {
        const { group, minimum, options } = problem;
        return t`${group}: at least ${minimum} is more than its ${options} options.`;
      }
    }
  };
  const submit = (event: SyntheticEvent) => {
    event.preventDefault();
    if (draft.name.trim() === '') {
      say(t`Give the dish a name.`, 'error');
      return;
    }
    if (!pricesValid) {
      const currency = editor.currency;
      say(t`A price is a number with at most ${precision} decimals in ${currency}.`, 'error');
      return;
    }
    const problem = groupsProblem(draft.groups);
    if (problem !== null) {
      say(groupProblemText(problem), 'error');
      return;
    }
    const changes = changesOf(before, draft);
    if (Object.keys(changes).length === 0) {
      onDone();
      return;
    }
    save.mutate(changes, { onSuccess: onDone });
  };
  const current = item.name;
  const currency = editor.currency;
  return (
    <form aria-label={t`Change ${current}`} onSubmit={submit}>
      <div className={row}>
        <TextField
          label={t`Name`}
          value={draft.name}
          maxLength={MENU_NAME_MAX}
          onChange={(name) => {
            set({ name });
          }}
        />
        <TextField
          label={t`Price (${currency})`}
          value={draft.unit_price}
          maxLength={12}
          inputMode={precision === 0 ? 'numeric' : 'decimal'}
          invalid={!isPriceText(draft.unit_price, precision)}
          onChange={(unit_price) => {
            set({ unit_price });
          }}
        />
        <label className={field} htmlFor={categoryField}>
          {t`Category`}
          <select
            id={categoryField}
            className={control}
            value={draft.category_id}
            onChange={(event) => {
              set({ category_id: Number(event.target.value) });
            }}
          >
            {categoriesInOrder(editor.menu.categories).map(({ category, depth }) => (
              <option key={category.id} value={category.id}>
                {`${'— '.repeat(depth)}${category.name}`}
              </option>
            ))}
          </select>
        </label>
      </div>
      <TextField
        label={t`Description`}
        value={draft.description}
        maxLength={MENU_DESCRIPTION_MAX}
        lines={2}
        onChange={(description) => {
          set({ description });
        }}
      />
      <PictureField
        outletId={outletId}
        value={draft.image_url}
        onChange={(image_url) => {
          set({ image_url });
        }}
      />
      <fieldset className={fieldset}>
        <legend>{t`Labels`}</legend>
        {ITEM_TAGS.map((tag) => (
          <label key={tag} className={check}>
            <input
              type="checkbox"
              checked={draft.tags.includes(tag)}
              onChange={(event) => {
                set({
                  tags: event.target.checked
                    ? ITEM_TAGS.filter((each) => each === tag || draft.tags.includes(each))
                    : draft.tags.filter((each) => each !== tag),
                });
              }}
            />
            {i18n._(TAG_LABELS[tag])}
          </label>
        ))}
        <label className={check}>
          <input
            type="checkbox"
            checked={draft.is_popular}
            onChange={(event) => {
              set({ is_popular: event.target.checked });
            }}
          />
          {t`Popular`}
        </label>
      </fieldset>
      <TranslationFields
        languages={editor.languages}
        drafts={draft.translations}
        withDescription
        onChange={(translations) => {
          set({ translations });
        }}
      />
      <ModifierGroupsField
        groups={draft.groups}
        takenIds={takenIds}
        languages={editor.languages}
        currency={currency}
        precision={precision}
        onChange={(groups) => {
          set({ groups });
        }}
      />
      <div className={row}>
        <Button type="submit" size="small" disabled={save.isPending} loading={save.isPending}>
          {t`Save the dish`}
        </Button>
        <Button size="small" tone="secondary" onClick={onDone}>
          {t`Cancel`}
        </Button>
      </div>
    </form>
  );
}
