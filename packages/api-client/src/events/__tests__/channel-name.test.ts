import fc from 'fast-check';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { PG_INTEGER_MAX } from '../../schemas/primitives';
import { channelName, isChannelName, parseChannelName } from '../channel-name';
import type { ChannelKey } from '../registry';
import { CHANNEL_KEYS, CHANNELS } from '../registry';

const reference = fc.stringMatching(/^[A-Za-z0-9_-]+$/);
const id = fc.integer({ min: 1, max: PG_INTEGER_MAX });

/** A channel key with a valid parameter for it. */
const channelAndParam = fc.oneof(
  ...CHANNEL_KEYS.map((key) =>
    (CHANNELS[key].paramKind === 'id' ? id : reference).map((param) => ({
      channel: key,
      param,
    })),
  ),
);

describe('channelName', () => {
  it('writes the prefix and the parameter', () => {
    expect(channelName('track_order', 42)).toBe('track_order_42');
    expect(channelName('dine_in_events', 7)).toBe('dine_in_events_7');
    expect(channelName('private_stripe_connect_transaction', 'u7-c3_1732')).toBe(
      'private_stripe_connect_transaction_u7-c3_1732',
    );
    expect(channelName('mastercard_authentication', 'abc')).toBe('mastercard_authentication_abc');
    expectTypeOf(channelName('track_order', 42)).toEqualTypeOf<`track_order_${number}`>();
  });

  it('refuses a parameter the channel does not take', () => {
    expect(() => channelName('track_order', 0)).toThrow(TypeError);
    expect(() => channelName('track_order', -3)).toThrow(TypeError);
    expect(() => channelName('dine_in_events', 1.5)).toThrow(TypeError);
    expect(() => channelName('private_mastercard_transaction', '')).toThrow(/letters, digits/);
    expect(() => channelName('private_mastercard_transaction', 'a b')).toThrow(TypeError);
    expect(() => channelName('mastercard_authentication', 'ref/../x')).toThrow(TypeError);
  });
});

describe('parseChannelName', () => {
  it('takes a name apart', () => {
    expect(parseChannelName('track_order_42')).toEqual({ channel: 'track_order', param: 42 });
    expect(parseChannelName('private_mastercard_transaction_r-1')).toEqual({
      channel: 'private_mastercard_transaction',
      param: 'r-1',
    });
  });

  it('round-trips with channelName', () => {
    fc.assert(
      fc.property(channelAndParam, ({ channel, param }) => {
        const name = channelName(channel, param as never);
        expect(parseChannelName(name)).toEqual({ channel, param });
        expect(isChannelName(name)).toBe(true);
      }),
    );
  });

  it('only accepts names channelName writes', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string(),
          fc
            .tuple(fc.constantFrom(...CHANNEL_KEYS), fc.string({ unit: 'grapheme-ascii' }))
            .map(([key, rest]) => `${key}_${rest}`),
        ),
        (name) => {
          const parsed = parseChannelName(name);
          if (parsed !== null) {
            expect(channelName(parsed.channel, parsed.param as never)).toBe(name);
          }
        },
      ),
    );
  });

  it('refuses what is not a channel name', () => {
    for (const name of [
      '',
      'track_order_',
      'track_order_0',
      'track_order_042',
      'track_order_+4',
      'track_order_1.5',
      'track_order_1e3',
      'track_order_99999999999999999999',
      'dine_in_events_abc',
      'orders_42',
      'track_order42',
      'private_stripe_connect_transaction_',
      'private_stripe_connect_transaction_a b',
      'mastercard_authentication_a/b',
    ]) {
      expect(parseChannelName(name), name).toBeNull();
    }
  });

  it('never reads one channel prefix as another', () => {
    const prefixes = CHANNEL_KEYS.map((key: ChannelKey) => CHANNELS[key].prefix);
    for (const prefix of prefixes) {
      for (const other of prefixes) {
        if (other !== prefix) expect(prefix.startsWith(other), `${prefix} ${other}`).toBe(false);
      }
    }
  });
});
