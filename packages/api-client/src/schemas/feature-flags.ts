import { z } from 'zod';

/** The feature flags. */
// spec: A§3 Feature flags
export const FEATURE_FLAG_NAMES = [
  'advertisements',
  'company_announcement',
  'marketing_announcement',
  'cart',
  'menu',
  'user',
  'search',
  'loyalty',
  'checkout',
  'onboarding_screen',
  'show_branding',
  'grouped_items_lite',
  'dineIn',
] as const;

/** A feature flag name. */
export const featureFlagNameSchema = z.enum(FEATURE_FLAG_NAMES);
/** A feature flag name. */
export type FeatureFlagName = z.infer<typeof featureFlagNameSchema>;

/** One feature flag: whether it is on, and its settings. */
// spec: A§3 Feature flags (each has enabled and metaData)
// our choice: metaData is an object of any settings, or null.
export const featureFlagSchema = z.object({
  enabled: z.boolean(),
  metaData: z.record(z.string(), z.unknown()).nullable(),
});
/** A feature flag. */
export type FeatureFlag = z.infer<typeof featureFlagSchema>;

/** Every feature flag by name; a flag the app does not know is dropped. */
// spec: A§3 Feature flags (the thirteen names)
export const featureFlagsSchema = z.object({
  advertisements: featureFlagSchema,
  company_announcement: featureFlagSchema,
  marketing_announcement: featureFlagSchema,
  cart: featureFlagSchema,
  menu: featureFlagSchema,
  user: featureFlagSchema,
  search: featureFlagSchema,
  loyalty: featureFlagSchema,
  checkout: featureFlagSchema,
  onboarding_screen: featureFlagSchema,
  show_branding: featureFlagSchema,
  grouped_items_lite: featureFlagSchema,
  dineIn: featureFlagSchema,
} satisfies Record<FeatureFlagName, typeof featureFlagSchema>);
/** The feature flags. */
export type FeatureFlags = z.infer<typeof featureFlagsSchema>;
