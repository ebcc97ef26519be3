import { useLingui } from '@lingui/react/macro';
import { endpoints, type PosCounter, type PosCounterChanges } from '@tabula/api-client';
import { Button } from '@tabula/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type SyntheticEvent } from 'react';
import { api } from '../../app/api';
import { invalidateAfter } from '../../lib/invalidate-after';
import { row } from '../../lib/layout.css';
import { useStatusNote } from '../../lib/status-note';
import { DineModeField, NameField } from './place-fields';
import { usePlaceRefusal } from './place-refusal';
import { QrCodeLinks } from './qr-code-links';
import * as styles from './places.css';

/** One walk-in counter: its QR code, its label and dine mode (saved together), retiring it. */
// issue 32: tables and counters of the back office (docs/back-office.md).
export function CounterRow({ counter }: { counter: PosCounter }) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const { say } = useStatusNote();
  const refused = usePlaceRefusal();
  const [label, setLabel] = useState(counter.label);
  const [dineMode, setDineMode] = useState(counter.dine_mode);
  const params = { token: counter.code.token };
  const changes: PosCounterChanges = {
    ...(label.trim() === counter.label ? {} : { label: label.trim() }),
    ...(dineMode === counter.dine_mode ? {} : { dine_mode: dineMode }),
  };
  const changed = Object.keys(changes).length > 0;
  const name = counter.label;

  const save = useMutation({
    mutationFn: () => api.request(endpoints.pos.changeCounter, { params, body: changes }),
    onSuccess: async ({ counter: saved }) => {
      const newName = saved.label;
      say(t`${newName} saved`);
      await invalidateAfter(queryClient, endpoints.pos.changeCounter);
    },
    onError: (error) => {
      refused(error, name, label.trim());
    },
  });
  const retire = useMutation({
    mutationFn: () => api.request(endpoints.pos.retireCounter, { params }),
    onSuccess: async () => {
      say(t`${name} retired`);
      await invalidateAfter(queryClient, endpoints.pos.retireCounter);
    },
    onError: (error) => {
      refused(error, name);
    },
  });
  const busy = save.isPending || retire.isPending;

  const submit = (event: SyntheticEvent) => {
    event.preventDefault();
    if (label.trim() === '') {
      say(t`Give the counter a name.`, 'error');
      return;
    }
    if (changed) save.mutate();
  };

  return (
    <li className={styles.place} data-counter-token={counter.code.token}>
      <h3 className={styles.heading}>{name}</h3>
      <QrCodeLinks code={counter.code} name={name} />
      <form className={row} aria-label={t`Change ${name}`} onSubmit={submit}>
        <NameField label={t`Name`} value={label} maxLength={40} onChange={setLabel} />
        <DineModeField value={dineMode} onChange={setDineMode} />
        <Button type="submit" size="small" disabled={!changed || busy} loading={save.isPending}>
          {t`Save`}
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
      </form>
    </li>
  );
}
