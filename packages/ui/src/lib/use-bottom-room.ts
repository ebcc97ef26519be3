import { useLayoutEffect, type RefObject } from 'react';
import type { BottomRoomProperty } from './bottom-room';

/**
 * Publishes the room a fixed element takes at the viewport's block end (from the bottom edge of
 * the viewport to the element's top edge, in px) as a custom property on the document element,
 * while it is mounted. It is measured again when the element's size changes (a label wrapping in
 * another language), when the viewport changes (rotation, the keyboard), and when another room
 * on the document changes (the button moves when the cart bar comes or goes). One element
 * publishes each property at a time.
 *
 * @param ref - The fixed element.
 * @param property - The custom property to publish.
 * @example `usePublishedBottomRoom(buttonRef, FLOATING_ACTION_ROOM)`
 */
export function usePublishedBottomRoom(
  ref: RefObject<HTMLElement | null>,
  property: BottomRoomProperty,
): void {
  useLayoutEffect(() => {
    const element = ref.current;
    if (element === null) return;
    const root = element.ownerDocument.documentElement;
    const view = element.ownerDocument.defaultView ?? window;
    const measure = () => {
      const room = `${String(Math.max(0, Math.ceil(view.innerHeight - element.getBoundingClientRect().top)))}px`;
      // Only a change is written: the observer below would otherwise hear its own write.
      if (root.style.getPropertyValue(property) !== room) root.style.setProperty(property, room);
    };
    measure();
    const resized = new ResizeObserver(measure);
    resized.observe(element);
    const restyled = new MutationObserver(measure);
    restyled.observe(root, { attributes: true, attributeFilter: ['style'] });
    view.addEventListener('resize', measure);
    return () => {
      resized.disconnect();
      restyled.disconnect();
      view.removeEventListener('resize', measure);
      root.style.removeProperty(property);
    };
  }, [ref, property]);
}
