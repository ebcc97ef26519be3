import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { PendingJoinRequest } from '@tabula/api-client';
import { Button, Checkbox, Modal } from '@tabula/ui';
import { isolate } from '@/lib/i18n/venue-text';
import { autoJoinMinutes } from '../utils/join-queue';
import * as styles from './table-join.css';

/** Props of {@link JoinRequestPopup}. */
export interface JoinRequestPopupProps {
  /** The request shown (the first of the queue); none closes the popup. */
  request: PendingJoinRequest | undefined;
  /** AUTO_JOIN_LIFESPAN in seconds. */
  lifespanSeconds: number;
  autoApprove: boolean;
  onAutoApproveChange: (on: boolean) => void;
  onAccept: () => void;
  onReject: () => void;
  /** The close button, Escape or the backdrop: no answer. */
  onDismiss: () => void;
}

/**
 * The table-join-request popup a member sees (B§2 popups; B§4 Table join): who asks to join and
 * the items they bring, Accept and Reject, and a checkbox that accepts later requests by itself
 * for AUTO_JOIN_LIFESPAN, shown in minutes.
 */
export function JoinRequestPopup({
  request,
  lifespanSeconds,
  autoApprove,
  onAutoApproveChange,
  onAccept,
  onReject,
  onDismiss,
}: JoinRequestPopupProps) {
  const { t } = useLingui();
  const minutes = autoJoinMinutes(lifespanSeconds);
  const name = request?.name ?? null;
  const who = name === null ? '' : isolate(name);
  return (
    <Modal
      open={request !== undefined}
      onClose={onDismiss}
      title={t`Request to join your table`}
      closeLabel={t`Close`}
      footer={
        <div className={styles.actions}>
          <div className={styles.action}>
            <Button tone="secondary" fullWidth onClick={onReject}>
              {t`Reject`}
            </Button>
          </div>
          <div className={styles.action}>
            <Button fullWidth onClick={onAccept}>
              {t`Accept`}
            </Button>
          </div>
        </div>
      }
    >
      <p className={styles.message}>
        {name === null
          ? t`Someone would like to join your table.`
          : t`${who} would like to join your table.`}
      </p>
      {request !== undefined && request.items.length > 0 && (
        <ul className={styles.items} aria-label={t`Items they are bringing`}>
          {request.items.map((item, index) => (
            <li key={`${String(index)}-${String(item.id)}`}>
              <bdi>{item.name}</bdi> × {item.count}
            </li>
          ))}
        </ul>
      )}
      <Checkbox
        label={t({
          message: plural(minutes, {
            one: 'Accept new requests automatically for the next # minute',
            other: 'Accept new requests automatically for the next # minutes',
          }),
        })}
        checked={autoApprove}
        onChange={onAutoApproveChange}
      />
    </Modal>
  );
}
