import { describe, expect, it } from 'vitest';
import { company, flags, homePageWith, outlet } from '@test/fixtures/home-page';
import { announcementsToShow } from '../utils/announcements';

describe('announcementsToShow', () => {
  const page = homePageWith({});

  it('shows the company banner and the outlet modal with their flags on', () => {
    const shown = announcementsToShow(page, []);
    expect(shown.banner?.message).toBe(company.announcement);
    expect(shown.modal?.message).toBe(outlet.announcement);
  });

  it('hides the banner without company_announcement', () => {
    const shown = announcementsToShow(
      homePageWith({ feature_flags: flags({ company_announcement: false }) }),
      [],
    );
    expect(shown.banner).toBeNull();
    expect(shown.modal).not.toBeNull();
  });

  it('hides the modal without marketing_announcement', () => {
    const shown = announcementsToShow(
      homePageWith({ feature_flags: flags({ marketing_announcement: false }) }),
      [],
    );
    expect(shown.modal).toBeNull();
    expect(shown.banner).not.toBeNull();
  });

  it('hides an empty or missing text', () => {
    const shown = announcementsToShow(
      homePageWith({
        company: { ...company, announcement: '  ' },
        outlet: { ...outlet, announcement: null },
      }),
      [],
    );
    expect(shown).toEqual({ banner: null, modal: null });
  });

  it('keeps a closed announcement closed', () => {
    const first = announcementsToShow(page, []);
    const closed = [first.banner?.key ?? '', first.modal?.key ?? ''];
    expect(announcementsToShow(page, closed)).toEqual({ banner: null, modal: null });
  });

  it('shows a new text even after the old one was closed', () => {
    const closed = [announcementsToShow(page, []).banner?.key ?? ''];
    const changed = homePageWith({ company: { ...company, announcement: 'Closed on Monday.' } });
    expect(announcementsToShow(changed, closed).banner?.message).toBe('Closed on Monday.');
  });
});
