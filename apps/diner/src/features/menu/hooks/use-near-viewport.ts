import { useEffect, useState } from 'react';
import { createFrameQueue } from '../utils/frame-queue';

// One queue for the menu: chunks that come near together are drawn one per frame.
const drawQueue = createFrameQueue();

/**
 * Whether an element has come within a screen's height of the viewport, above or below, and
 * its turn to be drawn has come (one element per animation frame). It stays true once reached:
 * what has been drawn stays drawn.
 *
 * @param element - the element to watch (null while it is not in the page)
 * @param reached - true to count it as reached now (the first screen, a banner's target)
 * @returns whether the element's content should be drawn
 */
export function useNearViewport(element: Element | null, reached: boolean): boolean {
  const [near, setNear] = useState(reached);
  // Latched: once asked for, the content stays drawn after the request ends.
  if (reached && !near) setNear(true);
  useEffect(() => {
    if (near || element === null) return undefined;
    let cancel: (() => void) | null = null;
    const observer = new IntersectionObserver(
      (entries) => {
        if (cancel !== null || !entries.some((entry) => entry.isIntersecting)) return;
        cancel = drawQueue.push(() => {
          setNear(true);
        });
      },
      { rootMargin: '100% 0px' },
    );
    observer.observe(element);
    return () => {
      observer.disconnect();
      cancel?.();
    };
  }, [element, near]);
  return near || reached;
}
