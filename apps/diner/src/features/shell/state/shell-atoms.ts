import { atom } from 'jotai';
import { z } from 'zod';
import { readStored, writeStored } from '@/lib/storage/storage';
import { atomWithStored } from '@/lib/storage/stored-atom';
import { STORAGE_KEYS } from '@/lib/storage/keys';

/** The shell's overlays; one is open at a time (the side menu hands over to the one it opens). */
export type ShellOverlay = 'side_menu' | 'terms' | 'promotions' | 'dine_mode';

const overlayAtom = atom<ShellOverlay | null>(null);

/** The shell overlay on screen, if any. */
export const shellOverlayAtom = atom((get) => get(overlayAtom));

/** Opens a shell overlay (closing the one before). */
export const openShellOverlayAtom = atom(null, (_get, set, overlay: ShellOverlay) => {
  set(overlayAtom, overlay);
});

/** Closes the shell overlay on screen. */
export const closeShellOverlayAtom = atom(null, (_get, set) => {
  set(overlayAtom, null);
});

const closedListSchema = z.array(z.string());

/** The announcements closed on this visit, as session storage keeps them. */
export const storedClosedAnnouncements = atomWithStored<readonly string[]>(
  () => readStored('session', STORAGE_KEYS.dismissedAnnouncements, closedListSchema) ?? [],
  () => [],
  (closed) => closed.length === 0,
);
const closedAnnouncementsBaseAtom = storedClosedAnnouncements.base;

/** The keys of the announcements closed on this visit. */
export const closedAnnouncementsAtom = atom((get) => get(closedAnnouncementsBaseAtom));

/** Closes an announcement for the visit: kept in session storage, so a reload keeps it closed. */
export const closeAnnouncementAtom = atom(null, (get, set, key: string) => {
  const closed = get(closedAnnouncementsBaseAtom);
  if (closed.includes(key)) return;
  const next = [...closed, key];
  writeStored('session', STORAGE_KEYS.dismissedAnnouncements, next);
  set(closedAnnouncementsBaseAtom, next);
});

const dismissedOrdersAtom = atom<readonly number[]>([]);

/** The orders whose bar the diner dismissed with OK (a rejected order, B§4). */
export const dismissedOrderIdsAtom = atom((get) => get(dismissedOrdersAtom));

/** Dismisses an order's status bar for the rest of the visit. */
export const dismissOrderBarAtom = atom(null, (get, set, orderId: number) => {
  if (!get(dismissedOrdersAtom).includes(orderId)) {
    set(dismissedOrdersAtom, [...get(dismissedOrdersAtom), orderId]);
  }
});
