import { afterEach, describe, expect, it } from 'vitest';
import { brandColours } from '../brand';
import { brandStyleRule, brandVars, propertyName } from '../brand-vars';
import { vars } from '../contract.css';
import { themeClass } from '../theme.css';

const added: Element[] = [];
afterEach(() => {
  for (const element of added.splice(0)) element.remove();
});

/** A theme root as a server-drawn page has it: the class and dir, no style attribute. */
function drawnRoot(): HTMLElement {
  const root = document.createElement('div');
  root.className = themeClass;
  root.dir = 'ltr';
  document.body.append(root);
  added.push(root);
  return root;
}

/** The rule in a style element at the very start of the head, before the theme's own styles. */
function styleFirst(rule: string): void {
  const style = document.createElement('style');
  style.textContent = rule;
  document.head.prepend(style);
  added.push(style);
}

describe('brandStyleRule', () => {
  it('declares on the theme root what ThemeRoot assigns: the four brand variables', () => {
    const rule = brandStyleRule('#8A1538');
    expect(rule.startsWith(`.${themeClass}[dir]{`)).toBe(true);
    for (const [variable, colour] of Object.entries(brandVars('#8A1538'))) {
      expect(rule).toContain(`${propertyName(variable)}:${colour}`);
    }
    expect(Object.keys(brandVars('#8A1538'))).toEqual([
      vars.color.brand,
      vars.color.onBrand,
      vars.color.brandInk,
      vars.color.brandSubtle,
    ]);
  });

  it('colours a root without a style attribute, above the theme’s defaults whatever the order', () => {
    styleFirst(brandStyleRule('#8A1538'));
    const computed = getComputedStyle(drawnRoot());
    const expected = brandColours('#8A1538');
    expect(computed.getPropertyValue(propertyName(vars.color.brand)).trim()).toBe(expected.brand);
    expect(computed.getPropertyValue(propertyName(vars.color.onBrand)).trim()).toBe(
      expected.onBrand,
    );
    expect(computed.getPropertyValue(propertyName(vars.color.brandInk)).trim()).toBe(
      expected.brandInk,
    );
    expect(computed.getPropertyValue(propertyName(vars.color.brandSubtle)).trim()).toBe(
      expected.brandSubtle,
    );
  });

  it('falls back to the default brand for a colour it cannot read, never passing the text on', () => {
    const rule = brandStyleRule('red;}</style><script>');
    expect(rule).toBe(brandStyleRule(null));
    expect(rule).not.toContain('<');
  });
});
