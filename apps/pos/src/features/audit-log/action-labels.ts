import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/**
 * What each change the server records was, as owners read it; keyed by the audit line's action
 * (a contract call's name, or the staff command line's). An unknown action shows its raw name.
 */
export const ACTION_LABELS: Readonly<Record<string, MessageDescriptor>> = {
  'pos.refundPayment': msg`Refunded a payment`,
  'pos.voidPayment': msg`Voided a payment`,
  'pos.rotateTableCode': msg`Replaced a table's QR code`,
  'pos.addTable': msg`Added a table`,
  'pos.changeTable': msg`Changed a table`,
  'pos.retireTable': msg`Retired a table`,
  'pos.addCounter': msg`Added a counter`,
  'pos.changeCounter': msg`Changed a counter`,
  'pos.retireCounter': msg`Retired a counter`,
  'pos.addCategory': msg`Added a menu category`,
  'pos.changeCategory': msg`Changed a menu category`,
  'pos.retireCategory': msg`Retired a menu category`,
  'pos.addMenuItem': msg`Added a dish`,
  'pos.changeMenuItem': msg`Changed a dish`,
  'pos.retireMenuItem': msg`Took a dish off the menu`,
  'pos.uploadImage': msg`Uploaded a picture`,
  'pos.changeOutletSettings': msg`Changed the outlet's settings`,
  'pos.changeTips': msg`Changed the tips`,
  'pos.savePromotion': msg`Saved a promotion`,
  'pos.saveCoupon': msg`Saved a coupon`,
  'pos.changeLoyalty': msg`Changed the loyalty programme`,
  'pos.addStaffMember': msg`Added a person`,
  'pos.removeStaffMember': msg`Removed a person`,
  'staff.createOwner': msg`Created an owner`,
  'staff.setPassword': msg`Set a new password`,
  'staff.addKey': msg`Made an API key`,
  'staff.revokeKey': msg`Revoked an API key`,
  'pos.changePassword': msg`Changed their own password`,
};
