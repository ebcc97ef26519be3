import { type CatalogueSlice, defineEntry, GENERIC_KEYS, GENERIC_TEXT } from './define-entry';

/** The catalogue entries that belong to no one area: the fallback, sessions, configuration. */
export const GENERAL_ERRORS = {
  generic: defineEntry('generic', {
    sources: ['A§8 row 1'],
    summary: 'Any failure without a more specific entry: the generic popup.',
    origin: 'call',
    ...GENERIC_KEYS,
    text: GENERIC_TEXT,
    action: { type: 'none' },
  }),
  unauthorized: defineEntry('unauthorized', {
    sources: ['A§8 row 2'],
    summary: "A 401 on most calls: the server's error text, then the home page.",
    origin: 'call',
    text: null,
    serverText: 'server',
    action: { type: 'redirect', to: '/' },
    choice:
      "When the 401 carries no text the entry's own message is shown; sign-in calls are not covered (a 401 there is a failed sign-in).",
  }),
  multiple_order: defineEntry('multiple_order', {
    sources: ['A§8 row 3'],
    summary:
      "A 422 with the text 'Multiple order': the phone number has a running order at another table.",
    origin: 'call',
    text: {
      title: null,
      message:
        'Your phone number is linked to a running order at another table. Please contact a staff member for assistance.',
    },
    action: { type: 'redirect', to: '/' },
    choice: 'Matched on any operation, text compared without case and trailing punctuation.',
  }),
  csrf_token_missing: defineEntry('csrf_token_missing', {
    sources: ['A§8 row 17'],
    summary:
      "A mutating call (the guest login first) found no CSRF token on the page: 'CSRF token not found'.",
    origin: 'call',
    text: { title: null, message: 'CSRF token not found' },
    action: { type: 'none' },
    choice: 'Any mutating call without the token, not only the guest login, shows this entry.',
  }),
  request_cancelled: defineEntry('request_cancelled', {
    sources: [],
    summary: 'The app cancelled the call itself (the diner left the screen): nothing is shown.',
    origin: 'call',
    presentation: 'none',
    text: null,
    action: { type: 'silent' },
    choice: 'Not in the spec: a cancelled call is not an error for the diner.',
  }),
  tracking_not_found: defineEntry('tracking_not_found', {
    sources: ['A§7 page configuration', 'B§7 page configuration'],
    summary: 'The tracking configuration answered 404: the diner goes to the home page.',
    origin: 'call',
    presentation: 'none',
    text: null,
    action: { type: 'redirect', to: '/' },
  }),
  not_in_restaurant_location: defineEntry('not_in_restaurant_location', {
    sources: ['A§8 other 1'],
    summary: 'Not within the restaurant location: visit a branch and scan the in-store QR code.',
    origin: 'app',
    text: null,
    action: { type: 'none' },
  }),
  system_configuration_changed: defineEntry('system_configuration_changed', {
    sources: ['A§8 other 2', 'B§8 row 8'],
    summary:
      "System configuration changed; also any other 422 on a join request ('cannot join table now, contact staff').",
    origin: 'call',
    text: null,
    action: { type: 'none' },
    choice: "A§8's 'System configuration changed' and B§8's join 422 message are one entry.",
  }),
  menu_unavailable: defineEntry('menu_unavailable', {
    sources: ['A§8 other 5'],
    summary: "There is no menu: the home page shows the 'menu unavailable' screen.",
    origin: 'app',
    presentation: 'page',
    text: null,
    action: { type: 'none' },
    buttonKey: null,
  }),
  invalid_service_type: defineEntry('invalid_service_type', {
    sources: ['A§8 other 11'],
    summary: 'An invalid service type: logged only.',
    origin: 'app',
    presentation: 'none',
    text: null,
    action: { type: 'silent' },
  }),
  // our choice (issue 34): the server's rate limits (docs/server.md, "Limits") say how long to
  // wait, in the diner's language; the diner stays where they are and tries again.
  too_many_requests: defineEntry('too_many_requests', {
    sources: [],
    summary:
      'A call beyond its rate limit answered 429 too_many_requests (joining a table, calling the waiter, placing an order, starting a payment).',
    origin: 'call',
    text: null,
    values: ['retry_after_seconds'],
    action: { type: 'none' },
    choice: 'A popup that says how many seconds to wait; the diner stays and tries again.',
  }),
} satisfies CatalogueSlice;
