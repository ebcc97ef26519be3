import { useEffect } from 'react';

/*
 * A page the server drew (ADR 0012) shows its controls before the app's scripts run: a tap on
 * one then would reach nothing, and a radio or a checkbox would still change its look, so the
 * screen would show a choice the app never heard of. The drawn page's head holds such taps
 * instead (the first script the page runs, before its stylesheets), and the app takes the last
 * one once it responds.
 */

/** The drawn page's hand-over: stops holding taps and gives the ones it held. */
const HAND_OVER = '__tabulaEarlyTaps';

interface HeldTap {
  type: 'click' | 'submit';
  target: EventTarget;
}

declare global {
  interface Window {
    [HAND_OVER]?: (() => HeldTap[]) | undefined;
  }
}

/*
 * The head script, written out (no build step transforms it). Inside #root, a click or a submit
 * is cancelled (a radio stays as drawn, a link or a form goes nowhere) and kept, the last one
 * only: a diner who taps three times because nothing happened meant one tap.
 */
export const HOLD_TAPS =
  '(function(w){var held=[];' +
  'function hold(e){var root=w.document.getElementById("root");' +
  'if(!root||!(e.target instanceof w.Node)||!root.contains(e.target))return;' +
  'e.preventDefault();e.stopImmediatePropagation();held=[{type:e.type,target:e.target}];}' +
  'w.addEventListener("click",hold,true);w.addEventListener("submit",hold,true);' +
  `w.${HAND_OVER}=function(){w.removeEventListener("click",hold,true);` +
  'w.removeEventListener("submit",hold,true);var taken=held;held=[];return taken;};' +
  '})(window);';

/**
 * Ends the holding and replays the tap held, if its target is still on the page (the app drew
 * afresh over the drawn page otherwise, and the tap was on something gone). Nothing to do on a
 * page the server did not draw.
 */
export function replayEarlyTaps(): void {
  const handOver = window[HAND_OVER];
  if (handOver === undefined) return;
  window[HAND_OVER] = undefined;
  for (const { type, target } of handOver()) {
    if (!(target instanceof Element) || !target.isConnected) continue;
    if (type === 'submit' && target instanceof HTMLFormElement) target.requestSubmit();
    // As the tap would have: a label checks its radio, a link follows, a button presses.
    else target.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
  }
}

/**
 * Rendered beside the app's tree: once the first render has committed (the drawn page is
 * hydrated, or drawn over), the app responds, and takes the held tap.
 */
export function ReplayEarlyTaps(): null {
  useEffect(() => {
    replayEarlyTaps();
  }, []);
  return null;
}
