import type { Company, Session, User } from '@tabula/api-client';
import type { OrderStatusContext } from './order-status-view';

/**
 * Where an order's wording comes from, read off a page configuration: the session's table (the
 * table variants), the company's SMS settings and the diner's mobile number (the SMS variant of
 * confirmed).
 *
 * @example `orderStatusContext(page) // { atTable: false, openTab: false, smsOnConfirm: true }`
 */
export function orderStatusContext(page: {
  session: Pick<Session, 'table_id' | 'qr_source'>;
  company: Pick<Company, 'sms_info'>;
  user: Pick<User, 'phone_number'> | null;
}): OrderStatusContext {
  const sms = page.company.sms_info;
  return {
    // our choice (as on the status bar): the table wording applies whenever the session has a
    // table, dine-in pay-first or open tab.
    atTable: page.session.table_id !== null,
    openTab: page.session.table_id !== null && page.session.qr_source === 'dine_ot',
    // spec: A§4 and B§4, the SMS variant when the company's SMS rule order_confirmed applies:
    // the SMS module is on and the rule is set; our choice: and the diner gave a mobile number,
    // since a guest without one is sent nothing.
    smsOnConfirm:
      sms.sms_module_status &&
      sms.sms_rules.order_confirmed &&
      (page.user?.phone_number ?? null) !== null,
  };
}
