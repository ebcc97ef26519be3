import { useEffect, useState } from 'react';

/**
 * Whether a scroll container's content is taller than the container. A dialog body that
 * scrolls becomes focusable only then, so a keyboard can scroll it without an idle tab stop.
 *
 * @param scroller - the scrolling element (from a callback ref); its children are observed too
 * @returns true while the content overflows
 */
export function useOverflowing(scroller: HTMLElement | null): boolean {
  const [overflowing, setOverflowing] = useState(false);
  useEffect(() => {
    if (scroller === null) return;
    const measure = () => {
      setOverflowing(scroller.scrollHeight > scroller.clientHeight + 1);
    };
    const observer = new ResizeObserver(measure);
    observer.observe(scroller);
    for (const child of Array.from(scroller.children)) observer.observe(child);
    measure();
    return () => {
      observer.disconnect();
    };
  }, [scroller]);
  return overflowing;
}
