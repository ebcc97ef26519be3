import {
  advertisementActionSchema,
  advertisementTarget,
  type AdvertisementTarget,
} from '@tabula/api-client';

/**
 * Reads an advertisement's action: `item-{id}` or `category-{id}` (A§3). Anything else (a
 * missing action, another word, an id that is not a positive number) reads as null, and the
 * banner then does nothing.
 *
 * @example `parseAdvertisementAction('item-12')` gives `{ kind: 'item', id: 12 }`
 */
export function parseAdvertisementAction(
  action: string | null | undefined,
): AdvertisementTarget | null {
  if (action === null || action === undefined) return null;
  const parsed = advertisementActionSchema.safeParse(action.trim());
  return parsed.success ? advertisementTarget(parsed.data) : null;
}
