import { describe, expect, it } from 'vitest';
import { LOGIN_START, loginFlow, phoneText, type LoginFlow } from '../utils/login-flow';

const phone = { phone_number: '91234567', dialing_code: '+65' };
const email = { email: 'ana@kopi.sg' };

describe('loginFlow (A§4 Login)', () => {
  it('a sent code after the mobile number: the code step by SMS', () => {
    expect(loginFlow(LOGIN_START, { type: 'code_sent', identity: phone, at: 5 })).toEqual({
      step: 'code',
      identity: phone,
      channel: 'sms',
      phone: '+65 91234567',
      email: null,
      sentAt: 5,
    });
  });

  it('a sent code after the e-mail address: the code step by e-mail', () => {
    expect(loginFlow(LOGIN_START, { type: 'code_sent', identity: email, at: 5 })).toMatchObject({
      step: 'code',
      channel: 'email',
      phone: null,
      email: 'ana@kopi.sg',
    });
  });

  it('a verification 404 leads to sign-up, then the code by SMS to the new number', () => {
    const signUp = loginFlow(LOGIN_START, { type: 'sign_up_required', identity: email });
    expect(signUp).toEqual({ step: 'sign_up', identity: email });
    expect(
      loginFlow(signUp, {
        type: 'signed_up',
        phone: { phone_number: '501234567', dialing_code: '971' },
        email: 'ana@kopi.sg',
        at: 9,
      }),
    ).toEqual({
      step: 'code',
      identity: email,
      channel: 'sms',
      phone: '+971 501234567',
      email: 'ana@kopi.sg',
      sentAt: 9,
    });
  });

  it('switching channel and resending restart the countdown', () => {
    const code = loginFlow(LOGIN_START, { type: 'code_sent', identity: phone, at: 5 });
    const byEmail = loginFlow(code, {
      type: 'channel_switched',
      channel: 'email',
      email: 'ana@kopi.sg',
      at: 40,
    });
    expect(byEmail).toMatchObject({ channel: 'email', email: 'ana@kopi.sg', sentAt: 40 });
    const bySms = loginFlow(byEmail, {
      type: 'channel_switched',
      channel: 'sms',
      email: null,
      at: 50,
    });
    // The known e-mail address stays for a later switch.
    expect(bySms).toMatchObject({ channel: 'sms', email: 'ana@kopi.sg', sentAt: 50 });
    expect(loginFlow(bySms, { type: 'code_resent', at: 90 })).toMatchObject({ sentAt: 90 });
  });

  it('restart goes back to the first step from anywhere', () => {
    const code = loginFlow(LOGIN_START, { type: 'code_sent', identity: phone, at: 5 });
    expect(loginFlow(code, { type: 'restart' })).toEqual(LOGIN_START);
  });

  it('ignores events that do not fit the step', () => {
    const start: LoginFlow = LOGIN_START;
    expect(loginFlow(start, { type: 'code_resent', at: 1 })).toBe(start);
    expect(loginFlow(start, { type: 'channel_switched', channel: 'sms', email: null, at: 1 })).toBe(
      start,
    );
    expect(loginFlow(start, { type: 'signed_up', phone, email: 'ana@kopi.sg', at: 1 })).toBe(start);
  });

  it('shows a dialing code with its plus', () => {
    expect(phoneText(phone)).toBe('+65 91234567');
    expect(phoneText({ phone_number: '123456', dialing_code: '44' })).toBe('+44 123456');
  });
});
