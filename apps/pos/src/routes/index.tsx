import { useLingui } from '@lingui/react/macro';
import { orderStatusSchema } from '@tabula/api-client';
import { posOutletsQueryOptions } from '@tabula/api-client/query';
import { useQuery } from '@tanstack/react-query';
import { Button } from '@tabula/ui';
import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { useEffect, useId, useState } from 'react';
import { z } from 'zod';
import { api } from '../app/api';
import { OrdersPanel } from '../features/orders/orders-panel';
import { OrderPayments } from '../features/refunds/order-payments';
import { SignInForm } from '../features/sign-in/sign-in-form';
import { StockPanel } from '../features/stock/stock-panel';
import { TablesPanel } from '../features/tables/tables-panel';
import { control, field, muted, panel, row } from '../lib/layout.css';
import { OrderPaymentsProvider } from '../lib/order-payments-slot';
import { useStaffAuth } from '../lib/staff-auth';
import { readOutletId, writeOutletId } from '../lib/staff-session';
import { useFailure } from '../lib/use-failure';

/** The console's search: the status the order list is filtered by, when one is chosen. */
const searchSchema = z.object({ status: orderStatusSchema.optional().catch(undefined) });

export const Route = createFileRoute('/')({
  validateSearch: searchSchema,
  component: ConsolePage,
});

/** The sign-in form until a person signs in, then the console. */
function ConsolePage() {
  const { t } = useLingui();
  const { state, retry } = useStaffAuth();
  switch (state.kind) {
    case 'checking':
      return <p className={muted}>{t`Loading…`}</p>;
    case 'unreachable':
      return (
        <div className={`${panel} ${row}`}>
          <p>{t`The server did not answer. Check the connection and try again.`}</p>
          <Button onClick={retry}>{t`Try again`}</Button>
        </div>
      );
    case 'signed_out':
      return <SignInForm />;
    case 'signed_in':
      return <Console />;
  }
}

/**
 * The outlet picker, the outlet's tables (first: a waiter call lasts 70 s), its orders and its
 * menu stock. Wherever they show an order, its payments and refunds come from the refunds
 * feature, given through lib/order-payments-slot (a feature never imports another).
 */
function Console() {
  const { t } = useLingui();
  const failed = useFailure();
  const outletFieldId = useId();
  const { status } = Route.useSearch();
  const navigate = useNavigate({ from: '/' });
  const outlets = useQuery(posOutletsQueryOptions(api));
  const [chosen, setChosen] = useState<number | null>(readOutletId);
  useEffect(() => {
    if (outlets.error) failed(outlets.error);
  }, [outlets.error, failed]);

  const list = outlets.data?.outlets ?? [];
  const outlet = list.find((candidate) => candidate.id === chosen) ?? list[0];
  return (
    <>
      <div className={`${panel} ${row}`}>
        <label className={field} htmlFor={outletFieldId}>
          {t`Outlet`}
          <select
            id={outletFieldId}
            className={control}
            value={outlet?.id ?? ''}
            onChange={(event) => {
              const id = Number(event.target.value);
              writeOutletId(id);
              setChosen(id);
            }}
          >
            {list.map((candidate) => {
              const name = candidate.company_name;
              const id = candidate.id;
              const currency = candidate.currency;
              return (
                <option key={id} value={id}>
                  {t`${name} (outlet ${id}, ${currency})`}
                </option>
              );
            })}
          </select>
        </label>
      </div>
      {outlet !== undefined && (
        <OrderPaymentsProvider view={OrderPayments}>
          <TablesPanel outlet={outlet} />
          <OrdersPanel
            outlet={outlet}
            status={status}
            onStatusChange={(next) => {
              void navigate({ search: next === undefined ? {} : { status: next } });
            }}
          />
          <StockPanel outletId={outlet.id} />
        </OrderPaymentsProvider>
      )}
    </>
  );
}
