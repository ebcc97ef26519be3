import { useCallback, useEffect, useRef, type Ref, type RefCallback } from 'react';

/**
 * A field of a page the server drew (the diner app's first paint) takes text before the app's
 * scripts run. React keeps that text when it hydrates the field but hears no change, so the
 * field would show it while the app still holds the drawn value (a search typed on the drawn
 * menu filtered nothing). Once the field is hydrated, this hands the text the diner typed to
 * `onChange`, as if typed then. A field drawn in the browser shows its value from its first
 * render, so there is nothing to hand over.
 *
 * @param value - the field's value as the app holds it
 * @param onChange - the field's change handler
 * @param ref - the caller's own ref to the input, if any, kept pointing at it
 * @returns the ref to put on the input
 */
export function useTypedBeforeHydration(
  value: string,
  onChange: (value: string) => void,
  ref?: Ref<HTMLInputElement>,
): RefCallback<HTMLInputElement> {
  const input = useRef<HTMLInputElement | null>(null);
  // What the first render drew, which is what the server drew when it was hydrated.
  const drawn = useRef({ value, onChange });
  useEffect(() => {
    const element = input.current;
    if (element !== null && element.value !== drawn.current.value) {
      drawn.current.onChange(element.value);
    }
  }, []);
  return useCallback(
    (element: HTMLInputElement | null) => {
      input.current = element;
      if (typeof ref === 'function') ref(element);
      else if (ref) ref.current = element;
    },
    [ref],
  );
}
