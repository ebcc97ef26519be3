import { useLingui } from '@lingui/react/macro';
import type { PosAuditEntry, PosOutlet } from '@tabula/api-client';
import { ACTION_LABELS } from './action-labels';
import { auditActor, auditDetails } from './audit-details';
import * as styles from './audit-log.css';
import { entryTime } from './entry-time';

/** The tablet's own time zone, for a change at no outlet of a company with none listed. */
const OWN_ZONE = new Intl.DateTimeFormat().resolvedOptions().timeZone;

/**
 * One line of the audit log: when (in its outlet's time zone, else the first outlet's), who,
 * what, to what, and its details in words.
 */
export function AuditEntryRow({
  entry,
  outlets,
}: {
  entry: PosAuditEntry;
  outlets: readonly PosOutlet[];
}) {
  const { i18n } = useLingui();
  const outlet = outlets.find((candidate) => candidate.id === entry.outlet_id);
  const zone = (outlet ?? outlets[0])?.time_zone ?? OWN_ZONE;
  const { day, time } = entryTime(entry.at, zone, i18n.locale);
  const label = ACTION_LABELS[entry.action];
  const details = auditDetails(entry, outlet, i18n);
  return (
    <tr data-audit-id={entry.id}>
      <td className={styles.cell}>
        <time className={styles.when} dateTime={entry.at}>
          <span>{day}</span>
          <span>{time}</span>
        </time>
      </td>
      <td className={styles.cell}>{auditActor(entry, i18n)}</td>
      <td className={styles.cell}>{label === undefined ? entry.action : i18n._(label)}</td>
      <td className={styles.cell}>{entry.subject}</td>
      <td className={styles.cell}>
        <span className={styles.lines}>
          {details.map((line) => (
            <span key={line}>{line}</span>
          ))}
        </span>
      </td>
    </tr>
  );
}
