import { i18n } from '@lingui/core';

// Components render in English unless a test activates another locale.
i18n.loadAndActivate({ locale: 'en', messages: {} });
