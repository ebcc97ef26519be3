import { describe, expect, it } from 'vitest';
import { Decimal } from '../../money/decimal';
import { applicableSurcharges } from '../applicable-surcharges';
import { serviceChargeProvider } from '../is-service-charge';
import { surchargeAmount } from '../surcharge-amount';
import { surchargeKind } from '../surcharge-kind';
import { surchargeTax } from '../surcharge-tax';
import type { Surcharge } from '../types';

const service: Surcharge = { id: 1, name: 'Service', type: 'percentage', value: '10' };
const packaging: Surcharge = { id: 2, name: 'Packaging', type: 'FIXED', value: '1.50' };

describe('surchargeKind', () => {
  it('reads the menu spelling and the order payload spelling', () => {
    expect(surchargeKind({ id: 1, type: 'FIXED' })).toBe(2);
    expect(surchargeKind({ id: 1, type: 'fixed' })).toBe(2);
    expect(surchargeKind({ id: 1, type: 'percentage' })).toBe(1);
    expect(surchargeKind({ id: 1, type: 'PERCENTAGE' })).toBe(1);
    expect(surchargeKind({ id: 1, surcharge_type: 2 })).toBe(2);
    expect(surchargeKind({ id: 1, surcharge_type: 1 })).toBe(1);
  });

  it('refuses anything else', () => {
    expect(() => surchargeKind({ id: 4, type: 'weird' as never })).toThrow(
      expect.objectContaining({ code: 'UNKNOWN_SURCHARGE_TYPE' }),
    );
    expect(() => surchargeKind({ id: 4 })).toThrow(
      expect.objectContaining({ code: 'UNKNOWN_SURCHARGE_TYPE' }),
    );
  });
});

describe('surchargeAmount', () => {
  it('charges a fixed value, or a percent of the subtotal rounded half up', () => {
    expect(surchargeAmount(packaging, new Decimal('80'), 2).amount.toFixed(2)).toBe('1.50');
    expect(surchargeAmount(service, new Decimal('45.55'), 2).amount.toFixed(2)).toBe('4.56');
    expect(surchargeAmount(service, new Decimal('45.55'), 3).amount.toFixed(3)).toBe('4.555');
    expect(
      surchargeAmount(
        { ...service, value: undefined, rate: 12.5 },
        new Decimal(8),
        0,
      ).amount.toFixed(0),
    ).toBe('1');
  });

  it('refuses a fixed value finer than the currency', () => {
    expect(() => surchargeAmount({ ...packaging, value: '1.505' }, new Decimal(1), 2)).toThrow(
      expect.objectContaining({ code: 'AMOUNT_PRECISION_EXCEEDED' }),
    );
  });
});

describe('applicableSurcharges', () => {
  const dineOnly: Surcharge = { ...packaging, id: 3, applicable_on_walkin: false };
  const walkOnly: Surcharge = { ...packaging, id: 4, applicable_on_dinein: false };
  const stripeFee: Surcharge = { id: 5, name: 'Stripe Connect', type: 'percentage', value: '3' };

  it('keeps those applicable to the mode; a missing flag counts as applicable', () => {
    const all = [service, dineOnly, walkOnly];
    expect(applicableSurcharges(all, 'dine_in', null).map((s) => s.id)).toEqual([1, 3]);
    expect(applicableSurcharges(all, 'walk_in', null).map((s) => s.id)).toEqual([1, 4]);
  });

  it('applies a card service charge only when that provider pays', () => {
    expect(serviceChargeProvider(stripeFee)).toBe('stripe_connect');
    expect(serviceChargeProvider(service)).toBeNull();
    expect(applicableSurcharges([stripeFee], 'walk_in', null)).toEqual([]);
    expect(applicableSurcharges([stripeFee], 'walk_in', 'cash')).toEqual([]);
    expect(applicableSurcharges([stripeFee], 'walk_in', 'stripe_connect')).toEqual([stripeFee]);
  });

  it('charges a delivery charge (packaging) to a counter order taken away, never to one eaten in', () => {
    const takeawayPackaging: Surcharge = { ...walkOnly, is_delivery_charge: true };
    const all = [service, takeawayPackaging];
    expect(applicableSurcharges(all, 'walk_in', null, 'take_away').map((s) => s.id)).toEqual([
      1, 4,
    ]);
    expect(applicableSurcharges(all, 'walk_in', null, 'eat_in').map((s) => s.id)).toEqual([1]);
    // An outlet that asks no Eat In / Take Out keeps the flags alone.
    expect(applicableSurcharges(all, 'walk_in', null, null).map((s) => s.id)).toEqual([1, 4]);
    expect(applicableSurcharges(all, 'walk_in', null).map((s) => s.id)).toEqual([1, 4]);
    // A surcharge that is no delivery charge applies whether the diner eats in or not.
    expect(applicableSurcharges([walkOnly], 'walk_in', null, 'eat_in')).toEqual([walkOnly]);
  });
});

describe('surchargeTax', () => {
  const taxed: Surcharge = { ...service, is_taxable: true, tax_rate: '5' };

  it('adds the rate on top when exclusive and takes it out when inclusive', () => {
    expect(surchargeTax(taxed, new Decimal('4.00'), false, 2).tax.toFixed(2)).toBe('0.20');
    expect(surchargeTax(taxed, new Decimal('4.20'), true, 2).tax.toFixed(2)).toBe('0.20');
  });

  it('taxes nothing that is not taxable', () => {
    expect(surchargeTax(service, new Decimal('4.00'), false, 2)).toEqual({
      tax: new Decimal(0),
      rate: null,
    });
    expect(surchargeTax({ ...taxed, tax_rate: null }, new Decimal('4'), false, 2).rate).toBeNull();
  });
});
