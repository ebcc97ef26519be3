import { homePageSchema } from '@tabula/api-client';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { homePage } from '@test/fixtures/home-page';
import { parseObjectInTasks } from '../parse-object-in-tasks';

/** A yield that counts itself, with the fields checked so far at each yield. */
function countedYields(checked: () => number) {
  const yields: number[] = [];
  return {
    yieldTask: () => {
      yields.push(checked());
      return Promise.resolve();
    },
    yields,
  };
}

const shape = z.object({
  name: z.string().trim(),
  price: z.string().regex(/^\d+\.\d{2}$/),
  note: z.string().optional(),
  count: z.number().int().default(1),
  tags: z.array(z.string()).nullable(),
});

describe('parseObjectInTasks', () => {
  it("gives the home page's configuration exactly as the whole schema's check does", async () => {
    const whole = homePageSchema.parse(homePage);
    await expect(parseObjectInTasks(homePageSchema, homePage)).resolves.toStrictEqual(whole);
  });

  it('keeps absent, optional, defaulted and unknown keys as zod does', async () => {
    for (const data of [
      { name: ' Teh ', price: '1.20', tags: null, extra: 'dropped' },
      { name: 'Kopi', price: '1.40', note: 'less sugar', count: 2, tags: ['hot'] },
      { name: 'Kopi', price: '1.40', note: undefined, tags: [] },
    ]) {
      const parsed = await parseObjectInTasks(shape, data);
      expect(parsed).toStrictEqual(shape.parse(data));
      expect(Object.keys(parsed ?? {})).toEqual(Object.keys(shape.parse(data)));
    }
  });

  it('answers null for data that breaks the schema, whichever field breaks it', async () => {
    const broken: [z.ZodObject, unknown][] = [
      [shape, null],
      [shape, []],
      [shape, 'menu'],
      [shape, { name: 'Kopi', price: '1.4', tags: null }],
      [shape, { name: 'Kopi', price: '1.40' }],
      [homePageSchema, { ...homePage, company: null }],
      [homePageSchema, { ...homePage, promotions: [{}] }],
    ];
    for (const [schema, data] of broken) {
      await expect(parseObjectInTasks(schema, data)).resolves.toBeNull();
    }
  });

  it('checks each field in a task of its own', async () => {
    let checked = 0;
    const counted = <Field extends z.ZodType>(field: Field) =>
      field.transform((value) => {
        checked += 1;
        return value;
      });
    const fields = z.object({
      name: counted(z.string()),
      price: counted(z.string()),
      note: counted(z.string().optional()),
      tags: counted(z.array(z.string()).nullable()),
      count: counted(z.number()),
    });
    const { yieldTask, yields } = countedYields(() => checked);
    const data = { name: 'Kopi', price: '1.40', note: 'hot', tags: null, count: 2 };
    await expect(parseObjectInTasks(fields, data, yieldTask)).resolves.toStrictEqual(data);
    // A yield between every two fields: one field checked before the first, four before the last.
    expect(yields).toEqual([1, 2, 3, 4]);
  });

  it('checks a schema with a rule over the whole object in one piece', async () => {
    const strict = shape.strict();
    const refined = shape.refine((item) => item.count < 10, { message: 'too many' });
    const counted = countedYields(() => 0);
    await expect(
      parseObjectInTasks(
        strict,
        { name: 'Kopi', price: '1.40', tags: null, extra: 1 },
        counted.yieldTask,
      ),
    ).resolves.toBeNull();
    await expect(
      parseObjectInTasks(
        refined,
        { name: 'Kopi', price: '1.40', tags: null, count: 12 },
        counted.yieldTask,
      ),
    ).resolves.toBeNull();
    await expect(
      parseObjectInTasks(refined, { name: 'Kopi', price: '1.40', tags: null }, counted.yieldTask),
    ).resolves.toStrictEqual({ name: 'Kopi', price: '1.40', count: 1, tags: null });
    expect(counted.yields).toEqual([]);
  });
});
