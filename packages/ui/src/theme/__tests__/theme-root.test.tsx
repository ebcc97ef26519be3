import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { brandVars, propertyName } from '../brand-vars';
import { ThemeRoot } from '../theme-root';
import { themeClass } from '../theme.css';

function themeRoot(): HTMLElement {
  const root = document.querySelector<HTMLElement>(`.${themeClass}`);
  if (root === null) throw new Error('no theme root');
  return root;
}

describe('ThemeRoot', () => {
  it('gives its element the brand colours of the company', async () => {
    await render(
      <ThemeRoot dir="ltr" lang="en" brandColor="#8A1538">
        <p>Menu</p>
      </ThemeRoot>,
    );
    const root = themeRoot();
    for (const [variable, colour] of Object.entries(brandVars('#8A1538'))) {
      expect(getComputedStyle(root).getPropertyValue(propertyName(variable))).toBe(colour);
    }
  });

  it('changes them when the brand colour changes', async () => {
    const screen = await render(
      <ThemeRoot dir="rtl" lang="ar" brandColor="#8A1538">
        <p>Menu</p>
      </ThemeRoot>,
    );
    await screen.rerender(
      <ThemeRoot dir="rtl" lang="ar" brandColor="#0F766E">
        <p>Menu</p>
      </ThemeRoot>,
    );
    const root = themeRoot();
    const [brand, colour] = Object.entries(brandVars('#0F766E'))[0] ?? ['', ''];
    expect(getComputedStyle(root).getPropertyValue(propertyName(brand))).toBe(colour);
  });

  it('is drawn by a server without a style attribute, which the diner CSP would refuse', () => {
    const html = renderToString(
      <ThemeRoot dir="ltr" lang="en" brandColor="#8A1538">
        <p>Menu</p>
      </ThemeRoot>,
    );
    expect(html).toContain(`class="${themeClass}"`);
    expect(html).not.toContain('style=');
  });
});
