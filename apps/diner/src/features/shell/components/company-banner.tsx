import { useLingui } from '@lingui/react/macro';
import { AnnouncementBanner } from '@tabula/ui';
import { useSetAtom } from 'jotai';
import { useEffect, useState } from 'react';
import { closeAnnouncementAtom } from '../state/shell-atoms';
import { ANNOUNCEMENT_CLOSE_DELAY_MS, type Announcement } from '../utils/announcements';
import * as styles from './announcements.css';

/** Props of {@link CompanyBanner}. */
export interface CompanyBannerProps {
  /** The company announcement to show, or null when there is none (or it was closed). */
  announcement: Announcement | null;
}

/**
 * The general announcement banner (A§2) with its Close. A closed banner stays closed for the
 * visit; it fades out over the 500 ms close delay (A§9) before it leaves the page.
 */
export function CompanyBanner({ announcement }: CompanyBannerProps) {
  const { t } = useLingui();
  const closeAnnouncement = useSetAtom(closeAnnouncementAtom);
  const [leaving, setLeaving] = useState<Announcement | null>(null);
  useEffect(() => {
    if (leaving === null) return;
    // spec: A§9, the announcement close delay is 500 ms.
    const timer = setTimeout(() => {
      setLeaving(null);
    }, ANNOUNCEMENT_CLOSE_DELAY_MS);
    return () => {
      clearTimeout(timer);
    };
  }, [leaving]);
  const shown = announcement ?? leaving;
  if (shown === null) return null;
  return (
    <div
      className={`${styles.banner} ${announcement === null ? styles.leaving : ''}`}
      aria-hidden={announcement === null || undefined}
    >
      <AnnouncementBanner
        message={shown.message}
        closeLabel={t`Close announcement`}
        onClose={() => {
          if (announcement === null) return;
          setLeaving(announcement);
          closeAnnouncement(announcement.key);
        }}
      />
    </div>
  );
}
