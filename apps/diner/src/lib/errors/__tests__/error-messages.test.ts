import { type CatalogueEntry, ERROR_CATALOGUE, type ErrorTextKey } from '@tabula/api-client';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { ERROR_MESSAGES, errorMessage } from '../error-messages';

const entries: readonly CatalogueEntry[] = Object.values(ERROR_CATALOGUE);

/** Every text id an entry names. */
function keysOf(entry: CatalogueEntry): ErrorTextKey[] {
  return [
    entry.titleKey,
    entry.messageKey,
    entry.detailsKey,
    entry.buttonKey,
    entry.secondaryButtonKey,
  ].filter((key): key is ErrorTextKey => typeof key === 'string');
}

/** An id the type does not admit, as a catalogue built elsewhere might still carry. */
const unknownKey = (text: string) => text as ErrorTextKey;

describe('ERROR_MESSAGES', () => {
  it('is keyed by the contract: a missing or misspelt text id fails the type check', () => {
    expectTypeOf<keyof typeof ERROR_MESSAGES>().toEqualTypeOf<ErrorTextKey>();
    // @ts-expect-error a misspelt id is not an ErrorTextKey
    errorMessage('error.generc.title');
  });

  it.each(entries.map((entry) => [entry.id, entry] as const))(
    '%s: every text id it names has an English text',
    (_id, entry) => {
      for (const key of keysOf(entry)) {
        expect(Object.hasOwn(ERROR_MESSAGES, key), key).toBe(true);
        expect(ERROR_MESSAGES[key].message?.trim(), key).toBeTruthy();
      }
    },
  );

  it.each(
    entries.filter((entry) => entry.text !== null).map((entry) => [entry.id, entry] as const),
  )("%s: keeps the spec's wording where the catalogue quotes it", (_id, entry) => {
    if (entry.text?.title) {
      expect(ERROR_MESSAGES[entry.titleKey].message).toBe(entry.text.title);
    }
    if (entry.text?.message) {
      expect(ERROR_MESSAGES[entry.messageKey].message).toBe(entry.text.message);
    }
  });

  it('gives each descriptor its own key as its id', () => {
    for (const [key, descriptor] of Object.entries(ERROR_MESSAGES)) {
      expect(descriptor.id).toBe(key);
    }
  });

  it('falls back to the generic texts for an id it does not know', () => {
    expect(errorMessage(unknownKey('error.not_a_key'), 'title').message).toBe('Oops!');
    expect(errorMessage(unknownKey('error.not_a_key')).message).toBe(
      'Something went wrong! Please try again',
    );
    expect(errorMessage(unknownKey('button.not_a_key'), 'button').message).toBe('Close');
    expect(errorMessage(unknownKey('toString')).message).toBe(
      'Something went wrong! Please try again',
    );
  });
});
