import { useAtomValue } from 'jotai';
import { lazy, Suspense } from 'react';
import { currentErrorAtom } from '@/lib/errors/error-queue';
import { systemTimers, type Timers } from '@/lib/timers';

const ErrorPopup = lazy(() =>
  import('./error-popup').then((module) => ({ default: module.ErrorPopup })),
);

/**
 * Shows the error queue one entry at a time (A§8) through {@link ErrorPopup}, which loads with
 * the first error: the error catalogue and its texts are not part of the menu's first load.
 *
 * @param props.timers - The clock the delayed redirect waits on (the browser's by default; tests
 *   move a manual one).
 */
export function ErrorPopupHost({ timers = systemTimers }: { timers?: Timers } = {}) {
  const current = useAtomValue(currentErrorAtom);
  if (current === null) return null;
  return (
    <Suspense fallback={null}>
      <ErrorPopup current={current} timers={timers} />
    </Suspense>
  );
}
