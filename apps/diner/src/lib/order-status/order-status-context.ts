import type { Company, Session } from '@tabula/api-client';
import type { OrderStatusContext } from './order-status-view';

/**
 * Where an order's wording comes from, read off a page configuration: the session's table (the
 * table variants) and the company's SMS settings (the SMS variant of confirmed).
 *
 * @example `orderStatusContext(page) // { atTable: false, smsOnConfirm: true }`
 */
export function orderStatusContext(page: {
  session: Pick<Session, 'table_id'>;
  company: Pick<Company, 'sms_info'>;
}): OrderStatusContext {
  const sms = page.company.sms_info;
  return {
    // our choice (as on the status bar): the table wording applies whenever the session has a
    // table, dine-in pay-first or open tab.
    atTable: page.session.table_id !== null,
    // spec: A§4 and B§4, the SMS variant when the company's SMS rule order_confirmed applies:
    // the SMS module is on and the rule is set.
    smsOnConfirm: sms.sms_module_status && sms.sms_rules.order_confirmed,
  };
}
