import { describe, expect, it } from 'vitest';
import {
  asksSgConsents,
  identifyErrors,
  identityOf,
  newIdentifyDraft,
} from '../utils/identify-draft';
import { signUpAsks, signUpDetails, signUpErrors } from '../utils/sign-up-draft';

const messages = (errors: object) =>
  Object.fromEntries(
    Object.entries(errors as Record<string, { message?: string } | undefined>).map(
      ([key, value]) => [key, value?.message],
    ),
  );

describe('the first step (A§5 Sign-in)', () => {
  it("starts with a mobile number at the company country's dialing code", () => {
    expect(newIdentifyDraft('KW')).toEqual({
      method: 'phone',
      phone: '',
      country: 'KW',
      email: '',
      termsAccepted: false,
      marketingConsent: false,
    });
  });

  it('checks the field of the chosen method only', () => {
    const draft = { ...newIdentifyDraft('KW'), email: 'not an address' };
    expect(messages(identifyErrors(draft, 'KW'))).toEqual({
      phone: 'Please enter your mobile number',
    });
    expect(messages(identifyErrors({ ...draft, method: 'email' }, 'KW'))).toEqual({
      email: 'Please enter a valid email address',
    });
  });

  it('requires the terms for a Singapore company only', () => {
    expect(asksSgConsents('SG')).toBe(true);
    expect(asksSgConsents('MY')).toBe(false);
    const draft = { ...newIdentifyDraft('SG'), phone: '91234567' };
    expect(messages(identifyErrors(draft, 'SG'))).toEqual({
      terms: 'Please accept the terms of service to continue',
    });
    expect(identifyErrors({ ...draft, termsAccepted: true }, 'SG')).toEqual({});
    expect(identifyErrors({ ...newIdentifyDraft('MY'), phone: '123456789' }, 'MY')).toEqual({});
  });

  it('makes the identity the calls send', () => {
    const draft = { ...newIdentifyDraft('SG'), phone: '91234567' };
    expect(identityOf(draft)).toEqual({ phone_number: '91234567', dialing_code: '+65' });
    expect(identityOf({ ...draft, country: 'AE' })).toEqual({
      phone_number: '91234567',
      dialing_code: '+971',
    });
    expect(identityOf({ ...draft, method: 'email', email: ' ana@kopi.sg ' })).toEqual({
      email: 'ana@kopi.sg',
    });
    expect(identityOf({ ...draft, country: 'ZZ' })).toBeNull();
  });
});

describe('sign-up (after a verification 404)', () => {
  const byPhone = { phone_number: '91234567', dialing_code: '+65' };
  const byEmail = { email: 'ana@kopi.sg' };
  const draft = { name: '', phone: '', country: 'SG', email: '' };

  it('asks for whichever of mobile and e-mail the first step did not give', () => {
    expect(signUpAsks(byPhone)).toBe('email');
    expect(signUpAsks(byEmail)).toBe('phone');
    expect(messages(signUpErrors(draft, byPhone))).toEqual({
      name: 'Please enter your name',
      email: 'Please enter your email address',
    });
    expect(messages(signUpErrors({ ...draft, name: 'Ana', phone: '123' }, byEmail))).toEqual({
      phone: 'Enter a valid phone number',
    });
  });

  it('completes the identity into the account sign-up creates', () => {
    expect(signUpDetails({ ...draft, name: ' Ana ', email: ' ana@kopi.sg ' }, byPhone)).toEqual({
      name: 'Ana',
      email: 'ana@kopi.sg',
      phone_number: '91234567',
      dialing_code: '+65',
    });
    expect(
      signUpDetails({ ...draft, name: 'Ana', phone: '501234567', country: 'AE' }, byEmail),
    ).toEqual({
      name: 'Ana',
      email: 'ana@kopi.sg',
      phone_number: '501234567',
      dialing_code: '+971',
    });
  });
});
