import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/**
 * The accessible name of a button that acts on one table: what the button shows, then the part
 * of the bill it acts on, if any, and the table: "Split evenly, table S1", "Take cash: Split 2,
 * table S1". Starting with the visible words, it holds them in every language (WCAG 2.5.3: a
 * voice command says what it sees).
 *
 * @param action - the button's visible text, translated
 * @param number - the table's number as printed on it
 * @param part - the part of the bill as its row names it ("Split 2", a diner's name)
 */
export function tableActionLabel(
  i18n: I18n,
  action: string,
  number: string,
  part?: string,
): string {
  return part === undefined
    ? i18n._(msg`${action}, table ${number}`)
    : i18n._(msg`${action}: ${part}, table ${number}`);
}
