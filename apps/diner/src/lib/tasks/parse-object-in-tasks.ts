import { z } from 'zod';
import { yieldToBrowser } from './yield-to-browser';

/**
 * Checks data against an object schema field by field, a task for each field, so a large
 * document (the home page's configuration) is not checked in one long task. A field's check can
 * itself be long: the outlet's time zone, checked by `Intl`, loads the browser's time zone data
 * the first time (about 12 ms on this project's benchmark machine, four times that on the phone
 * Lighthouse plays), so the tasks are cut at every field rather than by a time budget.
 *
 * Each field is checked by zod itself, as an object schema of that one field, so absent,
 * optional and unknown keys are treated exactly as the whole schema treats them: the answer is
 * the one `schema.safeParse` gives, field for field. A schema that looks at the whole object (a
 * refinement, or a rule for unknown keys) is checked in one piece.
 *
 * @returns the parsed data, or null when it breaks the schema
 */
export async function parseObjectInTasks<Schema extends z.ZodObject>(
  schema: Schema,
  data: unknown,
  yieldTask: () => Promise<void> = yieldToBrowser,
): Promise<z.output<Schema> | null> {
  const { def } = schema;
  const wholeObjectRules = def.catchall !== undefined || (def.checks?.length ?? 0) > 0;
  if (wholeObjectRules || typeof data !== 'object' || data === null || Array.isArray(data)) {
    const whole = schema.safeParse(data);
    return whole.success ? whole.data : null;
  }
  const parsed: Record<string, unknown> = {};
  let first = true;
  const shape: Record<string, z.ZodType> = schema.shape;
  for (const [key, fieldSchema] of Object.entries(shape)) {
    if (!first) await yieldTask();
    first = false;
    // The schema cut down to one field (what `.pick` makes of a schema with no whole-object rule).
    const field = z.object({ [key]: fieldSchema }).safeParse(data);
    if (!field.success) return null;
    Object.assign(parsed, field.data);
  }
  // Every field of the shape, each as the schema makes it: the schema's output.
  return parsed as z.output<Schema>;
}
