import { useEffect, useState, useSyncExternalStore, type RefObject } from 'react';

/**
 * Whether something outside the diner's control should hold the carousel still: the page is
 * hidden (another tab, the phone locked), the carousel is off screen, or the diner asked the
 * system for reduced motion.
 */
export function useCarouselPauses(root: RefObject<HTMLElement | null>): {
  hidden: boolean;
  offscreen: boolean;
  reducedMotion: boolean;
} {
  // Read through subscriptions, not at the first render: a page drawn on a server has no
  // document to ask, and draws the carousel as shown, in motion, until the browser says otherwise.
  const hidden = useSyncExternalStore(onVisibilityChange, isPageHidden, () => false);
  const reducedMotion = useSyncExternalStore(
    onReducedMotionChange,
    prefersReducedMotion,
    () => false,
  );
  // Until the observer's first report the carousel counts as off screen, so it never turns
  // before anyone could see it. A browser without IntersectionObserver counts it as on screen.
  const [offscreen, setOffscreen] = useState(true);

  useEffect(() => {
    const element = root.current;
    if (typeof IntersectionObserver === 'undefined') {
      setOffscreen(false);
      return undefined;
    }
    if (!element) return undefined;
    const observer = new IntersectionObserver(([entry]) => {
      if (entry) setOffscreen(!entry.isIntersecting);
    });
    observer.observe(element);
    return () => {
      observer.disconnect();
    };
  }, [root]);

  return { hidden, offscreen, reducedMotion };
}

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

function isPageHidden(): boolean {
  return document.visibilityState === 'hidden';
}

function onVisibilityChange(changed: () => void): () => void {
  document.addEventListener('visibilitychange', changed);
  return () => {
    document.removeEventListener('visibilitychange', changed);
  };
}

function prefersReducedMotion(): boolean {
  return window.matchMedia(REDUCED_MOTION).matches;
}

function onReducedMotionChange(changed: () => void): () => void {
  const query = window.matchMedia(REDUCED_MOTION);
  query.addEventListener('change', changed);
  return () => {
    query.removeEventListener('change', changed);
  };
}
