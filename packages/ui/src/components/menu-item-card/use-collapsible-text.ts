import { useLayoutEffect, useState, type RefObject } from 'react';

/**
 * About how many Latin characters fill the two lines a collapsed description keeps, in the text
 * column of a card on a 390 px phone (242 px at the small text size): the guess before measuring.
 */
const TWO_LINES = 64;

/** Characters about twice as wide as a Latin one: Chinese, Japanese and Korean, full-width forms. */
const WIDE =
  /[\u1100-\u115F\u2E80-\uA4CF\uAC00-\uD7A3\uF900-\uFAFF\uFE30-\uFE4F\uFF00-\uFF60\uFFE0-\uFFE6]/u;

/**
 * A first guess of whether a text runs past the two lines a collapsed description keeps, from its
 * length alone: what a page the server drew shows before the browser measures, so a long
 * description is drawn collapsed, with its read more, and nothing moves when the app hydrates.
 *
 * @param text - the description
 */
export function estimateTall(text: string | undefined): boolean {
  if (text === undefined) return false;
  let width = 0;
  for (const char of text) width += WIDE.test(char) ? 2 : 1;
  return width > TWO_LINES;
}

/**
 * Whether a block of text is taller than `limit` pixels at its full height. It measures the
 * scroll height, which stays the full height while the block is clamped, and measures again when
 * the block's width changes (a phone turned, a font loaded). Until measured (a page drawn by the
 * server, or before the first paint), the text's length decides ({@link estimateTall}).
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
  const [tall, setTall] = useState(() => estimateTall(text));
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
