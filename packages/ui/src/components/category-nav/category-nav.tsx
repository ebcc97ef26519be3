import { useEffect, useRef, type MouseEvent } from 'react';
import * as styles from './category-nav.css';

/** One category of the menu: its section's element id and its name. */
export interface CategoryNavItem {
  /** The element id of the category's section on the page (the link's target). */
  id: string;
  name: string;
}

/** Props of {@link CategoryNav}. */
export interface CategoryNavProps {
  /** The navigation's accessible name, e.g. "Menu categories". */
  label: string;
  categories: readonly CategoryNavItem[];
  /** The category the diner is reading: from the app, or from {@link useActiveSection}. */
  activeId: string | null;
  /** Called when the diner picks a category, after its section starts scrolling into view. */
  onSelect?: (id: string) => void;
  /** Keeps the bar at the top of the screen while the menu scrolls (default true). */
  sticky?: boolean;
}

function prefersReducedMotion(): boolean {
  return window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/**
 * The horizontal category bar of the home menu (A§2): a link per category that scrolls to its
 * section, the current one highlighted and kept in view as the menu scrolls. It starts on the
 * right in Arabic.
 */
export function CategoryNav({
  label,
  categories,
  activeId,
  onSelect,
  sticky = true,
}: CategoryNavProps) {
  const scrollerRef = useRef<HTMLUListElement>(null);

  // spec: A§2 the category navigation follows scrolling: the current category stays in view.
  // Centred when the bar overflows; rect-based, so it works whatever the direction's scrollLeft
  // convention.
  useEffect(() => {
    const scroller = scrollerRef.current;
    if (!scroller || activeId === null) return;
    const link = scroller.querySelector<HTMLElement>('[aria-current]');
    if (!link) return;
    const box = scroller.getBoundingClientRect();
    const target = link.getBoundingClientRect();
    const delta = target.left + target.width / 2 - (box.left + box.width / 2);
    scroller.scrollBy({ left: delta, behavior: prefersReducedMotion() ? 'instant' : 'smooth' });
  }, [activeId]);

  function select(event: MouseEvent<HTMLAnchorElement>, id: string) {
    // A new tab or window keeps the browser's own behaviour.
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    document.getElementById(id)?.scrollIntoView({
      behavior: prefersReducedMotion() ? 'instant' : 'smooth',
      block: 'start',
    });
    onSelect?.(id);
  }

  return (
    <nav aria-label={label} className={styles.nav({ sticky })}>
      <ul ref={scrollerRef} className={styles.list}>
        {categories.map(({ id, name }) => {
          const active = id === activeId;
          return (
            <li key={id} className={styles.item}>
              <a
                href={`#${id}`}
                className={styles.link({ active })}
                aria-current={active ? 'location' : undefined}
                onClick={(event) => {
                  select(event, id);
                }}
              >
                <bdi>{name}</bdi>
              </a>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
