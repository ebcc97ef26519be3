import type {
  MenuCategory,
  ModifierGroup,
  ModifierGroupItem,
  ModifierGroupType,
  NameTranslations,
} from '@tabula/api-client';
import { getGroupLimits } from '@tabula/engine';

/*
 * A dish's option groups as the back office edits them: new ids, new groups and options, and the
 * rules a diner's sheet needs (the server checks them again, apps/server's
 * modifier-group-problems.ts, and refuses the save naming the place).
 */

/** Every modifier group and option id of a menu: a new one must differ from them all. */
export function modifierIdsOf(categories: readonly MenuCategory[]): number[] {
  return categories.flatMap((category) => [
    ...category.items.flatMap((item) =>
      [item, ...(item.items ?? [])].flatMap((each) =>
        each.groups.flatMap((group) => [group.id, ...group.items.map((option) => option.id)]),
      ),
    ),
    ...modifierIdsOf(category.categories ?? []),
  ]);
}

/** The next id above every one taken on the menu and in the groups being edited. */
export function nextModifierId(taken: readonly number[], groups: readonly ModifierGroup[]): number {
  const inDraft = groups.flatMap((group) => [group.id, ...group.items.map((option) => option.id)]);
  return Math.max(0, ...taken, ...inDraft) + 1;
}

/** A new option, free and not chosen at first. */
export function newOption(id: number, name: string): ModifierGroupItem {
  return { id, name, unit_price: '0', final_price: null, is_default: false };
}

/** A new group with one option: a diner may take it or leave it (at least 0, at most 1). */
export function newGroup(id: number, name: string, option: ModifierGroupItem): ModifierGroup {
  return {
    id,
    name,
    items: [option],
    minimum: 0,
    maximum: 1,
    has_quantity_selector: false,
    type: 'single_item',
  };
}

/**
 * A group chosen another way: a quantity selector carries the flag the diner's sheet reads, and
 * one option at a time allows at most one.
 */
export function withType(group: ModifierGroup, type: ModifierGroupType): ModifierGroup {
  const single = type === 'single_item';
  return {
    ...group,
    type,
    has_quantity_selector: type === 'quantity_selector',
    minimum: single ? Math.min(group.minimum, 1) : group.minimum,
    maximum: single ? 1 : group.maximum,
  };
}

/** What keeps a diner from completing a group, the first one found, or null. */
export type GroupProblem =
  | { kind: 'unnamed' }
  | { kind: 'no_option'; group: string }
  | { kind: 'minimum_above_maximum'; group: string; minimum: number; maximum: number }
  | { kind: 'minimum_above_options'; group: string; minimum: number; options: number };

/**
 * The first problem of the groups, as the server would name it, or null when they save; the
 * limits by the engine's own rule (`getGroupLimits`: at least not above a positive at most).
 */
export function groupsProblem(groups: readonly ModifierGroup[]): GroupProblem | null {
  for (const group of groups) {
    if (group.name.trim() === '' || group.items.some((option) => option.name.trim() === '')) {
      return { kind: 'unnamed' };
    }
    const name = group.name.trim();
    if (group.items.length === 0) return { kind: 'no_option', group: name };
    const { minimum, maximum } = group;
    try {
      getGroupLimits(group);
    } catch {
      return { kind: 'minimum_above_maximum', group: name, minimum, maximum };
    }
    if (group.type !== 'quantity_selector' && minimum > group.items.length) {
      return { kind: 'minimum_above_options', group: name, minimum, options: group.items.length };
    }
  }
  return null;
}

/** Names in other languages trimmed, a blank one as null (the diner then reads the first). */
function trimmedNames(translations: NameTranslations | undefined): NameTranslations | undefined {
  if (translations === undefined) return undefined;
  return Object.fromEntries(
    Object.entries(translations).map(([locale, { name }]) => {
      const text = name?.trim() ?? '';
      return [locale, { name: text === '' ? null : text }];
    }),
  );
}

/** The groups as the call takes them: every name and price trimmed. */
export function trimmedGroups(groups: readonly ModifierGroup[]): ModifierGroup[] {
  return groups.map((group) => ({
    ...group,
    name: group.name.trim(),
    translations: trimmedNames(group.translations),
    items: group.items.map((option) => ({
      ...option,
      name: option.name.trim(),
      translations: trimmedNames(option.translations),
      unit_price: option.unit_price.trim(),
    })),
  }));
}
