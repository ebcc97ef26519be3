import { describe, expect, it } from 'vitest';
import { emailError, nameError, phoneNumberError } from '../identity-validation';

const text = (descriptor: { message?: string } | null) => descriptor?.message ?? null;

describe('phoneNumberError (A§5: required, 6 to 15 digits)', () => {
  it('asks for the number when it is empty', () => {
    expect(text(phoneNumberError(''))).toBe('Please enter your mobile number');
    expect(text(phoneNumberError('   '))).toBe('Please enter your mobile number');
  });

  it('refuses fewer than 6 or more than 15 digits', () => {
    expect(text(phoneNumberError('12345'))).toBe('Enter a valid phone number');
    expect(text(phoneNumberError('1234567890123456'))).toBe('Enter a valid phone number');
    expect(text(phoneNumberError('91a34567'))).toBe('Enter a valid phone number');
  });

  it('accepts 6 to 15 digits', () => {
    expect(phoneNumberError('123456')).toBeNull();
    expect(phoneNumberError('91234567')).toBeNull();
    expect(phoneNumberError('123456789012345')).toBeNull();
  });
});

describe('emailError (A§5 e-mail rule and messages)', () => {
  it('asks for the address when it is empty', () => {
    expect(text(emailError(''))).toBe('Please enter your email address');
    expect(text(emailError('  '))).toBe('Please enter your email address');
  });

  it('refuses an address without an at sign, a domain with a dot, or a suffix', () => {
    for (const email of ['ana', 'ana@', '@kopi.sg', 'ana@kopi', 'ana@kopi.', 'a na@kopi.sg']) {
      expect(text(emailError(email)), email).toBe('Please enter a valid email address');
    }
  });

  it('accepts a valid address, with space around it', () => {
    expect(emailError('ana@kopi.sg')).toBeNull();
    expect(emailError(' ana.tan+cafe@mail.kopi.com.sg ')).toBeNull();
  });
});

describe('nameError', () => {
  it('asks for a name that is empty or blank', () => {
    expect(text(nameError(' '))).toBe('Please enter your name');
    expect(nameError('Ana')).toBeNull();
  });
});
