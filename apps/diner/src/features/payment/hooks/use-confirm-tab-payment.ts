import { ordersEndpoints } from '@tabula/api-client';
import { endpointMutationOptions } from '@tabula/api-client/query';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { api } from '@/lib/api/api';

/**
 * Once a member's payment of an open tab is paid, tells the tab so (B§4: for dine-in, paid "marks
 * the customer paid"; B§7 set user payment completed) and reads the table again (the call's
 * invalidations: the pages, the table status). The provider's settlement has already marked the
 * member paid, so a refusal (409 payment_not_completed) is only logged.
 *
 * @param orderId - the tab's order the payment paid (payment_details.tmp_order_id), if known
 * @param userId - the signed-in diner, or null
 */
export function useConfirmTabPayment(orderId: number | null, userId: number | null): void {
  const queryClient = useQueryClient();
  const { mutate } = useMutation(
    endpointMutationOptions(api, queryClient, ordersEndpoints.setUserPaymentCompleted),
  );
  const sent = useRef(false);
  useEffect(() => {
    if (sent.current || userId === null || orderId === null) return;
    sent.current = true;
    mutate(
      { params: { id: orderId }, body: { user_id: userId } },
      {
        onError: (error: unknown) => {
          console.warn('The payment could not be confirmed for the table', error);
        },
      },
    );
  }, [orderId, userId, mutate]);
}
