import { describe, expect, it } from 'vitest';
import {
  defaultSession,
  dineOtSession,
  dinePfSession,
  scanAndPaySession,
} from '../../../test/fixtures/entities/index';
import {
  dineModeSchema,
  qrSourceSchema,
  qrTypeSchema,
  sessionSchema,
  sessionTypeSchema,
  subscriptionPlanIdSchema,
} from '../index';
import { reject, report, withField } from './reject';

describe('sessionSchema', () => {
  it.each([
    ['default', defaultSession],
    ['dine_ot', dineOtSession],
    ['dine_pf', dinePfSession],
    ['scan_and_pay', scanAndPaySession],
  ])('accepts a %s session', (_name, session) => {
    expect(sessionSchema.parse(session)).toEqual(session);
  });

  it('keeps the four null fields of a default session null (spec: A§3)', () => {
    const parsed = sessionSchema.parse(defaultSession);
    expect([
      parsed.dine_mode,
      parsed.subscription_plan_id,
      parsed.table_id,
      parsed.qr_source,
    ]).toEqual([null, null, null, null]);
  });

  it('requires table_id to be present, null or an id', () => {
    expect(reject(sessionSchema, withField(defaultSession, 'table_id', undefined))).toEqual({
      path: 'table_id',
      message: 'Invalid input: expected number, received undefined',
    });
    expect(reject(sessionSchema, withField(dineOtSession, 'table_id', '41')).path).toBe('table_id');
    expect(reject(sessionSchema, withField(dineOtSession, 'table_id', 0)).message).toMatch(/>0/);
  });

  it('rejects an unknown QR source with the values it accepts', () => {
    const issue = reject(sessionSchema, withField(dineOtSession, 'qr_source', 'dine_in'));
    expect(issue.path).toBe('qr_source');
    expect(issue.message).toContain('"dine_ot"');
  });

  it('rejects a precision above 3 and a lower-case currency', () => {
    expect(reject(sessionSchema, withField(defaultSession, 'precision', 4)).path).toBe('precision');
    expect(report(sessionSchema, withField(defaultSession, 'currency', 'aed'))).toContain(
      'must be a three-letter currency code such as "AED"',
    );
  });

  it('drops a field it does not know', () => {
    expect(sessionSchema.parse({ ...defaultSession, theme: 'dark' })).not.toHaveProperty('theme');
  });
});

describe('session enums', () => {
  it('hold the spec values', () => {
    expect(sessionTypeSchema.options).toEqual(['default', 'scan_and_pay', 'open_tab']);
    expect(subscriptionPlanIdSchema.options).toEqual(['sapaad_direct', 'sapaad_direct_lite']);
    expect(qrTypeSchema.options).toEqual(['dine-in', 'walk-in']);
    expect(dineModeSchema.options).toEqual(['eat_in', 'take_away']);
    expect(qrSourceSchema.options).toContain('dine_pf');
  });

  it('reject other values', () => {
    expect(reject(sessionTypeSchema, 'group').message).toContain('Invalid option');
    expect(reject(subscriptionPlanIdSchema, 'sapaad_pro').message).toContain('Invalid option');
  });
});
