import { useLingui } from '@lingui/react/macro';
import { AnnouncementModal } from '@tabula/ui';
import { useSetAtom } from 'jotai';
import { closeAnnouncementAtom } from '../state/shell-atoms';
import type { Announcement } from '../utils/announcements';

/** Props of {@link OutletAnnouncement}. */
export interface OutletAnnouncementProps {
  /** The outlet announcement to show, or null when there is none (or it was closed). */
  announcement: Announcement | null;
}

/**
 * The outlet announcement modal (A§2) with its Close; closed, it stays closed for the visit.
 */
// our choice: the modal closes at once (a dialog that lingers after Close reads as a missed tap);
// the A§9 500 ms close delay is the banner's fade.
export function OutletAnnouncement({ announcement }: OutletAnnouncementProps) {
  const { t } = useLingui();
  const closeAnnouncement = useSetAtom(closeAnnouncementAtom);
  return (
    <AnnouncementModal
      open={announcement !== null}
      title={t`Announcement`}
      message={announcement?.message ?? ''}
      closeLabel={t`Close`}
      onClose={() => {
        if (announcement !== null) closeAnnouncement(announcement.key);
      }}
    />
  );
}
