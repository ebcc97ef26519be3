import { useLingui } from '@lingui/react/macro';
import { endpoints, type DineMode, type TableQrSource } from '@tabula/api-client';
import { Button } from '@tabula/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type SyntheticEvent } from 'react';
import { api } from '../../app/api';
import { invalidateAfter } from '../../lib/invalidate-after';
import { row } from '../../lib/layout.css';
import { useStatusNote } from '../../lib/status-note';
import { DineModeField, NameField, TableModeField } from './place-fields';
import { usePlaceRefusal } from './place-refusal';

/** Adds a table to the outlet: its number, how it orders, its dine mode (eat in unless chosen). */
export function AddTableForm({ outletId }: { outletId: number }) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const { say } = useStatusNote();
  const refused = usePlaceRefusal();
  const [number, setNumber] = useState('');
  const [mode, setMode] = useState<TableQrSource>('dine_pf');
  const [dineMode, setDineMode] = useState<DineMode | null>('eat_in');
  const add = useMutation({
    mutationFn: (body: { number: string; qr_source: TableQrSource; dine_mode: DineMode | null }) =>
      api.request(endpoints.pos.addTable, { params: { id: outletId }, body }),
    onSuccess: async ({ table }) => {
      const added = table.number;
      say(t`Table ${added} added, with its QR code`);
      setNumber('');
      await invalidateAfter(queryClient, endpoints.pos.addTable);
    },
    onError: (error, body) => {
      const asked = body.number;
      refused(error, t`Table ${asked}`, asked);
    },
  });
  const submit = (event: SyntheticEvent) => {
    event.preventDefault();
    if (number.trim() === '') {
      say(t`Give the table a number.`, 'error');
      return;
    }
    add.mutate({ number: number.trim(), qr_source: mode, dine_mode: dineMode });
  };
  return (
    <form className={row} aria-label={t`Add a table`} onSubmit={submit}>
      <NameField label={t`Number`} value={number} maxLength={20} onChange={setNumber} />
      <TableModeField value={mode} onChange={setMode} />
      <DineModeField value={dineMode} onChange={setDineMode} />
      <Button type="submit" disabled={add.isPending} loading={add.isPending}>
        {t`Add the table`}
      </Button>
    </form>
  );
}

/** Adds a walk-in counter: its name and dine mode (the outlet's service type unless chosen). */
export function AddCounterForm({ outletId }: { outletId: number }) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const { say } = useStatusNote();
  const refused = usePlaceRefusal();
  const [label, setLabel] = useState('');
  const [dineMode, setDineMode] = useState<DineMode | null>(null);
  const add = useMutation({
    mutationFn: (body: { label: string; dine_mode: DineMode | null }) =>
      api.request(endpoints.pos.addCounter, { params: { id: outletId }, body }),
    onSuccess: async ({ counter }) => {
      const added = counter.label;
      say(t`${added} added, with its QR code`);
      setLabel('');
      await invalidateAfter(queryClient, endpoints.pos.addCounter);
    },
    onError: (error, body) => {
      refused(error, body.label);
    },
  });
  const submit = (event: SyntheticEvent) => {
    event.preventDefault();
    if (label.trim() === '') {
      say(t`Give the counter a name.`, 'error');
      return;
    }
    add.mutate({ label: label.trim(), dine_mode: dineMode });
  };
  return (
    <form className={row} aria-label={t`Add a counter`} onSubmit={submit}>
      <NameField label={t`Name`} value={label} maxLength={40} onChange={setLabel} />
      <DineModeField value={dineMode} onChange={setDineMode} />
      <Button type="submit" disabled={add.isPending} loading={add.isPending}>
        {t`Add the counter`}
      </Button>
    </form>
  );
}
