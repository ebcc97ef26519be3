import { describe, expect, it } from 'vitest';
import { CHANNEL_KEYS, CHANNELS } from '../../src/events/index';
import {
  describePayload,
  EVENTS_BLOCK_MARKERS,
  renderEventsBlock,
  renderEventsTable,
} from '../../scripts/docs/events-block';

describe('renderEventsTable', () => {
  const table = renderEventsTable();
  const lines = table.split('\n');

  it('has a row per event, with its channel', () => {
    const events = CHANNEL_KEYS.flatMap((key) =>
      Object.keys(CHANNELS[key].events).map((event) => `${CHANNELS[key].prefix}|${event}`),
    );
    expect(lines).toHaveLength(2 + events.length);
    expect(lines[0]).toMatch(/^\| Channel +\| Event +\| Payload +\| Our choice +\|$/);
    expect(table).toMatch(/`private_mastercard_transaction_\{reference\}` +\| `payment_succeeded`/);
    expect(table).toContain('`track_order_{orderId}`');
  });

  it('prints the payload fields, escaping unions', () => {
    expect(describePayload(CHANNELS.track_order.events.order_updated.schema)).toBe(
      'order_id: positive int; updated_by: "pos" | positive int',
    );
    expect(
      describePayload(CHANNELS.private_mastercard_transaction.events.payment_succeeded.schema),
    ).toBe(
      'reference_id: reference; payment_intent_id: string | null; earned_loyalty: decimal string | null',
    );
    expect(table).toContain('`type: "merged" \\| "in_progress"; table_id: positive int`');
  });

  it('marks our choices and aligns the columns as Prettier does', () => {
    expect(table).toContain("updated_by is 'pos' for staff");
    expect(new Set(lines.map((line) => line.length)).size).toBe(1);
  });

  it('wraps the table in the docs markers', () => {
    const block = renderEventsBlock();
    expect(block.startsWith(EVENTS_BLOCK_MARKERS.start)).toBe(true);
    expect(block.endsWith(EVENTS_BLOCK_MARKERS.end)).toBe(true);
    expect(block).toContain(table);
  });
});
