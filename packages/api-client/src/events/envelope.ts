import { z } from 'zod';
import { parseChannelName } from './channel-name';
import type { EventDefinition } from './define-channel';
import { eventEnvelopeSchema } from './protocol';
import type {
  ChannelKey,
  ChannelKeyOf,
  ChannelName,
  EventName,
  EventPayload,
  EventPayloadInput,
} from './registry';
import { CHANNELS } from './registry';

/** An envelope whose payload has been parsed with its event's schema, for one channel. */
export type ParsedEventEnvelopeOf<C extends ChannelKey, E extends EventName<C> = EventName<C>> =
  E extends EventName<C>
    ? { readonly channel: ChannelName<C>; readonly event: E; readonly payload: EventPayload<C, E> }
    : never;

/** An envelope whose payload has been parsed, for any channel. */
export type ParsedEventEnvelope = { [C in ChannelKey]: ParsedEventEnvelopeOf<C> }[ChannelKey];

/** The result of {@link parseEventEnvelope}. */
export type EventEnvelopeResult =
  | { readonly success: true; readonly data: ParsedEventEnvelope }
  | { readonly success: false; readonly error: z.ZodError };

/** The definition of an event of a channel, or undefined when the channel has no such event. */
function eventDefinition(channel: ChannelKey, event: string): EventDefinition | undefined {
  const events: Readonly<Record<string, EventDefinition>> = CHANNELS[channel].events;
  return Object.hasOwn(events, event) ? events[event] : undefined;
}

/**
 * Parses a live event as it arrives: the envelope, then the channel, then the event name, then
 * the payload with that event's schema. Issues of the payload are reported under `payload`.
 */
export function parseEventEnvelope(raw: unknown): EventEnvelopeResult {
  const envelope = eventEnvelopeSchema.safeParse(raw);
  if (!envelope.success) return { success: false, error: envelope.error };
  const { channel, event, payload } = envelope.data;
  const parsedName = parseChannelName(channel);
  const definition = parsedName === null ? undefined : eventDefinition(parsedName.channel, event);
  if (parsedName === null || definition === undefined) {
    const known = parsedName === null ? '' : ` of ${parsedName.channel}`;
    return {
      success: false,
      error: new z.ZodError([
        {
          code: 'custom',
          path: ['event'],
          message: `"${event}" is not an event${known} (B§7)`,
          input: event,
        },
      ]),
    };
  }
  const parsedPayload = definition.schema.safeParse(payload);
  if (!parsedPayload.success) {
    return {
      success: false,
      error: new z.ZodError(
        parsedPayload.error.issues.map((issue) => ({ ...issue, path: ['payload', ...issue.path] })),
      ),
    };
  }
  return {
    success: true,
    data: { channel, event, payload: parsedPayload.data } as ParsedEventEnvelope,
  };
}

/**
 * Builds the envelope of a live event for the server to emit, parsing the payload with the
 * event's schema first: a payload the contract refuses throws a ZodError and is never sent.
 */
export function createEventEnvelope<N extends ChannelName, E extends EventName<ChannelKeyOf<N>>>(
  channel: N,
  event: E,
  payload: EventPayloadInput<ChannelKeyOf<N>, E>,
): { readonly channel: N; readonly event: E; readonly payload: EventPayload<ChannelKeyOf<N>, E> } {
  const result = parseEventEnvelope({ channel, event, payload });
  if (!result.success) throw result.error;
  return result.data as unknown as {
    readonly channel: N;
    readonly event: E;
    readonly payload: EventPayload<ChannelKeyOf<N>, E>;
  };
}
