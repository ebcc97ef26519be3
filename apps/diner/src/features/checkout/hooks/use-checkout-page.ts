import type { checkoutPageSchema } from '@tabula/api-client';
import { checkoutPageQueryOptions } from '@tabula/api-client/query';
import { useSuspenseQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '@/lib/api/api';

/** The checkout page configuration (`GET /pages/checkout`). */
export type CheckoutPage = z.infer<typeof checkoutPageSchema>;

/** The checkout configuration as the route loads it. */
export const checkoutPageQuery = () => checkoutPageQueryOptions(api);

/** The loaded checkout configuration: menu, promotions, loyalty, payment types and tips. */
export function useCheckoutPage(): CheckoutPage {
  return useSuspenseQuery(checkoutPageQuery()).data;
}
