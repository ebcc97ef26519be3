import { describe, expect, it } from 'vitest';
import {
  PG_INTEGER_MAX,
  countSchema,
  idSchema,
  nonEmptyStringSchema,
  textSchema,
  urlIdSchema,
  urlSchema,
} from '../index';
import { reject } from './reject';

const NUL_MESSAGE = 'must not contain a NUL character (U+0000)';

describe('ids and counts fit a PostgreSQL integer', () => {
  it('accepts the largest PostgreSQL integer', () => {
    expect(idSchema.parse(PG_INTEGER_MAX)).toBe(2_147_483_647);
    expect(urlIdSchema.parse('2147483647')).toBe(2_147_483_647);
    expect(countSchema.parse(PG_INTEGER_MAX)).toBe(PG_INTEGER_MAX);
  });

  it.each([2 ** 31, 2 ** 53 - 1, 2 ** 53])('refuses %d as an id, a URL id and a count', (n) => {
    expect(() => idSchema.parse(n)).toThrow();
    expect(() => urlIdSchema.parse(String(n))).toThrow();
    expect(() => urlIdSchema.parse(n)).toThrow();
    expect(() => countSchema.parse(n)).toThrow();
  });

  it('names the limit', () => {
    expect(reject(idSchema, 2 ** 31).message).toBe('must be an id of at most 2147483647');
  });
});

describe('text refuses NUL', () => {
  it.each(['\u0000', 'pay_\u0000', '\u0000abc', 'a\u0000b'])('refuses %j', (text) => {
    expect(reject(textSchema, text).message).toBe(NUL_MESSAGE);
    expect(reject(nonEmptyStringSchema, text).message).toBe(NUL_MESSAGE);
  });

  it('refuses a NUL in the path or query of a URL, which URL parsing lets through', () => {
    expect(reject(urlSchema, 'https://example.com/\u0000').message).toBe(NUL_MESSAGE);
    expect(reject(urlSchema, 'https://example.com/?a=\u0000').message).toBe(NUL_MESSAGE);
  });

  it('accepts any other text, including other control characters and emoji', () => {
    expect(textSchema.parse('a\u0001\tb 🍜 كافيه')).toBe('a\u0001\tb 🍜 كافيه');
    expect(nonEmptyStringSchema.parse('  SAVE10 ')).toBe('SAVE10');
  });
});

describe('text refuses an unpaired surrogate, which jsonb cannot store', () => {
  const MESSAGE = 'must be well-formed Unicode (no unpaired surrogate)';
  it.each(['\ude00x', 'x\ud83d', '\ud83d\ud83d\ude00', 'a\udc00\ud800b'])('refuses %j', (text) => {
    expect(reject(textSchema, text).message).toBe(MESSAGE);
    expect(reject(nonEmptyStringSchema, text).message).toBe(MESSAGE);
  });

  it('accepts pairs: emoji and characters beyond the basic plane', () => {
    expect(textSchema.parse('🍜\ud83d\ude00 𠀀')).toBe('🍜😀 𠀀');
  });
});
