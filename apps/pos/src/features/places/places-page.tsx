import { useLingui } from '@lingui/react/macro';
import { endpoints, type PosOutlet } from '@tabula/api-client';
import { posPlacesQueryOptions } from '@tabula/api-client/query';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { api } from '../../app/api';
import { muted, panel, row } from '../../lib/layout.css';
import { useFailure } from '../../lib/use-failure';
import { AddCounterForm, AddTableForm } from './add-place-forms';
import { CounterRow } from './counter-row';
import * as styles from './places.css';
import { TableRow } from './table-row';

/**
 * The outlet's tables and walk-in counters as the back office keeps them: each with its QR code
 * to print, changed, replaced or retired; new ones added; and the print-ready sheet of every code.
 */
// issue 32: the back office's tables, counters and QR codes (docs/back-office.md).
export function PlacesPage({ outlet }: { outlet: PosOutlet }) {
  const { t } = useLingui();
  const failed = useFailure();
  const places = useQuery(posPlacesQueryOptions(api, { params: { id: outlet.id } }));
  useEffect(() => {
    if (places.error) failed(places.error);
  }, [places.error, failed]);
  const sheet = api.url(endpoints.pos.qrSheet, { params: { id: outlet.id } });
  const tables = places.data?.tables;
  const counters = places.data?.counters;
  return (
    <>
      <section className={panel} aria-labelledby="places-tables">
        <div className={row}>
          <h2 id="places-tables">{t`Tables`}</h2>
          {/* The file keeps the name the server gives it (qr-codes-{company}-{outlet}.pdf). */}
          <a className={styles.download} href={sheet} download>
            {t`Download the QR sheet to print (PDF)`}
          </a>
        </div>
        {tables === undefined && <p className={muted}>{t`Loading…`}</p>}
        {tables?.length === 0 && <p className={muted}>{t`No tables yet.`}</p>}
        {tables !== undefined && tables.length > 0 && (
          <ul className={styles.list}>
            {tables.map((table) => (
              <TableRow key={table.id} table={table} />
            ))}
          </ul>
        )}
        <h3>{t`Add a table`}</h3>
        <AddTableForm outletId={outlet.id} />
      </section>
      <section className={panel} aria-labelledby="places-counters">
        <h2 id="places-counters">{t`Walk-in counters`}</h2>
        {counters?.length === 0 && <p className={muted}>{t`No counters yet.`}</p>}
        {counters !== undefined && counters.length > 0 && (
          <ul className={styles.list}>
            {counters.map((counter) => (
              <CounterRow key={counter.code.token} counter={counter} />
            ))}
          </ul>
        )}
        <h3>{t`Add a counter`}</h3>
        <AddCounterForm outletId={outlet.id} />
      </section>
    </>
  );
}
