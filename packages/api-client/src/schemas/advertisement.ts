import { z } from 'zod';
import { textSchema, urlSchema } from './primitives';
import { advertisementTranslationSchema } from './translations';

/** Where tapping an advertisement goes: `item-{id}` or `category-{id}`. */
// spec: A§3 Advertisement (action 'item-{id}' or 'category-{id}')
export const advertisementActionSchema = z
  .string()
  .regex(/^(item|category)-[1-9]\d*$/, { error: 'must be "item-{id}" or "category-{id}"' });
/** An advertisement action. */
export type AdvertisementAction = z.infer<typeof advertisementActionSchema>;

/** A banner of the home carousel. */
// spec: A§3 Advertisement (image_url, action)
export const advertisementSchema = z.object({
  image_url: urlSchema,
  action: advertisementActionSchema,
  /**
   * The banner's headline, read out as the picture's text; our choice: optional (A§3 lists no
   * text), without it the banner is named after what it leads to.
   */
  title: textSchema.nullable().optional(),
  /** The headline and picture by locale code (docs/api.md, "Venue texts in every language"). */
  translations: z.record(textSchema, advertisementTranslationSchema).optional(),
});
/** An advertisement. */
export type Advertisement = z.infer<typeof advertisementSchema>;

/** What an advertisement action points at. */
export interface AdvertisementTarget {
  kind: 'item' | 'category';
  id: number;
}

/**
 * Reads an advertisement action, e.g. `"item-12"` gives `{ kind: 'item', id: 12 }`.
 *
 * @param action - an action that advertisementActionSchema accepted
 */
export function advertisementTarget(action: AdvertisementAction): AdvertisementTarget {
  const dash = action.indexOf('-');
  const kind = action.slice(0, dash) === 'item' ? 'item' : 'category';
  return { kind, id: Number(action.slice(dash + 1)) };
}
