import { setElementVars } from '@vanilla-extract/dynamic';
import { useLayoutEffect, type RefObject } from 'react';

/**
 * Assigns theme variables to an element through the CSSOM, after render and before the browser
 * paints, rather than as a `style` attribute: a page the server drew cannot carry style
 * attributes under the diner's CSP (`style-src-attr` refuses them in parsed HTML, and reports
 * each refusal), while the CSSOM is always allowed. The server's HTML renders without them and
 * hydrates without a difference.
 *
 * @param ref - the element the variables go on; nothing happens while it is not mounted
 * @param vars - the variables, as `createVar()` names them (`var(--…)`), and their values
 */
export function useElementVars(
  ref: RefObject<HTMLElement | null>,
  vars: Record<string, string>,
): void {
  // The values, not the object's identity, decide whether to assign again.
  const key = JSON.stringify(vars);
  useLayoutEffect(() => {
    if (ref.current !== null) {
      setElementVars(ref.current, JSON.parse(key) as Record<string, string>);
    }
  }, [ref, key]);
}
