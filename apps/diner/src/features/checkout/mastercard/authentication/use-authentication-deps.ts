import { useSetAtom } from 'jotai';
import { useMemo } from 'react';
import { api } from '@/lib/api/api';
import { listenLive } from '@/lib/realtime/realtime-client';
import type { Timers } from '@/lib/timers';
import type { AuthenticationDeps } from './authenticate-payer';
import { shownChallengeAtom } from './challenge-state';

/** What {@link authenticatePayer} needs, from the app: its API, its live channels, the sheet. */
export function useAuthenticationDeps(timers: Timers): AuthenticationDeps {
  const setChallenge = useSetAtom(shownChallengeAtom);
  return useMemo(
    () => ({
      client: api,
      timers,
      listen: listenLive,
      showChallenge: setChallenge,
      hideChallenge: () => {
        setChallenge(null);
      },
    }),
    [timers, setChallenge],
  );
}
