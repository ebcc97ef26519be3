import { describe, expect, it } from 'vitest';
import { catalogueEntry, ERROR_CATALOGUE } from '../error-catalogue';
import type { ErrorCatalogueEntry } from '../error-entry';
import { ERROR_IDS } from '../error-ids';
import { A8_OTHER, A8_ROWS, B8_PAYMENT, B8_ROWS, OTHER_SOURCES } from './spec-rows';

const entries: ErrorCatalogueEntry[] = Object.values(ERROR_CATALOGUE);
const ALL_ROWS = [...A8_ROWS, ...A8_OTHER, ...B8_ROWS, ...B8_PAYMENT];

describe('the catalogue covers both spec catalogues', () => {
  it('lists every row of A§8 and B§8', () => {
    expect(A8_ROWS).toHaveLength(19);
    expect(A8_OTHER).toHaveLength(11);
    expect(B8_ROWS).toHaveLength(31);
    expect(B8_PAYMENT).toHaveLength(12);
  });

  it.each(ALL_ROWS)('$source ($situation) maps to entries that name it', (row) => {
    expect(row.ids.length).toBeGreaterThan(0);
    for (const id of row.ids) {
      expect(ERROR_IDS).toContain(id);
      expect(ERROR_CATALOGUE[id].sources).toContain(row.source);
    }
  });

  it('names no source that is not a spec row', () => {
    const known = new Set([...ALL_ROWS.map((row) => row.source), ...OTHER_SOURCES]);
    for (const entry of entries) {
      for (const source of entry.sources) expect(known, `${entry.id}: ${source}`).toContain(source);
    }
  });

  it('every entry a source names is the one the rows list', () => {
    for (const entry of entries) {
      for (const source of entry.sources) {
        const row = ALL_ROWS.find((r) => r.source === source);
        if (row) expect(row.ids, `${source} should list ${entry.id}`).toContain(entry.id);
      }
    }
  });

  it('merges rows that are the same situation in both documents', () => {
    expect(ERROR_CATALOGUE.items_unavailable.sources).toEqual([
      'A§8 row 4',
      'B§8 row 1',
      'B§8 payment 3',
    ]);
    expect(ERROR_CATALOGUE.cart_empty.sources).toEqual(['A§8 row 14', 'B§8 row 15']);
    expect(ERROR_CATALOGUE.order_being_prepared.sources).toEqual(['A§8 other 9', 'B§8 row 25']);
  });
});

describe('the entries', () => {
  it('are keyed by their own id, one per ERROR_IDS member', () => {
    expect(Object.keys(ERROR_CATALOGUE).sort()).toEqual([...ERROR_IDS].sort());
    expect(new Set(ERROR_IDS).size).toBe(ERROR_IDS.length);
    for (const [key, entry] of Object.entries(ERROR_CATALOGUE)) expect(entry.id).toBe(key);
  });

  it('have snake_case ids, lingui-style keys and a source or a choice', () => {
    for (const entry of entries) {
      expect(entry.id).toMatch(/^[a-z]+(_[a-z0-9]+)*$/);
      expect(entry.titleKey).toMatch(/^[a-z][a-z0-9_.-]*$/);
      expect(entry.messageKey).toMatch(/^[a-z][a-z0-9_.-]*$/);
      expect(entry.sources.length > 0 || entry.choice !== undefined, entry.id).toBe(true);
      expect(entry.summary.length, entry.id).toBeGreaterThan(10);
    }
  });

  it('use the keys the spec names', () => {
    expect(ERROR_CATALOGUE.cart_empty.messageKey).toBe('message.cart_is_empty');
    expect(ERROR_CATALOGUE.checkout_unauthorized.titleKey).toBe('error.oops');
    expect(ERROR_CATALOGUE.loyalty_fetch_failed.messageKey).toBe('loyalty.error_loyalty_fetch');
    expect(ERROR_CATALOGUE.google_pay_auth_timeout.messageKey).toBe('error.auth_timeout');
    expect(ERROR_CATALOGUE.google_pay_payment_failed).toMatchObject({
      titleKey: 'error.payment_failed',
      messageKey: 'error.unable_to_process_payment',
    });
    expect(ERROR_CATALOGUE.items_unavailable.titleKey).toBe('error.items_unavailable.title');
  });

  it('keep the spec wording verbatim where it gives one', () => {
    expect(ERROR_CATALOGUE.generic.text).toEqual({
      title: 'Oops!',
      message: 'Something went wrong! Please try again',
    });
    expect(ERROR_CATALOGUE.incorrect_otp.text?.message).toBe('Incorrect OTP');
    expect(ERROR_CATALOGUE.csrf_token_missing.text?.message).toBe('CSRF token not found');
    expect(ERROR_CATALOGUE.order_failed_without_table.text).toBeNull();
  });

  it('show a button on a popup or an overlay, none when nothing or a field text is shown', () => {
    for (const entry of entries) {
      if (['popup', 'overlay'].includes(entry.presentation))
        expect(entry.buttonKey, entry.id).not.toBeNull();
      if (['none', 'inline', 'warning'].includes(entry.presentation))
        expect(entry.buttonKey, entry.id).toBeNull();
    }
    expect(ERROR_CATALOGUE.sign_in_failed.buttonKey).toBe('button.ok');
    expect(ERROR_CATALOGUE.menu_unavailable.buttonKey).toBeNull();
    expect(ERROR_CATALOGUE.loyalty_sign_up_failed.buttonKey).toBe('button.return_to_checkout');
    expect(ERROR_CATALOGUE.join_approval_timeout).toMatchObject({
      buttonKey: 'button.try_again',
      secondaryButtonKey: 'button.cancel',
      action: { type: 'retry' },
    });
  });

  it('are inline exactly when their action is inline', () => {
    for (const entry of entries) {
      expect(entry.presentation === 'inline', entry.id).toBe(entry.action.type === 'inline');
    }
  });

  it('chain only to an entry that exists and does not chain again', () => {
    const chained = entries.flatMap((entry) =>
      entry.action.type === 'show_next' ? [entry.action.next] : [],
    );
    expect(chained.length).toBe(4);
    for (const next of chained) {
      expect(ERROR_CATALOGUE[next].action.type).not.toBe('show_next');
    }
  });

  it('show a server or provider text only for failed calls', () => {
    for (const entry of entries) {
      if (entry.serverText !== 'none') expect(entry.origin, entry.id).toBe('call');
    }
  });

  it('wait a positive delay when a redirect has one', () => {
    for (const entry of entries) {
      if (entry.action.type === 'redirect' && entry.action.delayMs !== undefined) {
        expect(entry.action.delayMs).toBeGreaterThan(0);
      }
    }
    expect(ERROR_CATALOGUE.mastercard_payment_failed.action).toEqual({
      type: 'redirect',
      to: '/order-details?payment_status=failed',
      delayMs: 5_000,
    });
  });
});

describe('catalogueEntry', () => {
  it('looks an entry up by id', () => {
    expect(catalogueEntry('cart_items_not_in_menu').action).toEqual({ type: 'clear_cart' });
    expect(catalogueEntry('table_updated_from_pos')).toMatchObject({
      action: { type: 'redirect', to: '/invalid-table' },
      effects: ['reset_qr_session'],
    });
    expect(catalogueEntry('split_screen_occupied').action).toEqual({ type: 'redirect', to: '/' });
  });
});
