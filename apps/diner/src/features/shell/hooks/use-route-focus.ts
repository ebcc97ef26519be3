import { useEffect, useRef } from 'react';

/** How long a new screen may take to draw its heading (a route's code arrives first). */
const HEADING_WAIT_MS = 2000;

function focusHeading(): boolean {
  const heading = document.querySelector<HTMLElement>('main h1');
  if (heading === null) return false;
  // Focus that the new screen put somewhere on purpose (a search box, a field) stays there.
  const active = document.activeElement;
  if (active !== null && active !== document.body && active.closest('main') !== null) return true;
  if (active !== null && active.closest('[role="dialog"], [role="alertdialog"]') !== null)
    return true;
  if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
  heading.focus({ preventScroll: true });
  return true;
}

/**
 * After the app moves to another screen (not on the first load), moves the focus to the new
 * screen's heading, so a screen reader reads where the diner is now (a payment's result, the
 * order's tracking) and the keyboard starts from the top of it. Focus a screen set itself, or
 * an open dialog's, is left alone.
 *
 * @param pathname - the route's path; a change of it is a new screen
 */
export function useRouteFocus(pathname: string): void {
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return undefined;
    }
    if (focusHeading()) return undefined;
    const observer = new MutationObserver(() => {
      if (focusHeading()) observer.disconnect();
    });
    observer.observe(document.body, { subtree: true, childList: true });
    const stop = window.setTimeout(() => {
      observer.disconnect();
    }, HEADING_WAIT_MS);
    return () => {
      observer.disconnect();
      window.clearTimeout(stop);
    };
  }, [pathname]);
}
