import { orderStatusSchema } from '@tabula/api-client';

/** The console's status filter: every order status of B§4, and all of them. */
export const ORDER_STATUSES_FOR_FILTER: readonly { value: string; label: string }[] = [
  { value: '', label: 'All statuses' },
  ...orderStatusSchema.options.map((status) => ({
    value: status,
    label: status.charAt(0).toUpperCase() + status.slice(1).replaceAll('_', ' '),
  })),
];
