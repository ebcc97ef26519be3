import { useEffect, useState, type RefObject } from 'react';

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
  const [hidden, setHidden] = useState(() => document.visibilityState === 'hidden');
  // Until the observer's first report the carousel counts as off screen, so it never turns
  // before anyone could see it. A browser without IntersectionObserver counts it as on screen.
  const [offscreen, setOffscreen] = useState(() => typeof IntersectionObserver !== 'undefined');
  const [reducedMotion, setReducedMotion] = useState(
    () => window.matchMedia('(prefers-reduced-motion: reduce)').matches,
  );

  useEffect(() => {
    const onVisibility = () => {
      setHidden(document.visibilityState === 'hidden');
    };
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, []);

  useEffect(() => {
    const query = window.matchMedia('(prefers-reduced-motion: reduce)');
    const onChange = () => {
      setReducedMotion(query.matches);
    };
    query.addEventListener('change', onChange);
    return () => {
      query.removeEventListener('change', onChange);
    };
  }, []);

  useEffect(() => {
    const element = root.current;
    if (!element || typeof IntersectionObserver === 'undefined') return undefined;
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
