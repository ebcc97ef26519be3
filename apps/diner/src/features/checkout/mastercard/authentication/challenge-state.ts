import { atom } from 'jotai';

/** An issuer's challenge the diner answers: the gateway's redirect html, shown in a frame. */
export interface ShownChallenge {
  /** The payment reference it authenticates. */
  reference: string;
  /** The gateway's redirect html: a form that opens the issuer's page in its frame. */
  html: string;
  /** The diner closed the challenge without answering it. */
  onCancel: () => void;
}

/** The challenge the checkout shows now, or null (B§4 Google Pay step 3, a typed card too). */
export const shownChallengeAtom = atom<ShownChallenge | null>(null);
