import { useLingui } from '@lingui/react/macro';
import { equalShares } from '@tabula/engine';
import {
  Button,
  Modal,
  Radio,
  RadioGroup,
  SPLIT_COUNT_DEFAULT,
  SplitCountSelector,
} from '@tabula/ui';
import { useState } from 'react';
import { useFormatMoney } from '@/lib/i18n/use-format-money';
import type { SplitChoice } from '../hooks/use-split-actions';
import * as styles from './split.css';

/** Props of {@link SplitChoiceModal}. */
export interface SplitChoiceModalProps {
  open: boolean;
  onClose: () => void;
  /** The bill before tips, shared by the splits (the bill split's total_amount). */
  total: string;
  precision: number;
  /** Saves the choice; the modal stays open while it runs. */
  onChoose: (choice: SplitChoice) => void;
  pending: boolean;
}

/**
 * The split modal (B§2 Split-bill screen): Split Evenly with the count selector (B§5: 2 to 99,
 * 2 by default) and each person's share, or Choose Items to Pay.
 */
export function SplitChoiceModal({
  open,
  onClose,
  total,
  precision,
  onChoose,
  pending,
}: SplitChoiceModalProps) {
  const { t } = useLingui();
  const formatMoney = useFormatMoney();
  const [type, setType] = useState<'equal' | 'manual'>('equal');
  const [count, setCount] = useState(SPLIT_COUNT_DEFAULT);
  // The largest share: the engine's equal shares give the first ones the remainder.
  const share = equalShares(total, count, precision)[0];
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={t`Split the bill`}
      closeLabel={t`Close`}
      footer={
        <Button
          fullWidth
          loading={pending}
          onClick={() => {
            onChoose(type === 'equal' ? { type, count } : { type });
          }}
        >
          {t`Continue`}
        </Button>
      }
    >
      <div className={styles.choices}>
        <RadioGroup label={t`How would you like to split?`}>
          <Radio
            name="split-type"
            value="equal"
            label={t`Split Evenly`}
            checked={type === 'equal'}
            onChange={() => {
              setType('equal');
            }}
          />
          <Radio
            name="split-type"
            value="manual"
            label={t`Choose Items to Pay`}
            checked={type === 'manual'}
            onChange={() => {
              setType('manual');
            }}
          />
        </RadioGroup>
        {type === 'equal' && (
          <SplitCountSelector
            label={t`Split between how many people?`}
            value={count}
            onChange={setCount}
            decreaseLabel={t`Fewer people`}
            increaseLabel={t`More people`}
            shareText={share === undefined ? undefined : t`${formatMoney(share)} each`}
          />
        )}
      </div>
    </Modal>
  );
}
