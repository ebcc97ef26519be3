import { loyaltyEndpoints } from '@tabula/api-client';
import { endpointMutationOptions } from '@tabula/api-client/query';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useSetAtom } from 'jotai';
import { useCallback, useEffect, useRef } from 'react';
import { api } from '../api/api';
import { showErrorAtom } from '../errors/error-queue';

/** Redeeming and removing loyalty on the order. */
export interface LoyaltyRedemptionActions {
  redeem: (points: string) => void;
  remove: () => void;
  /** A redeem or remove call is on its way. */
  busy: boolean;
}

/**
 * Redeems points and removes the redemption through the contract's loyalty calls; the pages that
 * show the bill are read again afterwards (their loyalty carries the redemption). A redemption the
 * order can no longer take (the cart shrank) is removed at once (A§5: any error removes it).
 *
 * @param orderId - the running order at a table, if any
 * @param overTotal - the bill refused the redeemed loyalty
 * @param redeemed - loyalty is redeemed on the order now
 */
export function useLoyaltyRedemption(
  orderId: number | null,
  overTotal: boolean,
  redeemed: boolean,
): LoyaltyRedemptionActions {
  const queryClient = useQueryClient();
  const showError = useSetAtom(showErrorAtom);
  const redeemCall = useMutation({
    ...endpointMutationOptions(api, queryClient, loyaltyEndpoints.redeem),
    onError: (error) => {
      showError({ error, operation: 'loyalty_redeem' });
    },
  });
  const removeCall = useMutation({
    ...endpointMutationOptions(api, queryClient, loyaltyEndpoints.remove),
    onError: (error) => {
      showError({ error, operation: 'loyalty_redeem' });
    },
  });
  const { mutate: redeemMutate } = redeemCall;
  const { mutate: removeMutate } = removeCall;

  const redeem = useCallback(
    (points: string) => {
      redeemMutate({ body: { points, ...(orderId === null ? {} : { order_id: orderId }) } });
    },
    [redeemMutate, orderId],
  );
  const remove = useCallback(() => {
    removeMutate({ body: orderId === null ? {} : { order_id: orderId } });
  }, [removeMutate, orderId]);

  // spec: A§5, any error removes the redemption: one removal per refusal.
  const removing = useRef(false);
  useEffect(() => {
    if (!overTotal || !redeemed) {
      removing.current = false;
      return;
    }
    if (removing.current) return;
    removing.current = true;
    remove();
  }, [overTotal, redeemed, remove]);

  return { redeem, remove, busy: redeemCall.isPending || removeCall.isPending };
}
