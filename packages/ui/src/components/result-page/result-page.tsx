import { useId, type ReactNode } from 'react';
import { Icon } from '../../icons/icon';
import { Button } from '../button/button';
import * as styles from './result-page.css';

/** The tones of a result: it worked (a tick), or it needs attention (a warning sign). */
export const RESULT_TONES = ['success', 'warning'] as const;

/** Props of {@link ResultPage}. */
export interface ResultPageProps {
  /** A success tick, or a warning sign (B§2). */
  tone: (typeof RESULT_TONES)[number];
  /** The page's heading (e.g. "Payment received"). */
  title: string;
  /** What happened and what comes next. */
  message?: string;
  /** What the app shows under the message: a loyalty card, the items paid for. */
  children?: ReactNode;
  /** The label of the main action (e.g. "Back to menu"); shown with onAction. */
  actionLabel?: string;
  onAction?: () => void;
}

/**
 * The full-page result (B§2): a success tick or a warning, a title, a message, optional content
 * such as a loyalty card or the items paid for, and a main action at the bottom.
 */
export function ResultPage({
  tone,
  title,
  message,
  children,
  actionLabel,
  onAction,
}: ResultPageProps) {
  const titleId = useId();
  return (
    <section className={styles.page} aria-labelledby={titleId}>
      <span className={styles.mark({ tone })}>
        <span className={styles.markIcon}>
          <Icon name={tone === 'success' ? 'tickCircle' : 'warning'} />
        </span>
      </span>
      <h1 id={titleId} className={styles.title}>
        {title}
      </h1>
      {message !== undefined && <p className={styles.message}>{message}</p>}
      {children !== undefined && <div className={styles.extra}>{children}</div>}
      {actionLabel !== undefined && onAction !== undefined && (
        <div className={styles.actions}>
          <Button fullWidth onClick={onAction}>
            {actionLabel}
          </Button>
        </div>
      )}
    </section>
  );
}
