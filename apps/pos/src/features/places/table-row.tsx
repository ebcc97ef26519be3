import { useLingui } from '@lingui/react/macro';
import {
  endpoints,
  type DineMode,
  type PosTableChanges,
  type PosVenueTable,
  type TableQrSource,
} from '@tabula/api-client';
import { Button } from '@tabula/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type SyntheticEvent } from 'react';
import { api } from '../../app/api';
import { invalidateAfter } from '../../lib/invalidate-after';
import { row } from '../../lib/layout.css';
import { useStatusNote } from '../../lib/status-note';
import { DineModeField, NameField, TableModeField } from './place-fields';
import { usePlaceRefusal } from './place-refusal';
import { QrCodeLinks } from './qr-code-links';
import * as styles from './places.css';

/** Only what was changed, so a rename never also sends the table's ordering back. */
function changesOf(
  table: PosVenueTable,
  number: string,
  mode: TableQrSource,
  dineMode: DineMode | null,
): PosTableChanges {
  return {
    ...(number.trim() === table.number ? {} : { number: number.trim() }),
    ...(mode === table.qr_source ? {} : { qr_source: mode }),
    ...(dineMode === table.dine_mode ? {} : { dine_mode: dineMode }),
  };
}

/**
 * One table of the back office: its QR code, its number, how it orders and its dine mode (saved
 * together), a new QR code for it (the printed one then stops working) and retiring it.
 */
// issue 32: tables and counters of the back office (docs/back-office.md).
export function TableRow({ table }: { table: PosVenueTable }) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const { say } = useStatusNote();
  const refused = usePlaceRefusal();
  const [draft, setDraft] = useState(table.number);
  const [mode, setMode] = useState(table.qr_source);
  const [dineMode, setDineMode] = useState(table.dine_mode);
  const number = table.number;
  const name = t`Table ${number}`;
  const changes = changesOf(table, draft, mode, dineMode);
  const changed = Object.keys(changes).length > 0;

  const save = useMutation({
    mutationFn: () =>
      api.request(endpoints.pos.changeTable, { params: { id: table.id }, body: changes }),
    onSuccess: async ({ table: saved }) => {
      const newName = saved.number;
      say(t`Table ${newName} saved`);
      await invalidateAfter(queryClient, endpoints.pos.changeTable);
    },
    onError: (error) => {
      refused(error, name, draft.trim());
    },
  });
  const rotate = useMutation({
    mutationFn: () => api.request(endpoints.pos.rotateTableCode, { params: { id: table.id } }),
    onSuccess: async () => {
      say(t`${name} has a new QR code: print it and replace the old one`);
      await invalidateAfter(queryClient, endpoints.pos.rotateTableCode);
    },
    onError: (error) => {
      refused(error, name);
    },
  });
  const retire = useMutation({
    mutationFn: () => api.request(endpoints.pos.retireTable, { params: { id: table.id } }),
    onSuccess: async () => {
      say(t`${name} retired`);
      await invalidateAfter(queryClient, endpoints.pos.retireTable);
    },
    onError: (error) => {
      refused(error, name);
    },
  });
  const busy = save.isPending || rotate.isPending || retire.isPending;

  const submit = (event: SyntheticEvent) => {
    event.preventDefault();
    if (draft.trim() === '') {
      say(t`Give the table a number.`, 'error');
      return;
    }
    if (changed) save.mutate();
  };

  return (
    <li className={styles.place} data-table-id={table.id}>
      <h3 className={styles.heading}>{name}</h3>
      <QrCodeLinks code={table.code} name={name} />
      <form className={row} aria-label={t`Change ${name}`} onSubmit={submit}>
        <NameField label={t`Number`} value={draft} maxLength={20} onChange={setDraft} />
        <TableModeField value={mode} onChange={setMode} />
        <DineModeField value={dineMode} onChange={setDineMode} />
        <Button type="submit" size="small" disabled={!changed || busy} loading={save.isPending}>
          {t`Save`}
        </Button>
      </form>
      <div className={row}>
        <Button
          size="small"
          tone="secondary"
          disabled={busy}
          loading={rotate.isPending}
          onClick={() => {
            if (window.confirm(t`Replace the QR code of ${name}? The printed one stops working.`)) {
              rotate.mutate();
            }
          }}
        >
          {t`New QR code`}
        </Button>
        <Button
          size="small"
          tone="critical"
          disabled={busy}
          loading={retire.isPending}
          onClick={() => {
            if (window.confirm(t`Retire ${name}? Its QR code stops working.`)) retire.mutate();
          }}
        >
          {t`Retire`}
        </Button>
      </div>
    </li>
  );
}
