import type { z } from 'zod';

/** Where the spec names an event or a channel, e.g. `'B§7'` or `'B§4 Apple Pay'`. */
export type EventSource = `${'A' | 'B'}§${number}${string}`;

/** One live event of a channel: its payload schema, where the spec names it, and our choice. */
export interface EventDefinition<TSchema extends z.ZodType = z.ZodType> {
  /** The payload the server sends; a handler only ever sees what this schema outputs. */
  readonly schema: TSchema;
  /** Where the spec names the event and (if it does) its payload. */
  readonly source: EventSource;
  /**
   * What we chose where the spec gives no payload, or only part of one; docs/api.md lists every
   * one. Undefined when the payload is exactly as the spec writes it.
   */
  readonly choice: string | undefined;
}

/** The options of {@link defineEvent}. */
export interface EventOptions<TSchema extends z.ZodType> {
  schema: TSchema;
  source: EventSource;
  choice?: string;
}

/** Declares one live event of a channel. */
export function defineEvent<TSchema extends z.ZodType>(
  options: EventOptions<TSchema>,
): EventDefinition<TSchema> {
  return { schema: options.schema, source: options.source, choice: options.choice };
}

/** How a channel's parameter is written in its name: a positive id or a payment reference. */
export type ChannelParamKind = 'id' | 'reference';

/** One real-time channel: `{prefix}{param}`, e.g. `track_order_42`. */
export interface ChannelDefinition<
  TKey extends string = string,
  TParam extends z.ZodType<number> | z.ZodType<string> = z.ZodType<number> | z.ZodType<string>,
  TEvents extends Readonly<Record<string, EventDefinition>> = Readonly<
    Record<string, EventDefinition>
  >,
> {
  /** The channel's name without its parameter, e.g. `track_order`. */
  readonly key: TKey;
  /** What the name starts with: the key and an underscore. */
  readonly prefix: `${TKey}_`;
  /** The spec's name for the parameter, e.g. `orderId`. */
  readonly paramName: string;
  /** How the parameter is written in the name. */
  readonly paramKind: ChannelParamKind;
  /** The parameter's schema (a positive id, or a reference of `[A-Za-z0-9_-]`). */
  readonly param: TParam;
  /** One sentence on what the channel carries. */
  readonly description: string;
  /** Where the spec names the channel. */
  readonly source: EventSource;
  /** The channel's events by name. */
  readonly events: TEvents;
}

/** The options of {@link defineChannel}. */
export interface ChannelOptions<
  TKey extends string,
  TParam extends z.ZodType<number> | z.ZodType<string>,
  TEvents extends Readonly<Record<string, EventDefinition>>,
> {
  key: TKey;
  paramName: string;
  paramKind: ChannelParamKind;
  param: TParam;
  description: string;
  source: EventSource;
  events: TEvents;
}

/** Declares one real-time channel and its events. */
export function defineChannel<
  TKey extends string,
  TParam extends z.ZodType<number> | z.ZodType<string>,
  TEvents extends Readonly<Record<string, EventDefinition>>,
>(options: ChannelOptions<TKey, TParam, TEvents>): ChannelDefinition<TKey, TParam, TEvents> {
  return { ...options, prefix: `${options.key}_` };
}
