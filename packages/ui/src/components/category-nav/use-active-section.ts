import { useEffect, useState } from 'react';

/** Options of {@link useActiveSection}. */
export interface UseActiveSectionOptions {
  /**
   * The band of the viewport that makes a section current, as an IntersectionObserver
   * rootMargin. The default is the top 30 % of the screen; shrink its top by the height of a
   * sticky header (e.g. `-56px 0px -70% 0px`).
   */
  rootMargin?: string;
}

/**
 * The id of the section the diner is reading: the first of `ids` (in page order) whose element
 * crosses the top band of the viewport, watched with an IntersectionObserver. It keeps the last
 * answer while no section is in the band, and starts with the first id.
 *
 * @param ids - the element ids of the category sections, in page order
 * @returns the current section's id, or null when there are no ids
 * @example
 * ```tsx
 * const activeId = useActiveSection(categories.map((category) => category.id));
 * <CategoryNav label={t`Categories`} categories={categories} activeId={activeId} />
 * ```
 */
export function useActiveSection(
  ids: readonly string[],
  { rootMargin = '0px 0px -70% 0px' }: UseActiveSectionOptions = {},
): string | null {
  const [active, setActive] = useState<string | null>(null);
  // A string key, so a new array with the same ids does not restart the observer.
  const key = ids.join('\n');

  useEffect(() => {
    const order = key === '' ? [] : key.split('\n');
    const elements = order
      .map((id) => document.getElementById(id))
      .filter((element): element is HTMLElement => element !== null);
    if (elements.length === 0) return undefined;
    const inBand = new Set<string>();
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (entry.isIntersecting) inBand.add(entry.target.id);
          else inBand.delete(entry.target.id);
        }
        const first = order.find((id) => inBand.has(id));
        if (first !== undefined) setActive(first);
      },
      { rootMargin },
    );
    for (const element of elements) observer.observe(element);
    return () => {
      observer.disconnect();
    };
  }, [key, rootMargin]);

  if (active !== null && ids.includes(active)) return active;
  return ids[0] ?? null;
}
