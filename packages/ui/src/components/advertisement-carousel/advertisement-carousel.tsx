import { useCallback, useEffect, useRef, useState, type PointerEvent } from 'react';
import { Icon } from '../../icons/icon';
import { useElementVars } from '../../lib/use-element-vars';
import * as styles from './advertisement-carousel.css';
import { useCarouselPauses } from './use-carousel-pauses';

// spec: A§9 advertisement carousel interval is 5 s.
/** How long each advertisement shows before the next, in milliseconds. */
export const ADVERTISEMENT_INTERVAL = 5000;

/** How far, in CSS pixels, a finger must travel sideways for a swipe to turn the slide. */
export const SWIPE_THRESHOLD = 40;

/** One advertisement: its image, the image's alternative text, and where a tap leads. */
export interface AdvertisementSlide {
  id: string;
  imageUrl: string;
  /** What the image says (its offer), in the diner's language. */
  alt: string;
  /** `item-{id}` or `category-{id}` (A§3); without it the slide is a picture only. */
  action?: string | null;
}

/** Props of {@link AdvertisementCarousel}. */
export interface AdvertisementCarouselProps {
  slides: readonly AdvertisementSlide[];
  /** The carousel's accessible name, e.g. "Offers". */
  label: string;
  previousLabel: string;
  nextLabel: string;
  /** The rotation control's label while the slides turn, e.g. "Pause offers". */
  pauseLabel: string;
  /** The rotation control's label while the diner has stopped them, e.g. "Play offers". */
  playLabel: string;
  /** The name of a slide and of its dot, from its 1-based position, e.g. "Offer 2 of 5". */
  slideLabel: (position: number, total: number) => string;
  /** Milliseconds each slide shows (default {@link ADVERTISEMENT_INTERVAL}). */
  interval?: number;
  /** Called with the slide's action (`item-{id}` or `category-{id}`) when the diner taps it. */
  onSelect?: (action: string) => void;
  /** The images' intrinsic width and height, so the carousel keeps its shape while they load. */
  imageWidth?: number;
  imageHeight?: number;
}

/**
 * The advertisement carousel of the home menu (A§2): slides that turn every 5 s, by swipe, by
 * the previous and next buttons or by the dots. It holds still while the page is hidden, while
 * it is off screen, under the pointer or the keyboard focus, under reduced motion, and once the
 * diner pauses it. Mirrored in Arabic.
 */
export function AdvertisementCarousel({
  slides,
  label,
  previousLabel,
  nextLabel,
  pauseLabel,
  playLabel,
  slideLabel,
  interval = ADVERTISEMENT_INTERVAL,
  onSelect,
  imageWidth = 1200,
  imageHeight = 600,
}: AdvertisementCarouselProps) {
  const rootRef = useRef<HTMLElement>(null);
  const [chosen, setIndex] = useState(0);
  const [stopped, setStopped] = useState(false);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const { hidden, offscreen, reducedMotion } = useCarouselPauses(rootRef);
  const swipe = useRef<{ x: number; y: number; id: number } | null>(null);
  const swiped = useRef(false);

  const total = slides.length;
  const index = total === 0 ? 0 : Math.min(chosen, total - 1);
  const canRotate = total > 1 && !reducedMotion;
  const rotating = canRotate && !stopped && !hovered && !focused && !hidden && !offscreen;

  // Through the CSSOM, never style attributes, which a drawn page cannot carry under the CSP.
  const track = useRef<HTMLDivElement>(null);
  useElementVars(track, { [styles.position]: String(index) });
  // The box keeps the declared shape whatever the file's, so nothing jumps on load; until
  // hydration the width and height attributes give the same shape.
  const shape = `${String(imageWidth)} / ${String(imageHeight)}`;
  const keepShape = useCallback(
    (image: HTMLImageElement | null) => {
      if (image !== null) image.style.aspectRatio = shape;
    },
    [shape],
  );

  useEffect(() => {
    if (!rotating) return undefined;
    const timer = window.setTimeout(() => {
      setIndex((current) => (current + 1) % total);
    }, interval);
    return () => {
      window.clearTimeout(timer);
    };
  }, [rotating, index, interval, total]);

  if (total === 0) return null;

  const go = (step: 1 | -1) => {
    setIndex((index + step + total) % total);
  };

  const isRtl = () => {
    const root = rootRef.current;
    return root ? getComputedStyle(root).direction === 'rtl' : false;
  };

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (!event.isPrimary) return;
    swipe.current = { x: event.clientX, y: event.clientY, id: event.pointerId };
    swiped.current = false;
  };

  const onPointerUp = (event: PointerEvent<HTMLDivElement>) => {
    const start = swipe.current;
    swipe.current = null;
    if (start?.id !== event.pointerId || total < 2) return;
    const dx = event.clientX - start.x;
    if (Math.abs(dx) < SWIPE_THRESHOLD || Math.abs(dx) < Math.abs(event.clientY - start.y)) return;
    swiped.current = true;
    // A swipe toward the start of the line brings the next slide: leftward in English, rightward
    // in Arabic.
    const towardStart = isRtl() ? dx > 0 : dx < 0;
    go(towardStart ? 1 : -1);
  };

  return (
    <section
      ref={rootRef}
      aria-label={label}
      className={styles.root}
      onPointerEnter={(event) => {
        if (event.pointerType === 'mouse') setHovered(true);
      }}
      onPointerLeave={(event) => {
        if (event.pointerType === 'mouse') setHovered(false);
      }}
      onFocus={() => {
        setFocused(true);
      }}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
      }}
    >
      <div
        className={styles.viewport}
        onPointerDown={onPointerDown}
        onPointerUp={onPointerUp}
        onPointerCancel={() => {
          swipe.current = null;
        }}
        onClickCapture={(event) => {
          // The tap that ends a swipe is not a tap on the slide.
          if (swiped.current) {
            swiped.current = false;
            event.preventDefault();
            event.stopPropagation();
          }
        }}
      >
        <div className={styles.track} ref={track} aria-live={rotating ? 'off' : 'polite'}>
          {slides.map((slide, position) => {
            const current = position === index;
            const image = (
              <img
                className={styles.image}
                src={slide.imageUrl}
                alt={slide.alt}
                width={imageWidth}
                height={imageHeight}
                ref={keepShape}
                loading={position === 0 ? 'eager' : 'lazy'}
                decoding="async"
                draggable={false}
              />
            );
            const { action } = slide;
            return (
              <div
                key={slide.id}
                role="group"
                aria-label={slideLabel(position + 1, total)}
                aria-hidden={current ? undefined : true}
                inert={!current}
                className={styles.slide}
              >
                {action && onSelect ? (
                  <button
                    type="button"
                    className={styles.slideButton}
                    onClick={() => {
                      onSelect(action);
                    }}
                  >
                    {image}
                  </button>
                ) : (
                  image
                )}
              </div>
            );
          })}
        </div>
      </div>
      {total > 1 && (
        // The arrows sit in this row under the banner, never over it: a banner's headline is
        // part of its picture, and an arrow on top would hide it.
        <div className={styles.controls}>
          <button
            type="button"
            className={styles.control}
            aria-label={previousLabel}
            onClick={() => {
              go(-1);
            }}
          >
            <Icon name="chevronBack" />
          </button>
          {canRotate && (
            <button
              type="button"
              className={styles.control}
              aria-label={stopped ? playLabel : pauseLabel}
              onClick={() => {
                setStopped(!stopped);
              }}
            >
              <Icon name={stopped ? 'play' : 'pause'} />
            </button>
          )}
          <div className={styles.dots}>
            {slides.map((slide, position) => (
              <button
                key={slide.id}
                type="button"
                className={styles.control}
                aria-label={slideLabel(position + 1, total)}
                aria-current={position === index ? 'true' : undefined}
                onClick={() => {
                  setIndex(position);
                }}
              >
                <span className={styles.dot({ current: position === index })} />
              </button>
            ))}
          </div>
          <button
            type="button"
            className={styles.control}
            aria-label={nextLabel}
            onClick={() => {
              go(1);
            }}
          >
            <Icon name="chevronForward" />
          </button>
        </div>
      )}
    </section>
  );
}
