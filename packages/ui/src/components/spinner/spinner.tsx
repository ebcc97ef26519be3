import * as styles from './spinner.css';

/** Props of {@link Spinner}. */
export interface SpinnerProps {
  size?: 'small' | 'standard' | 'large';
  /**
   * What is loading, read by screen readers (e.g. "Loading the menu"). Without it the spinner is
   * decorative: use that only when the surrounding element already says it is busy.
   */
  label?: string;
}

/** A loading indicator; it stops spinning for diners who ask for reduced motion. */
export function Spinner({ size = 'standard', label }: SpinnerProps) {
  const className = `${styles.spinner} ${styles.sizes[size]}`;
  if (!label) return <span className={className} aria-hidden="true" />;
  return <span className={className} role="status" aria-label={label} />;
}
