import { z } from 'zod';
import type { ChannelDefinition } from './define-channel';
import type { ChannelKey, ChannelName, ChannelParam } from './registry';
import { CHANNEL_KEYS, CHANNELS } from './registry';

/** A channel name taken apart: its key and its parameter. */
export type ParsedChannelName = {
  [C in ChannelKey]: { readonly channel: C; readonly param: ChannelParam<C> };
}[ChannelKey];

/** An id is written in a channel name in plain decimal, without a sign or leading zeros. */
const CANONICAL_ID = /^[1-9]\d*$/;

/**
 * Builds a channel name, e.g. `channelName('track_order', 42)` is `'track_order_42'`. Throws a
 * TypeError when the parameter is not valid for the channel.
 */
export function channelName<C extends ChannelKey>(
  channel: C,
  param: ChannelParam<C>,
): ChannelName<C> {
  const definition: ChannelDefinition = CHANNELS[channel];
  const parsed = definition.param.safeParse(param);
  if (!parsed.success) {
    throw new TypeError(`${channel}: ${z.prettifyError(parsed.error)}`);
  }
  return `${definition.prefix}${String(parsed.data)}` as ChannelName<C>;
}

/**
 * Takes a channel name apart, or returns null when it is not one of the product's channels
 * (the server uses it to authorise a subscription).
 */
export function parseChannelName(name: string): ParsedChannelName | null {
  for (const key of CHANNEL_KEYS) {
    const definition: ChannelDefinition = CHANNELS[key];
    if (!name.startsWith(definition.prefix)) continue;
    const raw = name.slice(definition.prefix.length);
    if (definition.paramKind === 'id' && !CANONICAL_ID.test(raw)) continue;
    const parsed = definition.param.safeParse(definition.paramKind === 'id' ? Number(raw) : raw);
    if (parsed.success) return { channel: key, param: parsed.data } as ParsedChannelName;
  }
  return null;
}

/** Whether a string is one of the product's channel names. */
export function isChannelName(name: string): name is ChannelName {
  return parseChannelName(name) !== null;
}
