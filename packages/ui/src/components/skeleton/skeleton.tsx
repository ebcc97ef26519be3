import { assignInlineVars } from '@vanilla-extract/dynamic';
import * as styles from './skeleton.css';

/** The shapes of a skeleton: a line of text, a block (an image, a card), a circle (an avatar). */
export const SKELETON_SHAPES = ['text', 'rect', 'circle'] as const;

/** Props of {@link Skeleton}. */
export interface SkeletonProps {
  shape?: (typeof SKELETON_SHAPES)[number];
  /** A CSS length, or pixels as a number; text and blocks fill their container by default. */
  width?: string | number;
  /** A CSS length, or pixels as a number; only for `rect` (text takes a line, a circle its width). */
  height?: string | number;
  /** For `text`: the number of lines, the last one shorter, as a paragraph ends. */
  lines?: number;
}

const DEFAULT_SIZE = { text: '100%', rect: '100%', circle: '44px' } as const;

function toLength(value: string | number | undefined): string | undefined {
  return typeof value === 'number' ? `${String(value)}px` : value;
}

/**
 * A grey placeholder in the shape of content that is still loading; hidden from screen readers
 * (the region that loads says it is busy), still for diners who ask for reduced motion.
 */
export function Skeleton({ shape = 'text', width, height, lines = 1 }: SkeletonProps) {
  const inlineSize = toLength(width) ?? DEFAULT_SIZE[shape];
  const blockSize = toLength(height) ?? '96px';
  const className = styles.skeleton({ shape });

  if (shape === 'text' && lines > 1) {
    return (
      <span
        className={styles.lines}
        aria-hidden="true"
        style={assignInlineVars({ [styles.inlineSizeVar]: inlineSize })}
      >
        {Array.from({ length: lines }, (_, index) => (
          <span
            key={index}
            className={className}
            style={assignInlineVars({
              [styles.inlineSizeVar]: index === lines - 1 ? '60%' : '100%',
            })}
          />
        ))}
      </span>
    );
  }

  return (
    <span
      className={className}
      aria-hidden="true"
      style={assignInlineVars({
        [styles.inlineSizeVar]: inlineSize,
        [styles.blockSizeVar]: blockSize,
      })}
    />
  );
}
