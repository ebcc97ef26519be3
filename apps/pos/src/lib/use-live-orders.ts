import { endpoints, parseChannelName, parseEventEnvelope, SOCKET_EVENTS } from '@tabula/api-client';
import { queryKeys } from '@tabula/api-client/query';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { io } from 'socket.io-client';

/** The server's staff channel (apps/server, features/realtime): every live event, staff only. */
const STAFF_NAMESPACE = '/pos';

/**
 * Keeps the orders live: opens the staff channel as the signed-in person and, on every event
 * the server publishes (order placed, status changed, order updated, payment recorded), and when
 * the channel (re)opens, refetches the orders and the payments shown
 * through the same query keys the lists are stored under; a table's event (dine_in_events_{id}:
 * a member joined, paid, the tab moved) refetches the tables view too. Answers whether the
 * channel is open.
 */
// spec: B§7 live events; B§6 POS staff (order updates, payments).
export function useLiveOrders(): boolean {
  const queryClient = useQueryClient();
  const [live, setLive] = useState(false);
  useEffect(() => {
    // The handshake carries the person's session cookie, which the server checks.
    const socket = io(STAFF_NAMESPACE, { transports: ['websocket'] });
    const refetchOrders = () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.endpoint(endpoints.pos.orders) });
      void queryClient.invalidateQueries({ queryKey: queryKeys.endpoint(endpoints.pos.order) });
      void queryClient.invalidateQueries({
        queryKey: queryKeys.endpoint(endpoints.pos.orderPayments),
      });
    };
    const refetchTables = () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.endpoint(endpoints.pos.tables) });
    };
    socket.on('connect', () => {
      setLive(true);
      // What happened while the channel was opening (or down) is fetched once it is open.
      refetchOrders();
      refetchTables();
    });
    socket.on('disconnect', () => {
      setLive(false);
    });
    socket.on('connect_error', () => {
      setLive(false);
    });
    socket.on(SOCKET_EVENTS.event, (raw: unknown) => {
      // An event the contract does not know is ignored, never trusted.
      const parsed = parseEventEnvelope(raw);
      if (!parsed.success) return;
      refetchOrders();
      if (parseChannelName(parsed.data.channel)?.channel === 'dine_in_events') refetchTables();
    });
    return () => {
      socket.disconnect();
    };
  }, [queryClient]);
  return live;
}
