import { z } from 'zod';
import { venueFileSchema } from './venue-file-schema';

/**
 * The venue file's JSON Schema, made from its zod schema, for editors' completion and checks
 * (docs/venue-file.schema.json; a YAML file names it in a first line
 * `# yaml-language-server: $schema=…`). Written as a file is written: defaults may be left out.
 */
export function venueJsonSchema(): Record<string, unknown> {
  return {
    ...z.toJSONSchema(venueFileSchema, { io: 'input', unrepresentable: 'any' }),
    title: 'Tabula venue file',
  };
}
