import { z } from 'zod';
import {
  CHANNEL_KEYS,
  CHANNELS,
  paymentReferenceSchema,
  type ChannelDefinition,
} from '../../src/events/index';
import { pointsSchema } from '../../src/schemas/index';
import { cell, markdownTable } from './markdown-table';

/** The part of a JSON Schema the table reads. */
interface JsonSchemaNode {
  readonly type?: string;
  readonly enum?: readonly unknown[];
  readonly const?: unknown;
  readonly format?: string;
  readonly pattern?: string;
  readonly anyOf?: readonly JsonSchemaNode[];
  readonly items?: JsonSchemaNode;
  readonly maxItems?: number;
  readonly properties?: Readonly<Record<string, JsonSchemaNode>>;
  readonly exclusiveMinimum?: number;
  readonly minimum?: number;
}

/** The JSON Schema of a zod schema, as the table reads it. */
function jsonSchemaOf(schema: z.ZodType): JsonSchemaNode {
  return z.toJSONSchema(schema) as JsonSchemaNode;
}

const REFERENCE_PATTERN = jsonSchemaOf(paymentReferenceSchema).pattern;
const DECIMAL_PATTERN = jsonSchemaOf(pointsSchema).pattern;

/** A short type for one JSON Schema node, e.g. `id`, `"merged" | "in_progress"`, `id[]`. */
function describe(node: JsonSchemaNode): string {
  if (node.anyOf !== undefined) return node.anyOf.map(describe).join(' | ');
  if (node.const !== undefined) return JSON.stringify(node.const);
  if (node.enum !== undefined) return node.enum.map((value) => JSON.stringify(value)).join(' | ');
  switch (node.type) {
    case 'integer':
      if (node.exclusiveMinimum === 0) return 'positive int';
      return node.minimum === 0 ? 'int >= 0' : 'int';
    case 'string':
      if (node.format === 'date-time') return 'date-time';
      if (node.format === 'uri') return 'url';
      if (node.pattern !== undefined && node.pattern === REFERENCE_PATTERN) return 'reference';
      if (node.pattern !== undefined && node.pattern === DECIMAL_PATTERN) return 'decimal string';
      return 'string';
    case 'array': {
      const item = node.items === undefined ? 'unknown' : describe(node.items);
      const list = item.includes(' ') && !item.startsWith('{') ? `(${item})[]` : `${item}[]`;
      return node.maxItems === undefined ? list : `${list} (max ${node.maxItems})`;
    }
    case 'object':
      return node.properties === undefined ? 'object' : describeFields(node.properties, true);
    case undefined:
      return 'unknown';
    default:
      return node.type;
  }
}

/** The fields of an object, `name: type` each, braced when nested. */
function describeFields(
  properties: Readonly<Record<string, JsonSchemaNode>>,
  nested: boolean,
): string {
  const fields = Object.entries(properties).map(([name, node]) => `${name}: ${describe(node)}`);
  if (fields.length === 0) return nested ? '{}' : '(none)';
  return nested ? `{ ${fields.join(', ')} }` : fields.join('; ');
}

/** The payload fields of an event, as the events table prints them. */
export function describePayload(schema: z.ZodType): string {
  const node = jsonSchemaOf(schema);
  return node.properties === undefined ? describe(node) : describeFields(node.properties, false);
}

/**
 * Renders the live events table of docs/api.md as markdown: one row per event, with its channel,
 * its payload fields and what we chose where the spec is silent.
 */
export function renderEventsTable(): string {
  const rows = CHANNEL_KEYS.flatMap((key) => {
    const channel: ChannelDefinition = CHANNELS[key];
    return Object.entries(channel.events).map(([event, definition]) => {
      return [
        `\`${channel.prefix}{${channel.paramName}}\``,
        `\`${event}\``,
        cell(`\`${describePayload(definition.schema)}\``),
        cell(definition.choice ?? ''),
      ];
    });
  });
  return markdownTable(['Channel', 'Event', 'Payload', 'Our choice'], rows);
}

/** The markers that delimit the events block in docs/api.md. */
export const EVENTS_BLOCK_MARKERS = {
  start: '<!-- events:start -->',
  end: '<!-- events:end -->',
} as const;

/**
 * Renders the whole events block of docs/api.md, markers included: the wire protocol in short,
 * then {@link renderEventsTable}.
 */
export function renderEventsBlock(): string {
  return [
    EVENTS_BLOCK_MARKERS.start,
    '',
    'One socket.io connection carries every channel. The client emits `subscribe` (and',
    '`unsubscribe`) with `{ channel }` and the server acks `{ ok: true }` or `{ ok: false, error }`;',
    'the server emits each live event as the socket.io event `event` with the envelope',
    '`{ channel, event, payload }`. Channel parameters: `tableId` and `orderId` are positive',
    'integers, `reference` a non-empty string of `[A-Za-z0-9_-]`. In the payloads, a',
    '`decimal string` is a non-negative decimal written as a string, never a number.',
    '',
    renderEventsTable(),
    '',
    EVENTS_BLOCK_MARKERS.end,
  ].join('\n');
}
