import { describe, expect, it } from 'vitest';
import { counterSession, flags, homePageWith, outlet } from '@test/fixtures/home-page';
import { dineModeChooserState } from '../utils/dine-mode-chooser';

const noMode = { ...counterSession, dine_mode: null };

describe('dineModeChooserState', () => {
  it('is required when the outlet offers both and no mode is chosen', () => {
    expect(dineModeChooserState(homePageWith({ session: noMode }))).toBe('required');
  });

  it('is available (with Back) once a mode is chosen', () => {
    expect(dineModeChooserState(homePageWith({}))).toBe('available');
  });

  it.each(['eat_in', 'take_away'] as const)('is hidden when the outlet offers only %s', (type) => {
    expect(
      dineModeChooserState(
        homePageWith({ session: noMode, outlet: { ...outlet, service_type: type } }),
      ),
    ).toBe('hidden');
  });

  it('is hidden without the onboarding feature', () => {
    expect(
      dineModeChooserState(
        homePageWith({ session: noMode, feature_flags: flags({ onboarding_screen: false }) }),
      ),
    ).toBe('hidden');
  });
});
