import { describe, expect, it } from 'vitest';
import {
  companyAe,
  companyKw,
  companySg,
  guestLoginPayload,
  guestUser,
  outletBoth,
  outletTakeAway,
  registeredUser,
} from '../../../test/fixtures/entities/index';
import {
  checkoutModeSchema,
  companySchema,
  guestLoginPayloadSchema,
  localeDataSchema,
  loyaltyDetailsSchema,
  outletSchema,
  serviceTypeSchema,
  smsInfoSchema,
  userSchema,
} from '../index';
import { reject, report, withField } from './reject';

describe('companySchema', () => {
  it.each([
    ['AE', companyAe],
    ['SG', companySg],
    ['KW', companyKw],
  ])('accepts a company in %s', (_country, company) => {
    expect(companySchema.parse(company)).toEqual(company);
  });

  it('accepts its parts alone', () => {
    expect(localeDataSchema.parse(companyAe.locale_data)).toEqual(companyAe.locale_data);
    expect(smsInfoSchema.parse(companyAe.sms_info)).toEqual(companyAe.sms_info);
    expect(loyaltyDetailsSchema.parse(companySg.loyalty_details)).toEqual(
      companySg.loyalty_details,
    );
  });

  it('rejects a locale the app does not have', () => {
    const issue = reject(companySchema, {
      ...companyAe,
      locale_data: { locales: ['en', 'fr'], default: 'en' },
    });
    expect(issue.path).toBe('locale_data.locales.1');
    expect(issue.message).toContain('Invalid option');
  });

  it('rejects an empty locale list', () => {
    expect(reject(localeDataSchema, { locales: [], default: 'en' }).message).toBe(
      'must list at least one locale',
    );
  });

  it('rejects a precision of 4 and a brand colour that is not hex', () => {
    expect(reject(companySchema, withField(companyAe, 'decimal_precision', 4)).path).toBe(
      'decimal_precision',
    );
    expect(report(companySchema, withField(companyAe, 'brand_color', 'teal'))).toContain(
      'must be a colour such as "#1A73E8"',
    );
  });

  it('rejects an invalid contact e-mail with the spec message', () => {
    const issue = reject(companySchema, {
      ...companyAe,
      configuration: { ...companyAe.configuration, email: 'hello@beachhouse' },
    });
    expect(issue).toEqual({
      path: 'configuration.email',
      message: 'Please enter a valid email address',
    });
  });

  it('rejects a missing id', () => {
    expect(reject(companySchema, withField(companySg, 'id', undefined))).toEqual({
      path: 'id',
      message: 'Invalid input: expected number, received undefined',
    });
  });
});

describe('outletSchema', () => {
  it.each([outletBoth, outletTakeAway])('accepts outlet $id', (outlet) => {
    expect(outletSchema.parse(outlet)).toEqual(outlet);
  });

  it('knows the three service types and checkout modes', () => {
    expect(serviceTypeSchema.options).toEqual(['eat_in', 'take_away', 'eat_in_and_take_away']);
    expect(checkoutModeSchema.options).toEqual(['login', 'guest', 'login_and_guest']);
  });

  it('rejects an unknown service type and checkout mode', () => {
    expect(reject(outletSchema, withField(outletBoth, 'service_type', 'delivery')).path).toBe(
      'service_type',
    );
    expect(
      reject(outletSchema, withField(outletBoth, 'open_tab_checkout_mode', 'anyone')).message,
    ).toContain('"login_and_guest"');
  });

  it('takes the time zone schedules run in, any name Intl knows', () => {
    for (const zone of ['Asia/Kuwait', 'America/New_York', 'UTC']) {
      expect(outletSchema.parse(withField(outletBoth, 'time_zone', zone))).toMatchObject({
        time_zone: zone,
      });
    }
  });

  it('rejects a missing, empty or unknown time zone', () => {
    expect(reject(outletSchema, withField(outletBoth, 'time_zone', undefined))).toEqual({
      path: 'time_zone',
      message: 'Invalid input: expected string, received undefined',
    });
    expect(reject(outletSchema, withField(outletBoth, 'time_zone', '  ')).message).toBe(
      'must not be empty',
    );
    for (const zone of ['SG', 'Asia/Atlantis', 'GMT+25']) {
      expect(reject(outletSchema, withField(outletBoth, 'time_zone', zone))).toEqual({
        path: 'time_zone',
        message: 'must be an IANA time zone such as "Asia/Singapore"',
      });
    }
  });

  it('carries the order limits: whole positive counts, an amount or none, a rate', () => {
    const limits = (changes: Record<string, unknown>) =>
      withField(outletBoth, 'order_limits', { ...outletBoth.order_limits, ...changes });
    expect(outletSchema.parse(limits({ max_order_amount: '750.50' })).order_limits).toMatchObject({
      max_order_amount: '750.50',
    });
    expect(reject(outletSchema, limits({ max_line_quantity: 0 })).path).toBe(
      'order_limits.max_line_quantity',
    );
    expect(reject(outletSchema, limits({ max_order_items: 2.5 })).path).toBe(
      'order_limits.max_order_items',
    );
    expect(reject(outletSchema, limits({ max_order_amount: '-1' })).path).toBe(
      'order_limits.max_order_amount',
    );
    expect(reject(outletSchema, limits({ max_tip_percent: 50 })).path).toBe(
      'order_limits.max_tip_percent',
    );
    expect(reject(outletSchema, withField(outletBoth, 'order_limits', undefined)).path).toBe(
      'order_limits',
    );
  });
});

describe('userSchema', () => {
  it.each([
    ['registered', registeredUser],
    ['guest', guestUser],
  ])('accepts a %s user', (_kind, user) => {
    expect(userSchema.parse(user)).toEqual(user);
  });

  it('rejects an invalid e-mail with the spec message', () => {
    expect(reject(userSchema, withField(registeredUser, 'email', 'layla@example'))).toEqual({
      path: 'email',
      message: 'Please enter a valid email address',
    });
  });

  it('rejects a phone number that is not 6 to 15 digits', () => {
    expect(reject(userSchema, withField(registeredUser, 'phone_number', '12345')).message).toBe(
      'Enter a valid phone number',
    );
    expect(
      reject(userSchema, withField(registeredUser, 'phone_number', '050-123-4567')).message,
    ).toBe('Enter a valid phone number');
  });

  it('rejects a missing is_guest', () => {
    expect(reject(userSchema, withField(guestUser, 'is_guest', undefined)).path).toBe('is_guest');
  });
});

describe('guestLoginPayloadSchema', () => {
  it('accepts the guest login payload', () => {
    expect(guestLoginPayloadSchema.parse(guestLoginPayload)).toEqual(guestLoginPayload);
  });

  it('rejects an empty dialing code and a missing company id (spec: A§5)', () => {
    expect(report(guestLoginPayloadSchema, { ...guestLoginPayload, dialing_code: '' })).toContain(
      'must be a dialing code such as "+971"',
    );
    expect(
      reject(guestLoginPayloadSchema, withField(guestLoginPayload, 'company_id', undefined)),
    ).toEqual({
      path: 'company_id',
      message: 'Invalid input: expected number, received undefined',
    });
  });

  it('rejects guest false', () => {
    expect(reject(guestLoginPayloadSchema, { ...guestLoginPayload, guest: false }).path).toBe(
      'guest',
    );
  });
});
