import { describe, expect, expectTypeOf, it } from 'vitest';
import { catalogueEntry, ERROR_CATALOGUE, type ErrorTextKey } from '../error-catalogue';

/** Every text id the entries name, read at run time. */
function namedKeys(): Set<string> {
  const keys = new Set<string>();
  for (const entry of Object.values(ERROR_CATALOGUE)) {
    for (const key of [
      entry.titleKey,
      entry.messageKey,
      entry.detailsKey,
      entry.buttonKey,
      entry.secondaryButtonKey,
    ]) {
      if (typeof key === 'string') keys.add(key);
    }
  }
  return keys;
}

describe('ErrorTextKey', () => {
  it("keeps each entry's text keys literal, defaults and overrides alike", () => {
    expectTypeOf(
      catalogueEntry('incorrect_otp').messageKey,
    ).toEqualTypeOf<'error.incorrect_otp.message'>();
    expectTypeOf(catalogueEntry('cart_empty').messageKey).toEqualTypeOf<'message.cart_is_empty'>();
    expectTypeOf<'error.generic.title'>().toExtend<ErrorTextKey>();
    expectTypeOf<'button.try_again'>().toExtend<ErrorTextKey>();
    expectTypeOf<'error.generc.title'>().not.toExtend<ErrorTextKey>();
    expectTypeOf<string>().not.toExtend<ErrorTextKey>();
  });

  it('names, at run time, only ids of the form the type lists', () => {
    const keys = namedKeys();
    expect(keys.size).toBeGreaterThan(100);
    expect(keys).toContain('error.incorrect_otp.message');
    expect(keys).toContain('message.cart_is_empty');
  });
});
