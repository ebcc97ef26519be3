import { atom } from 'jotai';

/*
 * A screen outside the shell (the sign-in's SG terms checkbox, A§5) asks for the terms of
 * service modal, which the shell owns (A§2) and features may not import: the request lives here,
 * below both; the shell opens its modal while it is set and clears it on close.
 */

const requestedAtom = atom(false);

/** Whether a screen asked for the terms of service modal. */
export const termsRequestedAtom = atom((get) => get(requestedAtom));

/** Asks the shell to open the terms of service modal. */
export const requestTermsAtom = atom(null, (_get, set) => {
  set(requestedAtom, true);
});

/** The terms modal was closed: the request is done. */
export const clearTermsRequestAtom = atom(null, (_get, set) => {
  set(requestedAtom, false);
});
