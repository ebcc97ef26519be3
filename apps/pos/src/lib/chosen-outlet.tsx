import { useLingui } from '@lingui/react/macro';
import type { PosOutlet } from '@tabula/api-client';
import { posOutletsQueryOptions } from '@tabula/api-client/query';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import { api } from '../app/api';
import { control, field, panel, row } from './layout.css';
import { readOutletId, writeOutletId } from './staff-session';
import { useFailure } from './use-failure';

/** The outlets the person works at, and the one this tab shows (the first unless chosen). */
export interface ChosenOutlet {
  outlets: readonly PosOutlet[];
  outlet: PosOutlet | undefined;
  choose: (id: number) => void;
}

/** The person's outlets and the one chosen, kept for the tab across the console's pages. */
export function useChosenOutlet(): ChosenOutlet {
  const failed = useFailure();
  const listed = useQuery(posOutletsQueryOptions(api));
  const [chosen, setChosen] = useState<number | null>(readOutletId);
  useEffect(() => {
    if (listed.error) failed(listed.error);
  }, [listed.error, failed]);
  const outlets = listed.data?.outlets ?? [];
  return {
    outlets,
    outlet: outlets.find((candidate) => candidate.id === chosen) ?? outlets[0],
    choose: (id) => {
      writeOutletId(id);
      setChosen(id);
    },
  };
}

/** The outlet picker every page of the console opens with. */
export function OutletPicker({ outlets, outlet, choose }: ChosenOutlet) {
  const { t } = useLingui();
  const id = useId();
  return (
    <div className={`${panel} ${row}`}>
      <label className={field} htmlFor={id}>
        {t`Outlet`}
        <select
          id={id}
          className={control}
          value={outlet?.id ?? ''}
          onChange={(event) => {
            choose(Number(event.target.value));
          }}
        >
          {outlets.map((candidate) => {
            const name = candidate.company_name;
            const outletId = candidate.id;
            const currency = candidate.currency;
            return (
              <option key={outletId} value={outletId}>
                {t`${name} (outlet ${outletId}, ${currency})`}
              </option>
            );
          })}
        </select>
      </label>
    </div>
  );
}
