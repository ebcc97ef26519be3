import { createFileRoute, redirect } from '@tanstack/react-router';
import { SplitBillScreen } from '../features/split/components/split-bill-screen';
import { splitResumeSearchSchema } from '../features/split/utils/resume-split';
import { guardRoute } from '../lib/guards/guard-route';
import { scanAndPayPageQuery } from '../lib/scan-and-pay/scan-and-pay-queries';
import { homePageQuery } from '../lib/venue/home-page';
import { sessionTypeOf } from '../lib/venue/session-type';

// spec: A§2 /split-bill, the split-bill screen of scan-and-pay, gated by the cart flag; B§2.
export const Route = createFileRoute('/split-bill')({
  // issue 30: a visitor's split choice, carried through /login and applied once signed in.
  validateSearch: splitResumeSearchSchema,
  beforeLoad: async (input) => {
    await guardRoute('/split-bill')(input);
    const page = await input.context.queryClient.query(homePageQuery());
    // our choice: outside scan-and-pay there is no table bill to split, so / (A§2 invalid route).
    if (sessionTypeOf(page.session) !== 'scan_and_pay') {
      // eslint-disable-next-line @typescript-eslint/only-throw-error -- the router's redirect protocol
      throw redirect({ to: '/', replace: true });
    }
  },
  // Read on every visit: the bill changes as the table pays.
  loader: ({ context }) => context.queryClient.query(scanAndPayPageQuery()),
  component: () => <SplitBillScreen />,
});
