import { describe, expect, it } from 'vitest';
import { emailError, nameError, phoneNumberError } from '@/lib/auth/identity-validation';
import {
  guestSignUpErrors,
  guestSignUpOf,
  initialGuestSignUp,
  type GuestSignUpDraft,
} from '../utils/guest-sign-up-draft';
import { pointsToShow } from '../utils/points-to-show';

const valid: GuestSignUpDraft = {
  name: ' Aisha Rahman ',
  email: ' aisha@example.com ',
  phone: '91234567',
  country: 'SG',
};
const target = { userId: 501, orderId: 7001, locationId: 100 };

describe('the field rules (B§5; A§5 messages)', () => {
  it('requires the mobile number, then 6 to 15 digits', () => {
    expect(phoneNumberError('')?.message).toBe('Please enter your mobile number');
    expect(phoneNumberError('   ')?.message).toBe('Please enter your mobile number');
    expect(phoneNumberError('12345')?.message).toBe('Enter a valid phone number');
    expect(phoneNumberError('1234567890123456')?.message).toBe('Enter a valid phone number');
    expect(phoneNumberError('12 3456')?.message).toBe('Enter a valid phone number');
    expect(phoneNumberError('123456')).toBeNull();
    expect(phoneNumberError('123456789012345')).toBeNull();
  });

  it('requires a valid e-mail address', () => {
    expect(emailError('')?.message).toBe('Please enter your email address');
    expect(emailError('aisha@')?.message).toBe('Please enter a valid email address');
    expect(emailError('aisha@example')?.message).toBe('Please enter a valid email address');
    expect(emailError(' aisha@example.com ')).toBeNull();
  });

  it('requires a name', () => {
    expect(nameError(' ')?.message).toBe('Please enter your name');
    expect(nameError('Aisha')).toBeNull();
  });
});

describe('guestSignUpErrors', () => {
  it('names every field that is wrong, and none of a valid draft', () => {
    expect(
      Object.keys(guestSignUpErrors({ name: '', email: '', phone: '', country: 'SG' })),
    ).toEqual(['name', 'email', 'phone']);
    expect(Object.keys(guestSignUpErrors({ ...valid, phone: '123' }))).toEqual(['phone']);
    expect(guestSignUpErrors(valid)).toEqual({});
  });
});

describe('guestSignUpOf (A§7 convert_guest payload)', () => {
  it("sends the conversion's five fields, with the picked country's dialing code", () => {
    expect(guestSignUpOf({ ...valid, country: 'AE' }, target)).toEqual({
      convert: {
        user_id: 501,
        order_id: 7001,
        phone_number: '91234567',
        dialing_code: '+971',
        location_id: 100,
      },
      details: { name: 'Aisha Rahman', email: 'aisha@example.com' },
    });
  });

  it('sends nothing while a field is wrong or the country has no dialing code', () => {
    expect(guestSignUpOf({ ...valid, email: 'aisha' }, target)).toBeNull();
    expect(guestSignUpOf({ ...valid, country: 'XX' }, target)).toBeNull();
  });
});

describe('initialGuestSignUp (B§5 the dialing code defaults from the country)', () => {
  it("starts at the company's country, with what the guest account already holds", () => {
    expect(initialGuestSignUp({ name: null, email: null }, 'KW')).toEqual({
      name: '',
      email: '',
      phone: '',
      country: 'KW',
    });
    expect(initialGuestSignUp({ name: 'Aisha', email: 'a@example.com' }, 'sg')).toMatchObject({
      name: 'Aisha',
      email: 'a@example.com',
      country: 'SG',
    });
    expect(initialGuestSignUp(null, 'SG').name).toBe('');
  });

  it('starts at the first country of the table for a country it lacks', () => {
    expect(initialGuestSignUp(null, 'BR').country).toBe('SG');
  });
});

describe('pointsToShow', () => {
  it('keeps points above zero only, compared as decimals', () => {
    expect(pointsToShow('12.5')).toBe('12.5');
    expect(pointsToShow('0.01')).toBe('0.01');
    expect(pointsToShow('0')).toBeNull();
    expect(pointsToShow('0.00')).toBeNull();
    expect(pointsToShow(null)).toBeNull();
    expect(pointsToShow(undefined)).toBeNull();
  });
});
