import { dineInEndpoints, type PendingJoinRequest } from '@tabula/api-client';
import { endpointMutationOptions } from '@tabula/api-client/query';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useSetAtom } from 'jotai';
import { useCallback, useEffect, useState } from 'react';
import { api } from '@/lib/api/api';
import { showErrorAtom } from '@/lib/errors/error-queue';
import type { TableStatusAnswer } from '../utils/join-flow';
import { joinRequestKey, withJoinRequest, withoutJoinRequest } from '../utils/join-queue';
import type { JoinAnswer } from './use-table-events';
import { useJoinTimers } from './use-join-timers';
import { tableStatusQuery } from './use-table-status';

/** A member's join-request popup: the first request and what its buttons do. */
export interface JoinQueue {
  /** The request shown: the first of the queue (B§4), or undefined. */
  request: PendingJoinRequest | undefined;
  /** AUTO_JOIN_LIFESPAN in seconds, for the checkbox's label. */
  lifespanSeconds: number;
  autoApprove: boolean;
  setAutoApprove: (on: boolean) => void;
  /** Accept (true) or Reject (false) the request shown. */
  answer: (approved: boolean) => void;
  /** Closes the popup without an answer: the queue clears, as after 10 s. */
  dismiss: () => void;
  /** A join request heard live (join_request). */
  heard: (request: PendingJoinRequest) => void;
  /** A member's answer heard live (authorize_join_table): that request leaves the queue. */
  answered: (answer: JoinAnswer) => void;
}

/**
 * A member's side of table joining (B§4 Table join): the join queue lives in the table status's
 * cache entry (join_queue), where a live join_request adds to it and an answer removes from it;
 * the first request is shown with Accept and Reject and the auto-approve checkbox; after 10 s
 * without action the queue is cleared. Accept and Reject send authorize-join with the customer,
 * the answer, the checkbox and this member as the approver; a 409 (the request expired, or
 * another member answered) only drops it.
 */
export function useJoinQueue(
  tableId: number | null,
  userId: number | null,
  status: TableStatusAnswer | undefined,
): JoinQueue {
  const queryClient = useQueryClient();
  const showError = useSetAtom(showErrorAtom);
  const member = status?.status === 'joined' && userId !== null;
  const request = member ? status.join_queue[0] : undefined;
  const [autoApprove, setAutoApprove] = useState(false);
  const { mutate: authorize } = useMutation(
    endpointMutationOptions(api, queryClient, dineInEndpoints.authorizeJoin),
  );

  const updateQueue = useCallback(
    (change: (queue: readonly PendingJoinRequest[]) => PendingJoinRequest[]) => {
      if (tableId === null) return;
      queryClient.setQueryData(tableStatusQuery(tableId).queryKey, (answer) =>
        answer === undefined ? answer : { ...answer, join_queue: change(answer.join_queue) },
      );
    },
    [tableId, queryClient],
  );

  // spec: B§4 and B§9, after 10 s without action the queue is cleared.
  const timers = useJoinTimers({
    onQueueCleared: () => {
      updateQueue(() => []);
    },
  });
  const shownKey = joinRequestKey(request);
  useEffect(() => {
    timers.watchQueue(shownKey);
  }, [shownKey, timers]);

  const answer = useCallback(
    (approved: boolean) => {
      if (request === undefined || tableId === null || userId === null) return;
      const customerId = request.customer_id;
      // The next request shows at once; the server's queue comes back with the refetch.
      updateQueue((queue) => withoutJoinRequest(queue, customerId));
      authorize(
        {
          params: { id: tableId },
          // spec: B§4 and B§7, customer, approval flag, auto flag, approver id.
          body: {
            customer_id: customerId,
            is_approved: approved,
            auto_join_table_enabled: autoApprove,
            user_id: userId,
          },
        },
        {
          onError: (error) => {
            // our choice: 409, the request is no longer waiting: it is only dropped.
            if (error.status === 409) return;
            showError({ error, operation: 'other', hasTable: true });
            void queryClient.invalidateQueries({ queryKey: tableStatusQuery(tableId).queryKey });
          },
        },
      );
    },
    [request, tableId, userId, autoApprove, authorize, updateQueue, showError, queryClient],
  );

  const heard = useCallback(
    (incoming: PendingJoinRequest) => {
      if (!member) return;
      updateQueue((queue) => withJoinRequest(queue, incoming));
    },
    [member, updateQueue],
  );
  const answered = useCallback(
    (event: JoinAnswer) => {
      updateQueue((queue) => withoutJoinRequest(queue, event.customer_id));
    },
    [updateQueue],
  );
  const dismiss = useCallback(() => {
    updateQueue(() => []);
  }, [updateQueue]);

  return {
    request,
    lifespanSeconds: status?.auto_join_lifespan ?? 0,
    autoApprove,
    setAutoApprove,
    answer,
    dismiss,
    heard,
    answered,
  };
}
