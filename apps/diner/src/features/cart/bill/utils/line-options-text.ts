import type { MenuItem } from '@tabula/api-client';
import type { CartLine } from '@tabula/engine';

/** The names of the options chosen on a line, with their counts, e.g. "Oat milk, Extra shot × 2". */
export function lineOptionsText(line: Pick<CartLine, 'modifiers'>, item: MenuItem | null): string {
  return line.modifiers
    .map((modifier) => {
      const option = item?.groups
        .find((group) => group.id === modifier.group_id)
        ?.items.find((entry) => entry.id === modifier.id);
      const name = option?.name ?? '';
      return modifier.count > 1 ? `${name} × ${String(modifier.count)}` : name;
    })
    .filter((text) => text !== '')
    .join(', ');
}
