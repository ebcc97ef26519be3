import type { Timers } from '@/lib/timers';
import type { MastercardMethodPayment } from '../mastercard-payment-request';

// BUILDING: replaced by the method's flow before it lands; never offered until then.
// eslint-disable-next-line @typescript-eslint/no-unused-vars -- BUILDING
export function useGooglePayPayment(timers: Timers): MastercardMethodPayment {
  return {
    start: (request) => {
      request.onFailed();
    },
    waiting: false,
  };
}
