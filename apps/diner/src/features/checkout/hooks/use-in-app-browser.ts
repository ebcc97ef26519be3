import { useMemo } from 'react';
import { inAppBrowser, type InAppBrowser } from '../utils/in-app-browser';

/**
 * The app whose own browser shows this page, or null in the phone's own browser (see
 * `inAppBrowser`). Read once per mounted screen: the agent does not change while a page lives.
 */
export function useInAppBrowser(): InAppBrowser | null {
  return useMemo(
    () => (typeof navigator === 'undefined' ? null : inAppBrowser(navigator.userAgent, globalThis)),
    [],
  );
}
