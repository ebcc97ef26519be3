import { Icon } from '../../icons/icon';
import * as styles from './announcement-banner.css';

/** Props of {@link AnnouncementBanner}. */
export interface AnnouncementBannerProps {
  /** An optional heading above the message. */
  title?: string;
  /** The company's announcement, as written by the restaurant; line breaks are kept. */
  message: string;
  /** The accessible name of the close button (e.g. "Close announcement"). */
  closeLabel: string;
  /** Called by the close button; the app hides the banner (for the session in scan-and-pay, B§9). */
  onClose: () => void;
}

/**
 * The general announcement banner on the menu (A§2), tinted with the brand, with a Close button.
 */
export function AnnouncementBanner({
  title,
  message,
  closeLabel,
  onClose,
}: AnnouncementBannerProps) {
  return (
    <div className={styles.banner}>
      <span className={styles.icon}>
        <Icon name="info" />
      </span>
      <div className={styles.text}>
        {title !== undefined && <strong className={styles.title}>{title}</strong>}
        <p className={styles.message}>
          <bdi>{message}</bdi>
        </p>
      </div>
      {/* spec: A§2 the general announcement banner has a Close */}
      <button type="button" className={styles.close} aria-label={closeLabel} onClick={onClose}>
        <Icon name="close" size="small" />
      </button>
    </div>
  );
}
