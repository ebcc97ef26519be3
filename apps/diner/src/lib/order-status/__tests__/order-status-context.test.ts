import { describe, expect, it } from 'vitest';
import {
  company,
  counterSession,
  recentOrder,
  scanAndPaySession,
  tableSession,
} from '../../../../test/fixtures/home-page';
import { orderStatusContext } from '../order-status-context';
import { orderStatusView } from '../order-status-view';

const smsOff = {
  ...company,
  sms_info: { sms_module_status: false, sms_rules: { order_confirmed: true } },
};
const ruleOff = {
  ...company,
  sms_info: { sms_module_status: true, sms_rules: { order_confirmed: false } },
};

// spec: A§4 and B§4, the SMS variant of confirmed when there is no table and the rule applies.
describe('orderStatusContext', () => {
  it('reads the table from the session', () => {
    expect(orderStatusContext({ session: tableSession, company }).atTable).toBe(true);
    expect(orderStatusContext({ session: scanAndPaySession, company }).atTable).toBe(true);
    expect(orderStatusContext({ session: counterSession, company }).atTable).toBe(false);
  });

  it('needs both the SMS module and the order_confirmed rule for the SMS variant', () => {
    expect(orderStatusContext({ session: counterSession, company }).smsOnConfirm).toBe(true);
    expect(orderStatusContext({ session: counterSession, company: smsOff }).smsOnConfirm).toBe(
      false,
    );
    expect(orderStatusContext({ session: counterSession, company: ruleOff }).smsOnConfirm).toBe(
      false,
    );
  });

  it('gives the confirmed wording of each place', () => {
    const confirmed = recentOrder('confirmed');
    const text = (page: Parameters<typeof orderStatusContext>[0]) =>
      orderStatusView(confirmed, orderStatusContext(page)).text;
    expect(text({ session: counterSession, company })).toBe('confirmed_sms');
    expect(text({ session: counterSession, company: ruleOff })).toBe('confirmed');
    // The table variant for dine-in pay-first, whatever the SMS rule.
    expect(text({ session: tableSession, company })).toBe('confirmed_table');
  });
});
