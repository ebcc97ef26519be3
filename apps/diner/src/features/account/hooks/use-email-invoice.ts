import { invoicesEndpoints } from '@tabula/api-client';
import { endpointMutationOptions } from '@tabula/api-client/query';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useSetAtom } from 'jotai';
import { api } from '@/lib/api/api';
import { showErrorAtom } from '@/lib/errors/error-queue';
import { rememberInvoiceEmail } from '../state/invoice-email-memory';
import {
  invoiceEmailBody,
  usedInvoiceAddress,
  type InvoiceRecipient,
} from '../utils/invoice-email';

/** Sends an invoice by e-mail. */
export interface EmailInvoice {
  send: (
    sapaadOrderId: number,
    recipient: InvoiceRecipient,
    registered: string | null,
    onSent: () => void,
  ) => void;
  pending: boolean;
}

/**
 * POST /invoices/{sapaad_order_id}/email-invoice (A§7): to the registered address, or to a new
 * one. The address used is remembered on this device (A§4); a failure shows the generic error.
 */
export function useEmailInvoice(): EmailInvoice {
  const queryClient = useQueryClient();
  const showError = useSetAtom(showErrorAtom);
  const mutation = useMutation({
    ...endpointMutationOptions(api, queryClient, invoicesEndpoints.email),
    onError: (error) => {
      showError({ error, operation: 'other' });
    },
  });
  return {
    send: (sapaadOrderId, recipient, registered, onSent) => {
      mutation.mutate(
        {
          params: { sapaad_order_id: sapaadOrderId },
          body: invoiceEmailBody(sapaadOrderId, recipient),
        },
        {
          onSuccess: () => {
            // spec: A§4 Invoice, the e-mail address used is remembered locally.
            rememberInvoiceEmail(usedInvoiceAddress(recipient, registered));
            onSent();
          },
        },
      );
    },
    pending: mutation.isPending,
  };
}
