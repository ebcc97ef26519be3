import type { MenuItem } from '@tabula/api-client';
import type { CartLine } from '@tabula/engine';
import type { VenueTextFunctions } from '../i18n/venue-text';

/**
 * The options chosen on a line in the diner's language, with their counts, e.g.
 * `['Oat milk', 'Extra shot × 2']`: the screen lists them comma-separated, each in its own
 * `<bdi>`, so an English name keeps its punctuation in an Arabic line.
 */
export function lineOptionsText(
  line: Pick<CartLine, 'modifiers'>,
  item: MenuItem | null,
  venue: Pick<VenueTextFunctions, 'name'>,
): string[] {
  return line.modifiers
    .map((modifier) => {
      const option = item?.groups
        .find((group) => group.id === modifier.group_id)
        ?.items.find((entry) => entry.id === modifier.id);
      if (option === undefined) return '';
      const name = venue.name(option);
      return modifier.count > 1 ? `${name} × ${String(modifier.count)}` : name;
    })
    .filter((text) => text !== '');
}
