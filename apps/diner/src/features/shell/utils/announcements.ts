import { venueText } from '@/lib/i18n/venue-text';
import type { HomePageData } from '@/lib/venue/home-page';

/** An announcement to show, with the key that remembers it was closed. */
export interface Announcement {
  key: string;
  message: string;
}

/** The announcements of the home page configuration that are still to show. */
export interface Announcements {
  /** The company's general announcement, as a banner on the menu. */
  banner: Announcement | null;
  /** The outlet's announcement, as a modal. */
  modal: Announcement | null;
}

/** The milliseconds between a Close and the announcement leaving the screen (A§9). */
export const ANNOUNCEMENT_CLOSE_DELAY_MS = 500;

function announcement(kind: string, id: number, text: string | null, on: boolean) {
  const message = text?.trim() ?? '';
  if (!on || message === '') return null;
  // The text is part of the key, so a new announcement shows even after the last was closed.
  return { key: `${kind}:${String(id)}:${message}`, message };
}

/**
 * Picks the announcements to show (A§2: the outlet announcement modal and the general
 * announcement banner, each with Close): those with a text, their flag on, and not closed on
 * this visit. Each text is the venue's in the first of `locales` it is translated into (the
 * diner's, then the company's default; see lib/i18n/venue-text), else as written.
 */
// our choice: company_announcement gates the company's banner and marketing_announcement the
// outlet's modal (A§3 names both flags; the texts live on company and outlet).
export function announcementsToShow(
  page: Pick<HomePageData, 'company' | 'outlet' | 'feature_flags'>,
  closed: readonly string[],
  locales: readonly string[] = [],
): Announcements {
  const flags = page.feature_flags;
  const banner = announcement(
    'company',
    page.company.id,
    venueText(page.company, 'announcement', locales),
    flags.company_announcement.enabled,
  );
  const modal = announcement(
    'outlet',
    page.outlet.id,
    venueText(page.outlet, 'announcement', locales),
    flags.marketing_announcement.enabled,
  );
  return {
    banner: banner !== null && !closed.includes(banner.key) ? banner : null,
    modal: modal !== null && !closed.includes(modal.key) ? modal : null,
  };
}
