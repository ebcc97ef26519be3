import { useLayoutEffect, useState, type RefObject } from 'react';

/**
 * Whether a block of text is taller than `limit` pixels at its full height. It measures the
 * scroll height, which stays the full height while the block is clamped, and measures again when
 * the block's width changes (a phone turned, a font loaded).
 *
 * @param element - the text block
 * @param limit - the height in CSS pixels above which the text is collapsed
 * @param text - the text, so a new one is measured
 */
export function useCollapsibleText(
  element: RefObject<HTMLElement | null>,
  limit: number,
  text: string | undefined,
): boolean {
  const [tall, setTall] = useState(false);
  useLayoutEffect(() => {
    const block = element.current;
    if (!block) return undefined;
    const measure = () => {
      setTall(block.scrollHeight > limit);
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(block);
    return () => {
      observer.disconnect();
    };
  }, [element, limit, text]);
  return tall;
}
