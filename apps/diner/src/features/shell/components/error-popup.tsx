import { useLingui } from '@lingui/react';
import { queryKeys } from '@tabula/api-client/query';
import { ErrorPopup as UiErrorPopup } from '@tabula/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { useSetAtom } from 'jotai';
import { useCallback, useEffect, useMemo, useRef } from 'react';
import { clearOrderAtom } from '@/lib/cart/clear-order-atom';
import { planError } from '@/lib/errors/error-plan';
import { dismissErrorAtom, showErrorAtom, type QueuedError } from '@/lib/errors/error-queue';
import { ERROR_DETAILS_LABEL } from '@/lib/errors/error-messages';
import { resolveReport } from '@/lib/errors/resolve-report';
import type { Timers } from '@/lib/timers';

/** Props of {@link ErrorPopup}. */
export interface ErrorPopupProps {
  /** The error on screen: the first of the queue. */
  current: QueuedError;
  /** The clock the delayed redirect waits on. */
  timers: Timers;
}

/**
 * Shows the first error of the queue (A§8: a title, a message, optional details and one button
 * that closes the popup or redirects) and runs its entry's action: a redirect (at once, on the
 * button, or after the entry's delay), clearing the cart, the entry that follows. Loaded by
 * {@link ErrorPopupHost} with the first error, with the catalogue and its texts.
 */
export function ErrorPopup({ current, timers }: ErrorPopupProps) {
  const { i18n } = useLingui();
  const dismiss = useSetAtom(dismissErrorAtom);
  const show = useSetAtom(showErrorAtom);
  const clearOrder = useSetAtom(clearOrderAtom);
  const queryClient = useQueryClient();
  const router = useRouter();
  const resolved = useMemo(() => resolveReport(current.report), [current]);
  const plan = useMemo(() => planError(resolved), [resolved]);
  // The entry whose action already ran: a redirect or a button runs once per entry.
  const finished = useRef<number | null>(null);

  const finish = useCallback(
    (to: string | null) => {
      if (finished.current === current.key) return;
      finished.current = current.key;
      dismiss();
      if (plan.next !== null) show({ id: plan.next });
      if (to === null) return;
      void (async () => {
        // An error that redirects means the server's view changed (a 401 ends the session; sold
        // out items, A§8): the configurations are read again where the diner lands, so a diner
        // without a session gets the 'not allowed to access directly' page, and /order-details
        // flags the sold-out lines at once.
        await queryClient.invalidateQueries({
          queryKey: queryKeys.area('pages'),
          refetchType: 'none',
        });
        await router.navigate({ href: to });
        await router.invalidate();
      })();
    },
    [current, plan, dismiss, show, queryClient, router],
  );

  useEffect(() => {
    // spec: A§8, items in the cart are no longer on the menu: the cart is cleared.
    if (plan.clearCart) clearOrder();
    if (plan.log) console.warn(`error ${resolved.id}`, resolved);
    if (plan.autoRedirect !== null) {
      const { to, delayMs } = plan.autoRedirect;
      const timer = timers.setTimeout(() => {
        finish(to);
      }, delayMs);
      return () => {
        timers.clearTimeout(timer);
      };
    }
    // Nothing to show and nowhere to go: the entry leaves the queue.
    if (!plan.visible) finish(null);
    return undefined;
  }, [resolved, plan, finish, clearOrder, timers]);

  if (!plan.visible) return null;
  return (
    <UiErrorPopup
      key={current.key}
      open
      title={i18n._(plan.title)}
      message={typeof plan.message === 'string' ? plan.message : i18n._(plan.message)}
      {...(plan.details === null
        ? {}
        : {
            details: {
              label: i18n._(ERROR_DETAILS_LABEL),
              text: i18n._(plan.details),
            },
          })}
      actionLabel={i18n._(plan.button)}
      onAction={() => {
        finish(plan.pressRedirect);
      }}
    />
  );
}
