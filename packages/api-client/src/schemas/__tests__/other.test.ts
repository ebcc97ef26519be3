import { describe, expect, it } from 'vitest';
import {
  categoryAdvertisement,
  fullPlanFeatureFlags,
  itemAdvertisement,
  litePlanFeatureFlags,
  tips,
} from '../../../test/fixtures/entities/index';
import {
  FEATURE_FLAG_NAMES,
  advertisementSchema,
  advertisementTarget,
  featureFlagNameSchema,
  featureFlagSchema,
  featureFlagsSchema,
  tipsSchema,
} from '../index';
import { reject, withField } from './reject';

describe('advertisementSchema', () => {
  it.each([itemAdvertisement, categoryAdvertisement])('accepts action $action', (ad) => {
    expect(advertisementSchema.parse(ad)).toEqual(ad);
  });

  it.each(['item-', 'item-0', 'menu-3', 'item-12a', 'category 4', 'ITEM-4'])(
    'rejects the action %s',
    (action) => {
      expect(reject(advertisementSchema, { ...itemAdvertisement, action })).toEqual({
        path: 'action',
        message: 'must be "item-{id}" or "category-{id}"',
      });
    },
  );

  it('rejects an image that is not a URL', () => {
    expect(
      reject(advertisementSchema, withField(itemAdvertisement, 'image_url', 'banner.jpg')).path,
    ).toBe('image_url');
  });

  it('reads the target of an action', () => {
    expect(advertisementTarget('item-1001')).toEqual({ kind: 'item', id: 1001 });
    expect(advertisementTarget('category-10')).toEqual({ kind: 'category', id: 10 });
  });
});

describe('featureFlagsSchema', () => {
  it.each([fullPlanFeatureFlags, litePlanFeatureFlags])('accepts a plan', (flags) => {
    expect(featureFlagsSchema.parse(flags)).toEqual(flags);
  });

  it('names the thirteen flags of A§3 and describes every one', () => {
    expect(FEATURE_FLAG_NAMES).toHaveLength(13);
    expect(Object.keys(featureFlagsSchema.shape)).toEqual([...FEATURE_FLAG_NAMES]);
    expect(featureFlagNameSchema.parse('dineIn')).toBe('dineIn');
  });

  it('rejects a missing flag and a flag without enabled', () => {
    expect(
      reject(featureFlagsSchema, withField(fullPlanFeatureFlags, 'cart', undefined)).path,
    ).toBe('cart');
    expect(reject(featureFlagSchema, { metaData: null }).path).toBe('enabled');
  });

  it('drops a flag the app does not know', () => {
    const parsed = featureFlagsSchema.parse({
      ...fullPlanFeatureFlags,
      kiosk_mode: { enabled: true, metaData: null },
    });
    expect(parsed).not.toHaveProperty('kiosk_mode');
  });
});

describe('tipsSchema', () => {
  it('accepts the percentages as decimal strings', () => {
    expect(tipsSchema.parse(tips)).toEqual(tips);
  });

  it('rejects a percentage given as a number', () => {
    expect(reject(tipsSchema, ['5', 10])).toEqual({
      path: '1',
      message: 'Invalid input: expected string, received number',
    });
  });
});
