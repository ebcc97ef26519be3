import { homePageSchema, storedCartSchema } from '@tabula/api-client';
import { describe, expect, it } from 'vitest';
import { burgerLine, cartHomePage, cartOf, waterLine } from './fixtures';

describe('cart fixtures', () => {
  it('parse as a home page configuration the server could send', () => {
    expect(() => homePageSchema.parse(cartHomePage)).not.toThrow();
  });

  it('parse as a stored cart', () => {
    expect(() => storedCartSchema.parse(cartOf([waterLine(), burgerLine()]))).not.toThrow();
  });
});
