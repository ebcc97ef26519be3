import type { CartLine, MenuItem } from '@tabula/engine';
import { isolate, type VenueTextFunctions } from '@/lib/i18n/venue-text';

/**
 * The modifiers of a line in words, in the diner's language ("Iced, 2 × Extra shot"), for the
 * repeat sheet's reminder of the last choice. Modifiers the item no longer lists are left out;
 * each name is isolated, so an English name keeps its punctuation in an Arabic sentence.
 *
 * @param item - the item the line orders (for a grouped item, the resolved pick)
 * @param line - the cart line
 * @param venue - the venue's texts in the diner's language
 * @returns the names, comma-separated; '' without modifiers
 */
export function describeSelection(
  item: Pick<MenuItem, 'groups'>,
  line: Pick<CartLine, 'modifiers'>,
  venue: Pick<VenueTextFunctions, 'name'>,
): string {
  const names: string[] = [];
  for (const modifier of line.modifiers) {
    const option = item.groups
      ?.find((group) => group.id === modifier.group_id)
      ?.items.find((candidate) => candidate.id === modifier.id);
    if (option === undefined) continue;
    const name = isolate(venue.name(option));
    names.push(modifier.count > 1 ? `${String(modifier.count)} × ${name}` : name);
  }
  return names.join(', ');
}
