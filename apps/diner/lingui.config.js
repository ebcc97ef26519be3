import { defineConfig } from '@lingui/cli';

// spec: A§1 and A§9, the four languages; English is the source text.
export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'ar', 'zh', 'ms'],
  fallbackLocales: { default: 'en' },
  catalogs: [{ path: '<rootDir>/src/locales/{locale}/messages', include: ['<rootDir>/src'] }],
  format: 'po',
});
