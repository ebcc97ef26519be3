import { dineInEndpoints } from '@tabula/api-client';
import { endpointMutationOptions } from '@tabula/api-client/query';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate, useRouterState } from '@tanstack/react-router';
import { useAtomValue, useSetAtom } from 'jotai';
import { useCallback, useEffect, useReducer, useRef } from 'react';
import { api } from '@/lib/api/api';
import { rememberPostLoginPage } from '@/lib/auth/post-login-page';
import { cartAtom } from '@/lib/cart/cart-atoms';
import { showErrorAtom } from '@/lib/errors/error-queue';
import type { HomePageData } from '@/lib/venue/home-page';
import {
  INITIAL_JOIN_FLOW,
  joinFlow,
  type JoinFlow,
  type TableStatusAnswer,
} from '../utils/join-flow';
import { joinRequestItems } from '../utils/join-items';
import type { JoinAnswer } from './use-table-events';
import { useJoinOrder } from './use-join-order';
import { useJoinTimers } from './use-join-timers';

/** The joining diner's flow and what their popups do. */
export interface JoinTable {
  flow: JoinFlow;
  /** Whether the diner is on the home screen, where the confirmation popup shows. */
  atHome: boolean;
  /** Yes: signs in first when needed, else sends the join request with the cart's items. */
  accept: () => void;
  /** Try again on the timeout popup: sends the request again with the cart's items. */
  retry: () => void;
  /** No, Cancel, or OK on the joined popup. */
  close: () => void;
  /** Hands a member's live answer to the flow (authorize_join_table of this diner). */
  answered: (answer: JoinAnswer) => void;
}

const HOME = '/';

/**
 * The joining diner's side of table joining (B§4 Table join, B§2 popups): on the home screen of
 * an open tab they have no part in, the join-table confirmation; Yes sends the join request (a
 * visitor signs in first and comes back); the blocking loader while requested; after 10 s without
 * an answer (unless auto-join) the timeout popup with Cancel and Try again; approved puts their
 * cart into the table's order and clears it, rejected sends them to /table-occupied. A table
 * whose payment is being processed sends a non-member to /table-unavailable; one being moved
 * shows the table-updated message (B§8).
 */
export function useJoinTable(page: HomePageData, status: TableStatusAnswer | undefined): JoinTable {
  const [flow, dispatch] = useReducer(joinFlow, INITIAL_JOIN_FLOW);
  const navigate = useNavigate();
  const atHome = useRouterState({ select: (state) => state.location.pathname === HOME });
  const queryClient = useQueryClient();
  const showError = useSetAtom(showErrorAtom);
  const cart = useAtomValue(cartAtom);
  const joinOrder = useJoinOrder(page);
  const { mutate: sendJoin } = useMutation(
    endpointMutationOptions(api, queryClient, dineInEndpoints.joinTable),
  );
  const timers = useJoinTimers({
    onApprovalTimeout: () => {
      dispatch({ type: 'timeout' });
    },
  });
  const tableId = page.session.table_id;
  const userId = page.user?.id ?? null;
  // Yes was pressed by a visitor: the request goes once they are back signed in.
  const joinAfterSignIn = useRef(false);

  useEffect(() => {
    if (status !== undefined) dispatch({ type: 'status', answer: status });
  }, [status]);

  const send = useCallback(() => {
    if (tableId === null || userId === null) return;
    dispatch({ type: 'send' });
    sendJoin(
      {
        params: { id: tableId },
        // spec: B§4, the request (and Try again) carries the cart items, B§5 at most 4.
        body: { customer_id: userId, items: joinRequestItems(cart.lines, page.menu) },
      },
      {
        onSuccess: (answer) => {
          dispatch({
            type: 'sent',
            status: answer.status,
            autoJoin: answer.status === 'approved' || (status?.auto_join_table_enabled ?? false),
            orderId: status?.order_id ?? null,
          });
        },
        onError: (error) => {
          dispatch({ type: 'close' });
          // spec: B§8 rows 7 to 10 (and 'Multiple order', promotion_available) by the catalogue.
          showError({ error, operation: 'join_table', hasTable: true });
        },
      },
    );
  }, [tableId, userId, cart.lines, page.menu, sendJoin, status, showError]);

  const accept = useCallback(() => {
    if (userId === null) {
      // spec: B§2, Yes goes to login if not logged in (and sign-in returns here).
      joinAfterSignIn.current = true;
      rememberPostLoginPage(HOME);
      void navigate({ to: '/login' });
      return;
    }
    send();
  }, [userId, send, navigate]);

  useEffect(() => {
    // our choice: back from signing in, the request goes without asking a second time.
    if (!joinAfterSignIn.current || !atHome || userId === null || flow.phase !== 'offer') return;
    joinAfterSignIn.current = false;
    send();
  }, [atHome, userId, flow.phase, send]);

  const waitingAutoJoin = flow.phase === 'waiting' ? flow.autoJoin : null;
  useEffect(() => {
    // spec: B§4 and B§9, 10 s for an answer unless auto-join; approved or rejected stops it.
    if (waitingAutoJoin === null) timers.stopApproval();
    else timers.awaitApproval(waitingAutoJoin);
  }, [waitingAutoJoin, timers]);

  const joiningOrder = flow.phase === 'joining' ? flow.orderId : null;
  // The order being joined: the call goes once per approval, whatever re-renders meanwhile.
  const joinSent = useRef<number | null>(null);
  useEffect(() => {
    if (joiningOrder === null || joinSent.current === joiningOrder) return;
    joinSent.current = joiningOrder;
    joinOrder(joiningOrder).then(
      () => {
        dispatch({ type: 'joined' });
      },
      (error: unknown) => {
        dispatch({ type: 'close' });
        showError({ error, operation: 'order_update', hasTable: true });
      },
    );
  }, [joiningOrder, joinOrder, showError]);

  useEffect(() => {
    if (flow.phase !== 'rejected') return;
    // our choice: a rejected diner is told on /table-occupied, with the way back to the menu.
    dispatch({ type: 'close' });
    void navigate({ to: '/table-occupied' });
  }, [flow.phase, navigate]);

  const member = status?.status === 'joined';
  const state = status?.table_state;
  useEffect(() => {
    if (!atHome || member || state === undefined) return;
    // spec: B§2 and B§8, payment for the table is being processed: /table-unavailable.
    if (state === 'payment_in_progress') void navigate({ to: '/table-unavailable' });
    // spec: B§8 row 21, a table movement in progress: the table-updated message, then /.
    if (state === 'moving') showError({ id: 'table_moving' });
  }, [atHome, member, state, navigate, showError]);

  const answered = useCallback(
    (answer: JoinAnswer) => {
      if (answer.customer_id !== userId) return;
      dispatch({ type: 'answered', approved: answer.is_approved, orderId: answer.order_id });
    },
    [userId],
  );
  const close = useCallback(() => {
    dispatch({ type: 'close' });
  }, []);

  return { flow, atHome, accept, retry: send, close, answered };
}
