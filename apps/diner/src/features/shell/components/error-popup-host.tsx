import { useLingui } from '@lingui/react';
import { queryKeys } from '@tabula/api-client/query';
import { ErrorPopup } from '@tabula/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { useAtomValue, useSetAtom } from 'jotai';
import { useCallback, useEffect, useMemo, useRef } from 'react';
import { clearOrderAtom } from '@/lib/cart/clear-order-atom';
import { planError } from '@/lib/errors/error-plan';
import { currentErrorAtom, dismissErrorAtom, showErrorAtom } from '@/lib/errors/error-queue';
import { ERROR_DETAILS_LABEL } from '@/lib/errors/error-messages';
import { systemTimers, type Timers } from '@/lib/timers';

/**
 * Shows the error queue one entry at a time (A§8: a title, a message, optional details and one
 * button that closes the popup or redirects) and runs each entry's action: a redirect (at once,
 * on the button, or after the entry's delay), clearing the cart, the entry that follows.
 *
 * @param props.timers - The clock the delayed redirect waits on (the browser's by default; tests
 *   move a manual one).
 */
export function ErrorPopupHost({ timers = systemTimers }: { timers?: Timers } = {}) {
  const { i18n } = useLingui();
  const current = useAtomValue(currentErrorAtom);
  const dismiss = useSetAtom(dismissErrorAtom);
  const show = useSetAtom(showErrorAtom);
  const clearOrder = useSetAtom(clearOrderAtom);
  const queryClient = useQueryClient();
  const router = useRouter();
  const plan = useMemo(() => (current === null ? null : planError(current.resolved)), [current]);
  // The entry whose action already ran: a redirect or a button runs once per entry.
  const finished = useRef<number | null>(null);

  const finish = useCallback(
    (to: string | null) => {
      if (current === null || plan === null || finished.current === current.key) return;
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
    if (current === null || plan === null) return;
    // spec: A§8, items in the cart are no longer on the menu: the cart is cleared.
    if (plan.clearCart) clearOrder();
    if (plan.log) console.warn(`error ${current.resolved.id}`, current.resolved);
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
  }, [current, plan, finish, clearOrder, timers]);

  if (current === null || !plan?.visible) return null;
  return (
    <ErrorPopup
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
