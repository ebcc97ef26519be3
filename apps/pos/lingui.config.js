import { defineConfig } from '@lingui/cli';

// The four languages of the diner app; English is the source text.
export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'ar', 'zh', 'ms'],
  fallbackLocales: { default: 'en' },
  catalogs: [{ path: '<rootDir>/src/locales/{locale}/messages', include: ['<rootDir>/src'] }],
  format: 'po',
});
