import { useLingui } from '@lingui/react/macro';
import {
  BottomSheet,
  Button,
  SPLIT_COUNT_DEFAULT,
  SPLIT_COUNT_MAX,
  SplitCountSelector,
} from '@tabula/ui';
import { useState } from 'react';

/** Props of {@link SharedDishSheet}. */
export interface SharedDishSheetProps {
  /** The dish being shared, or null when the sheet is closed. */
  dishName: string | null;
  onClose: () => void;
  /** What one part pays when shared `ways` ways, formatted; null when nothing is free. */
  partText: (ways: number) => string | null;
  /** Takes one part of a unit shared `ways` ways. */
  onShare: (ways: number) => void;
}

/**
 * Share this dish (issue 18, ADR 0007): how many ways one unit of the dish is shared, 2 to 99, and
 * what the diner's one part pays; Take one part adds it to the selection.
 */
export function SharedDishSheet({ dishName, onClose, partText, onShare }: SharedDishSheetProps) {
  const { t } = useLingui();
  const [ways, setWays] = useState(SPLIT_COUNT_DEFAULT);
  const part = partText(ways);
  return (
    <BottomSheet
      open={dishName !== null}
      onClose={onClose}
      title={t`Share ${dishName ?? ''}`}
      closeLabel={t`Close`}
      footer={
        <Button
          fullWidth
          disabled={part === null}
          onClick={() => {
            onShare(ways);
          }}
        >
          {t`Take one part`}
        </Button>
      }
    >
      <SplitCountSelector
        label={t`Shared between how many people?`}
        value={Math.min(ways, SPLIT_COUNT_MAX)}
        onChange={setWays}
        decreaseLabel={t`Fewer people`}
        increaseLabel={t`More people`}
        shareText={part === null ? undefined : t`Your part: ${part}`}
      />
    </BottomSheet>
  );
}
