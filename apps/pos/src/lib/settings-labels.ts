import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { CheckoutMode, ServiceType } from '@tabula/api-client';

/** How an outlet serves (A§3 Outlet service_type), as staff read it. */
export const SERVICE_TYPE_LABELS: Readonly<Record<ServiceType, MessageDescriptor>> = {
  eat_in: msg`Eat in only`,
  take_away: msg`Take away only`,
  eat_in_and_take_away: msg`Eat in and take away`,
};

/** Who may check out (A§3 Outlet checkout_mode), as staff read it. */
export const CHECKOUT_MODE_LABELS: Readonly<Record<CheckoutMode, MessageDescriptor>> = {
  login: msg`Diners sign in first`,
  guest: msg`As guests, without signing in`,
  login_and_guest: msg`Signed in or as guests`,
};
