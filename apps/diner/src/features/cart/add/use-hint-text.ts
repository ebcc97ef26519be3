import { useLingui } from '@lingui/react/macro';
import type { HintMessage } from '@tabula/engine';

/**
 * Turns the engine's modifier hints (getGroupHint) into the diner's language: the rule and the
 * 'n of max' counter, with the spec's English wording as the source text (A§5).
 *
 * @returns a function from a hint to its text
 */
export function useHintText(): (hint: HintMessage) => string {
  const { t } = useLingui();
  return (hint) => {
    const { minimum = 0, maximum = 0, n = 0, max = 0 } = hint.values;
    // spec: A§5 Cart and ordering, modifier hints.
    switch (hint.key) {
      case 'modifier.hint.choose':
        return t`Please choose ${minimum}`;
      case 'modifier.hint.choose_range':
        return t`Please choose minimum of ${minimum} and maximum of ${maximum}`;
      case 'modifier.hint.choose_maximum':
        return t`Please choose maximum of ${maximum}`;
      case 'modifier.hint.counter':
        return t`${n} of ${max}`;
    }
  };
}
