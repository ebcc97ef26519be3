import type { ReactNode } from 'react';
import type { StatusIllustration as Illustration } from '../utils/status-illustration';
import * as styles from './status-illustration.css';

/** Props of {@link StatusIllustration}. */
export interface StatusIllustrationProps {
  illustration: Illustration;
}

type Tone = keyof typeof styles.ink;

const TONES: Readonly<Record<Illustration, Tone>> = {
  waiting: 'standard',
  paying: 'standard',
  cooking: 'standard',
  ready: 'success',
  to_table: 'success',
  enjoy: 'success',
  stopped: 'critical',
};

/** The drawings, on a 120 × 120 grid, in strokes of the tone's colour. */
const DRAWINGS: Readonly<Record<Illustration, ReactNode>> = {
  // A clock: waiting for payment or for the restaurant.
  waiting: (
    <>
      <circle cx="60" cy="60" r="26" />
      <path d="M60 44v16l11 8" />
      <circle cx="60" cy="60" r="2.5" className={styles.solid} />
    </>
  ),
  // A card with dots: a payment under way.
  paying: (
    <>
      <rect x="32" y="42" width="56" height="36" rx="6" />
      <path d="M32 53h56M40 68h14" />
      <circle cx="68" cy="68" r="2.5" className={styles.solid} />
      <circle cx="76" cy="68" r="2.5" className={styles.solid} />
    </>
  ),
  // A pot with steam: the food is being prepared.
  cooking: (
    <>
      <path d="M36 58h48v14a12 12 0 0 1-12 12H48a12 12 0 0 1-12-12z" />
      <path d="M30 58h60M48 50c-3-4 3-6 0-10M60 50c-3-4 3-6 0-10M72 50c-3-4 3-6 0-10" />
    </>
  ),
  // A cloche on its base: ready to collect.
  ready: (
    <>
      <path d="M34 74a26 26 0 0 1 52 0z" />
      <path d="M28 80h64M60 48v-4" />
      <circle cx="60" cy="42" r="3" className={styles.solid} />
    </>
  ),
  // A cloche above a table: on its way to the table.
  to_table: (
    <>
      <path d="M40 62a20 20 0 0 1 40 0z" />
      <path d="M34 66h52M60 42v-3M30 84h60M40 84v10M80 84v10" />
      <path d="M22 56h8M20 64h8" />
    </>
  ),
  // A plate between a fork and a knife: enjoy the meal.
  enjoy: (
    <>
      <circle cx="60" cy="62" r="20" />
      <circle cx="60" cy="62" r="12" />
      <path d="M30 40v14a4 4 0 0 0 8 0V40M34 54v30" />
      <path d="M88 84V40c-6 4-8 12-8 20h8" />
    </>
  ),
  // A cross in a circle: cancelled or rejected.
  stopped: (
    <>
      <circle cx="60" cy="60" r="26" />
      <path d="M50 50l20 20M70 50L50 70" />
    </>
  ),
};

/**
 * The picture of the order's stage on the track screen (B§2: status title, message and image),
 * drawn inline so it comes with the app and follows the brand's colours. Decorative: the title
 * says the same in words.
 */
export function StatusIllustration({ illustration }: StatusIllustrationProps) {
  const tone = TONES[illustration];
  return (
    <svg
      className={styles.art}
      viewBox="0 0 120 120"
      aria-hidden="true"
      focusable="false"
      data-illustration={illustration}
    >
      <circle cx="60" cy="60" r="56" className={styles.disc[tone]} />
      <g
        className={styles.ink[tone]}
        fill="none"
        strokeWidth="4"
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        {DRAWINGS[illustration]}
      </g>
    </svg>
  );
}
