import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { useRouteFocus } from '../hooks/use-route-focus';

/** Two screens of an app, switched as a route would switch them. */
function Screens({ late = false, field = false }: { late?: boolean; field?: boolean }) {
  const [path, setPath] = useState('/');
  const [drawn, setDrawn] = useState(!late);
  useRouteFocus(path);
  return (
    <>
      <button
        type="button"
        onClick={() => {
          setPath('/track-order');
          if (late)
            window.setTimeout(() => {
              setDrawn(true);
            }, 50);
        }}
      >
        Next screen
      </button>
      {path === '/' ? (
        <main>
          <h1>Menu</h1>
        </main>
      ) : (
        <main>
          {drawn && <h1>Your order</h1>}
          {/* A screen that focuses a field itself. */}
          {field && <input aria-label="Note" autoFocus />}
        </main>
      )}
    </>
  );
}

describe('useRouteFocus', () => {
  it('leaves the focus alone on the first screen', async () => {
    await render(<Screens />);
    expect(document.activeElement).toBe(document.body);
  });

  it("moves the focus to the new screen's heading", async () => {
    await render(<Screens />);
    await page.getByRole('button', { name: 'Next screen' }).click();
    await expect.element(page.getByRole('heading', { name: 'Your order' })).toHaveFocus();
  });

  it('waits for a heading drawn a moment later', async () => {
    await render(<Screens late />);
    await page.getByRole('button', { name: 'Next screen' }).click();
    await expect.element(page.getByRole('heading', { name: 'Your order' })).toHaveFocus();
  });

  it('leaves the focus where the new screen put it', async () => {
    await render(<Screens field />);
    await page.getByRole('button', { name: 'Next screen' }).click();
    await expect.element(page.getByRole('textbox', { name: 'Note' })).toHaveFocus();
  });
});
