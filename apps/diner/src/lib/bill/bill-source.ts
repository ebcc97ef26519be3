import type { orderDetailsPageSchema } from '@tabula/api-client';
import type { z } from 'zod';

/** The order-details page configuration (`GET /pages/order_details`). */
export type OrderDetailsPage = z.infer<typeof orderDetailsPageSchema>;

/**
 * The configuration a bill is priced from: what the order-details and checkout pages both answer
 * (menu, promotions, company, session, loyalty and the table's running order).
 */
export type BillSource = Pick<
  OrderDetailsPage,
  'menu' | 'promotions' | 'company' | 'session' | 'loyalty' | 'order'
>;
