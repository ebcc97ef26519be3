import { useState, useSyncExternalStore } from 'react';
import { createWaiterCallDriver } from '../utils/waiter-call-driver';
import type { WaiterCall } from '../utils/waiter-call-machine';
import type { WaiterTable } from '../utils/waiter-call-offer';
import { useWaiterAcknowledged } from './use-waiter-acknowledged';
import { useWaiterCallActions, type WaiterCallActions } from './use-waiter-call-actions';
import { useWaiterServerState } from './use-waiter-server-state';

/** The waiter call as a screen shows it, and what the diner can do with it. */
export interface WaiterCallControls extends WaiterCallActions {
  state: WaiterCall;
  /** OK: back to idle (ack, timeout, failed), or the call-cancelled text dismissed. */
  dismiss: () => void;
}

/**
 * The diner's waiter call at the table (B§4 Waiter call): the state machine on the clock, started
 * from the server's call, moved on by the calls, by the live acknowledgement and by OK.
 *
 * @param table - The table and outlet the call goes to.
 */
export function useWaiterCall(table: WaiterTable): WaiterCallControls {
  const [driver] = useState(createWaiterCallDriver);
  // A fresh driver is idle, on the server that draws the first paint as in the browser.
  const state = useSyncExternalStore(driver.subscribe, driver.getState, driver.getState);
  useWaiterServerState(table.tableId, driver.send);
  useWaiterAcknowledged(table.tableId, () => {
    driver.send({ type: 'acknowledged' });
  });
  const actions = useWaiterCallActions(table, driver.send);
  return {
    ...actions,
    state,
    dismiss: () => {
      driver.send({ type: 'dismissed' });
    },
  };
}
