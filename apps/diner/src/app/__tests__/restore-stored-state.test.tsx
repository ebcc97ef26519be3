import { createStore, Provider, useStore } from 'jotai';
import { useLayoutEffect } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { closeAnnouncementAtom, closedAnnouncementsAtom } from '@/features/shell/state/shell-atoms';
import { STORAGE_KEYS } from '@/lib/storage/keys';
import { RestoreStoredState } from '../restore-stored-state';
import { holdStoredStateAtom } from '../stored-state';

afterEach(() => {
  sessionStorage.clear();
});

/** A screen after the restorer: what it saw in its own layout effect, before the first paint. */
function Probe({ seen }: { seen: (closed: readonly string[]) => void }) {
  const store = useStore();
  useLayoutEffect(() => {
    seen(store.get(closedAnnouncementsAtom));
  }, [store, seen]);
  return null;
}

describe('RestoreStoredState', () => {
  it('restores the held values before the layout effects of the screens drawn after it', async () => {
    createStore().set(closeAnnouncementAtom, 'banner:41');
    expect(sessionStorage.getItem(STORAGE_KEYS.dismissedAnnouncements)).toBe('["banner:41"]');
    const store = createStore();
    store.set(holdStoredStateAtom);
    expect(store.get(closedAnnouncementsAtom)).toEqual([]);
    const seen: (readonly string[])[] = [];
    await render(
      <Provider store={store}>
        <RestoreStoredState />
        <Probe seen={(closed) => seen.push(closed)} />
      </Provider>,
    );
    expect(seen[0]).toEqual(['banner:41']);
    expect(store.get(closedAnnouncementsAtom)).toEqual(['banner:41']);
  });
});
