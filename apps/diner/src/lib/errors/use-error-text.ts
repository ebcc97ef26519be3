import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';
import { catalogueEntry, type ErrorId } from '@tabula/api-client';
import { useCallback } from 'react';
import { errorMessage } from './error-messages';

/**
 * The message of a catalogue entry in the diner's language, for the entries a screen shows
 * itself beside a field or a list (presentation inline): a coupon's refusal, a split someone
 * else took.
 *
 * @returns the function that words an entry, with the values of its placeholders
 * @example `const errorText = useErrorText(); errorText('split_slot_taken')`
 */
export function useErrorText(): (id: ErrorId, values?: Readonly<Record<string, string>>) => string {
  const { i18n } = useLingui();
  return useCallback(
    (id, values) => {
      // Built apart from the call: lingui's extractor cannot read a spread inside i18n._(...).
      const descriptor: MessageDescriptor = {
        ...errorMessage(catalogueEntry(id).messageKey, 'message'),
        ...(values ? { values } : {}),
      };
      return i18n._(descriptor);
    },
    [i18n],
  );
}
