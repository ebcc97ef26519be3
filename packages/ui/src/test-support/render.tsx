import type { ReactNode } from 'react';
import { render, type RenderResult } from 'vitest-browser-react';
import { ThemeRoot } from '../theme/theme-root';

/** Options of {@link renderInTheme}. */
export interface RenderInThemeOptions {
  dir?: 'ltr' | 'rtl';
  lang?: string;
  brandColor?: string;
}

/**
 * Renders a component in a real Chromium inside ThemeRoot, as the app does: theme, brand colours,
 * language and direction. Its `rerender` keeps the same ThemeRoot.
 */
export async function renderInTheme(
  ui: ReactNode,
  options: RenderInThemeOptions = {},
): Promise<RenderResult> {
  const { dir = 'ltr', lang = dir === 'rtl' ? 'ar' : 'en', brandColor } = options;
  const themed = (content: ReactNode) => (
    <ThemeRoot dir={dir} lang={lang} brandColor={brandColor}>
      {content}
    </ThemeRoot>
  );
  const result = await render(themed(ui));
  return { ...result, rerender: (next: ReactNode) => result.rerender(themed(next)) };
}
