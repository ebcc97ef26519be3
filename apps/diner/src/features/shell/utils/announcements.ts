import { venueText, type VenueTextSource } from '@/lib/i18n/venue-text';
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

/** FNV-1a, 32 bits, as 8 hex digits: a short, stable fingerprint of a text (not a secret). */
function fingerprint(text: string): string {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    hash = Math.imul(hash ^ text.charCodeAt(index), 0x01000193);
  }
  return (hash >>> 0).toString(16).padStart(8, '0');
}

/**
 * The announcement as the venue wrote it, in every language: its base text and each translation,
 * in a fixed order. Not the text the diner reads, which changes with their language.
 */
function writtenTexts(source: VenueTextSource<'announcement'>): string {
  const translations = Object.entries(source.translations ?? {})
    .map(([locale, texts]) => [locale, texts?.announcement?.trim() ?? ''] as const)
    .filter(([, text]) => text !== '')
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return JSON.stringify([source.announcement?.trim() ?? '', translations]);
}

function announcement(
  kind: string,
  id: number,
  source: VenueTextSource<'announcement'>,
  locales: readonly string[],
  on: boolean,
): Announcement | null {
  const message = venueText(source, 'announcement', locales)?.trim() ?? '';
  if (!on || message === '') return null;
  // our choice: the key names what the venue wrote in every language, not the text shown, so a
  // Close holds when the diner switches language (issue 30), and a rewritten announcement (in
  // any language) shows again even after the last was closed.
  return { key: `${kind}:${String(id)}:${fingerprint(writtenTexts(source))}`, message };
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
    page.company,
    locales,
    flags.company_announcement.enabled,
  );
  const modal = announcement(
    'outlet',
    page.outlet.id,
    page.outlet,
    locales,
    flags.marketing_announcement.enabled,
  );
  return {
    banner: banner !== null && !closed.includes(banner.key) ? banner : null,
    modal: modal !== null && !closed.includes(modal.key) ? modal : null,
  };
}
