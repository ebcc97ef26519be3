import { useEffect, useRef, type RefObject } from 'react';

// spec: A§9 search focus delay is 100 ms.
/** How long after the search opens the box takes the focus, in milliseconds. */
export const SEARCH_FOCUS_DELAY = 100;

/**
 * Puts the focus in the search box 100 ms after the diner asks for search (the side menu's
 * Search entry), once the side menu has closed, then tells the caller it is done.
 *
 * @param input - the search box's input
 * @param requested - whether search was asked for
 * @param onFocused - called after the focus moved, e.g. to drop `?search=true` from the address
 */
export function useSearchFocus(
  input: RefObject<HTMLInputElement | null>,
  requested: boolean,
  onFocused?: () => void,
): void {
  const done = useRef(onFocused);
  useEffect(() => {
    done.current = onFocused;
  });
  useEffect(() => {
    if (!requested) return undefined;
    const timer = setTimeout(() => {
      const element = input.current;
      if (element === null) return;
      element.focus({ preventScroll: true });
      element.scrollIntoView({ block: 'nearest' });
      done.current?.();
    }, SEARCH_FOCUS_DELAY);
    return () => {
      clearTimeout(timer);
    };
  }, [input, requested]);
}
