import { i18n } from '@lingui/core';
import { beforeEach } from 'vitest';

// Components render in English unless a test activates another locale.
i18n.loadAndActivate({ locale: 'en', messages: {} });

// Every test starts with the empty storage of a new tab: the test files share one origin's
// storage, so a key one file leaves (the order popup's "seen" flag, say) would change the next.
beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
});
