import { useLingui } from '@lingui/react/macro';
import { Button } from '@tabula/ui';
import { useId } from 'react';
import * as tab from './tab-checkout.css';

/** Props of {@link TabGroupPrompt}. */
export interface TabGroupPromptProps {
  /** The current answer: true pays only the diner's orders, false everything; null unanswered. */
  payForSelf: boolean | null;
  onAnswer: (payForSelf: boolean) => void;
}

/**
 * The group prompt of an open tab with several unpaid members (B§4): 'Would you like to pay
 * everything including orders from your group?' Yes pays for the group, No only the diner's own
 * orders; the chosen answer is pressed.
 */
export function TabGroupPrompt({ payForSelf, onAnswer }: TabGroupPromptProps) {
  const { t } = useLingui();
  const questionId = useId();
  return (
    <section className={tab.prompt} aria-labelledby={questionId}>
      <p id={questionId} className={tab.promptQuestion}>
        {t`Would you like to pay everything including orders from your group?`}
      </p>
      <div className={tab.promptAnswers} role="group" aria-labelledby={questionId}>
        <Button
          tone={payForSelf === false ? 'primary' : 'secondary'}
          aria-pressed={payForSelf === false}
          onClick={() => {
            onAnswer(false);
          }}
        >
          {t`Yes`}
        </Button>
        <Button
          tone={payForSelf === true ? 'primary' : 'secondary'}
          aria-pressed={payForSelf === true}
          onClick={() => {
            onAnswer(true);
          }}
        >
          {t`No`}
        </Button>
      </div>
    </section>
  );
}
