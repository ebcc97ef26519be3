import { describe, expect, it } from 'vitest';
import {
  company,
  counterSession,
  recentOrder,
  scanAndPaySession,
  tableSession,
} from '@test/fixtures/home-page';
import { orderStatusContext } from '../order-status-context';
import { orderStatusView } from '../order-status-view';

const smsOff = {
  ...company,
  sms_info: { sms_module_status: false, sms_rules: { order_confirmed: true } },
};
/** A diner who gave a mobile number, and a guest who gave none. */
const texted = { phone_number: '91234567' };
const noPhone = { phone_number: null };

const ruleOff = {
  ...company,
  sms_info: { sms_module_status: true, sms_rules: { order_confirmed: false } },
};

// spec: A§4 and B§4, the SMS variant of confirmed when there is no table and the rule applies.
describe('orderStatusContext', () => {
  it('reads the table from the session', () => {
    expect(orderStatusContext({ session: tableSession, company, user: texted }).atTable).toBe(true);
    expect(orderStatusContext({ session: scanAndPaySession, company, user: texted }).atTable).toBe(
      true,
    );
    expect(orderStatusContext({ session: counterSession, company, user: texted }).atTable).toBe(
      false,
    );
  });

  it('needs both the SMS module and the order_confirmed rule for the SMS variant', () => {
    expect(
      orderStatusContext({ session: counterSession, company, user: texted }).smsOnConfirm,
    ).toBe(true);
    expect(
      orderStatusContext({ session: counterSession, company: smsOff, user: texted }).smsOnConfirm,
    ).toBe(false);
    expect(
      orderStatusContext({ session: counterSession, company: ruleOff, user: texted }).smsOnConfirm,
    ).toBe(false);
  });

  it('promises no SMS to a guest who gave no mobile number', () => {
    expect(
      orderStatusContext({ session: counterSession, company, user: noPhone }).smsOnConfirm,
    ).toBe(false);
    expect(orderStatusContext({ session: counterSession, company, user: null }).smsOnConfirm).toBe(
      false,
    );
  });

  it('gives the confirmed wording of each place', () => {
    const confirmed = recentOrder('confirmed');
    const text = (page: Parameters<typeof orderStatusContext>[0]) =>
      orderStatusView(confirmed, orderStatusContext(page)).text;
    expect(text({ session: counterSession, company, user: texted })).toBe('confirmed_sms');
    expect(text({ session: counterSession, company: ruleOff, user: texted })).toBe('confirmed');
    expect(text({ session: counterSession, company, user: noPhone })).toBe('confirmed');
    // The table variant for dine-in pay-first, whatever the SMS rule.
    expect(text({ session: tableSession, company, user: texted })).toBe('confirmed_table');
  });
});
