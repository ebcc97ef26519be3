import { useNavigate } from '@tanstack/react-router';
import { useSetAtom } from 'jotai';
import { useCallback, useEffect, useRef, useState } from 'react';
import { showErrorAtom } from '@/lib/errors/error-queue';
import type { Timers } from '@/lib/timers';
import { useHomePage } from '@/lib/venue/home-page';
import type {
  MastercardMethodPayment,
  MastercardPaymentRequest,
} from '../mastercard-payment-request';
import { startApplePay } from './apple-pay-flow';
import type { ApplePayMerchant } from './apple-pay-request';

/**
 * Apple Pay through the Mastercard gateway as the checkout drives it (B§4 Apple Pay): `start` runs
 * {@link startApplePay} in the Place Order tap, one payment at a time; `waiting` while the sheet is
 * open. Leaving the screen closes the sheet.
 *
 * @param timers - The clock and timers to wait with (tests move them by hand).
 */
export function useApplePayPayment(timers: Timers): MastercardMethodPayment {
  const navigate = useNavigate();
  const showError = useSetAtom(showErrorAtom);
  const { company } = useHomePage();
  // spec: B§9 countryCode; the company's country and name as the page gives them (the server
  // validates the merchant under the same name).
  const merchant: ApplePayMerchant = { name: company.name, countryCode: company.country_code };
  const merchantRef = useRef(merchant);
  merchantRef.current = merchant;
  const [waiting, setWaiting] = useState(false);
  const stopCurrent = useRef<(() => void) | null>(null);

  useEffect(
    () => () => {
      stopCurrent.current?.();
    },
    [],
  );

  const start = useCallback(
    (request: MastercardPaymentRequest) => {
      if (stopCurrent.current !== null) return;
      startApplePay(request, {
        timers,
        merchant: merchantRef.current,
        showError,
        goToProcessing: (reference) => {
          void navigate({ to: '/payment-processing', search: { reference, type: 'mastercard' } });
        },
        opened: (stop) => {
          stopCurrent.current = stop;
          setWaiting(true);
        },
        ended: () => {
          stopCurrent.current = null;
          setWaiting(false);
        },
      });
    },
    [timers, navigate, showError],
  );

  return { start, waiting };
}
