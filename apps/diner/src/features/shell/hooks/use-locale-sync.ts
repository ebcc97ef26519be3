import { useLingui } from '@lingui/react';
import type { LocaleData } from '@tabula/api-client';
import { useAtomValue } from 'jotai';
import { useEffect } from 'react';
import { browserLanguages } from '@/lib/i18n/browser-languages';
import { activateLocale } from '@/lib/i18n/i18n';
import { localeChoiceAtom } from '@/lib/i18n/locale-store';
import { resolveLocale } from '@/lib/i18n/resolve-locale';

/**
 * Keeps the active language on the diner's stored choice, else the phone's first language the
 * company offers, else the company default, else English (A§9, lib/i18n/resolve-locale), as the
 * choice or the company's languages change. The root loader activates the first one before
 * anything paints, by the same rule, so this changes nothing until the diner picks a language.
 */
export function useLocaleSync(offered: LocaleData): void {
  const choice = useAtomValue(localeChoiceAtom);
  const { i18n } = useLingui();
  const active = i18n.locale;
  useEffect(() => {
    const target = resolveLocale(choice, offered, browserLanguages());
    if (target === active) return;
    activateLocale(target).catch((error: unknown) => {
      // A catalog that fails to load (offline) leaves the language as it is.
      console.warn(`Could not load the ${target} catalog`, error);
    });
  }, [choice, offered, active]);
}
