import {
  FEATURE_FLAG_NAMES,
  type FeatureFlagName,
  type FeatureFlags,
  type SubscriptionPlanId,
} from '@tabula/api-client';

/** The only flags the lite plan turns on (spec: A§4 Feature flags by plan). */
const LITE_FLAGS: ReadonlySet<FeatureFlagName> = new Set([
  'search',
  'show_branding',
  'grouped_items_lite',
]);

/** The flags every other plan leaves off (spec: A§4 Feature flags by plan). */
const FULL_PLAN_OFF: ReadonlySet<FeatureFlagName> = new Set([
  'show_branding',
  'grouped_items_lite',
]);

/**
 * The feature flags of a subscription plan (spec: A§4): on the lite plan only search,
 * show_branding and grouped_items_lite are enabled; on any other plan every flag is enabled
 * except show_branding and grouped_items_lite.
 * our choice: the flags come from the plan alone (not stored), and metaData is null.
 */
export function featureFlagsFor(plan: SubscriptionPlanId): FeatureFlags {
  const enabled = (name: FeatureFlagName) =>
    plan === 'sapaad_direct_lite' ? LITE_FLAGS.has(name) : !FULL_PLAN_OFF.has(name);
  return Object.fromEntries(
    FEATURE_FLAG_NAMES.map((name) => [name, { enabled: enabled(name), metaData: null }]),
  ) as FeatureFlags;
}
