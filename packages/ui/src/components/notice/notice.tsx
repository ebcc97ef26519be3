import { useId, type ReactNode } from 'react';
import { Icon } from '../../icons/icon';
import * as styles from './notice.css';

/** The tones of a notice: advice the diner may follow, or a limit they should know of. */
export const NOTICE_TONES = ['info', 'warning'] as const;

/** Props of {@link Notice}. */
export interface NoticeProps {
  tone?: (typeof NOTICE_TONES)[number];
  /** A short title; it names the notice for screen readers. */
  title: string;
  /** One or two sentences under the title. */
  message: string;
  /**
   * What the diner can do about it, under the message: a button and the status it reports, a
   * field. The app owns these, their texts and their announcements.
   */
  children?: ReactNode;
}

/**
 * A hint inside a screen (not an overlay, not dismissed): an icon, a title, a message and
 * optional actions, tinted by its tone with a stripe at the inline start. E.g. the checkout's
 * "open this page in your phone's browser" with its Copy link button.
 */
export function Notice({ tone = 'info', title, message, children }: NoticeProps) {
  const titleId = useId();
  return (
    <div className={styles.notice({ tone })} role="note" aria-labelledby={titleId}>
      <span className={styles.icon({ tone })}>
        <Icon name={tone === 'warning' ? 'warning' : 'info'} />
      </span>
      <div className={styles.body}>
        <p id={titleId} className={styles.title}>
          {title}
        </p>
        <p className={styles.message}>{message}</p>
        {children !== undefined && children !== null && (
          <div className={styles.actions}>{children}</div>
        )}
      </div>
    </div>
  );
}
