import { localizeItem, type CartLine, type MenuItem } from '@tabula/engine';

/**
 * The modifiers of a line in words, in the diner's language ("Iced, 2 × Extra shot"), for the
 * repeat sheet's reminder of the last choice. Modifiers the item no longer lists are left out.
 *
 * @param item - the item the line orders (for a grouped item, the resolved pick)
 * @param line - the cart line
 * @param locale - the diner's locale
 * @returns the names, comma-separated; '' without modifiers
 */
export function describeSelection(
  item: Pick<MenuItem, 'groups'>,
  line: Pick<CartLine, 'modifiers'>,
  locale: string,
): string {
  const names: string[] = [];
  for (const modifier of line.modifiers) {
    const option = item.groups
      ?.find((group) => group.id === modifier.group_id)
      ?.items.find((candidate) => candidate.id === modifier.id);
    if (option === undefined) continue;
    const name = localizeItem(option, locale).name;
    names.push(modifier.count > 1 ? `${modifier.count} × ${name}` : name);
  }
  return names.join(', ');
}
