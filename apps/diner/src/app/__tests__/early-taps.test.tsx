import { useState } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { HOLD_TAPS, replayEarlyTaps, ReplayEarlyTaps } from '../early-taps';

/*
 * A drawn page's taps before the app responds (early-taps.tsx), in a real browser: the page's
 * head script runs as the server sends it, real clicks land on markup drawn by React's server
 * renderer, and React hydrates it.
 */

/** A drawn screen: a dine-mode choice and a button counting its presses. */
function Screen() {
  const [mode, setMode] = useState<string | null>(null);
  const [presses, setPresses] = useState(0);
  return (
    <main>
      {['Eat In', 'Take Out'].map((label) => (
        <label key={label}>
          <input
            type="radio"
            name="mode"
            checked={mode === label}
            onChange={() => {
              setMode(label);
            }}
          />
          <span>{label}</span>
        </label>
      ))}
      <button
        type="button"
        onClick={() => {
          setPresses((count) => count + 1);
        }}
      >
        <svg width="10" height="10" aria-hidden="true">
          <rect width="10" height="10" />
        </svg>
        Add
      </button>
      <output>{`${mode ?? 'no mode'}, ${String(presses)} pressed`}</output>
    </main>
  );
}

let root: HTMLElement | null = null;
let reactRoot: Root | null = null;

/** Draws the screen as the server does and runs the head script the server sends with it. */
function drawnPage(): HTMLElement {
  root = document.createElement('div');
  root.id = 'root';
  root.innerHTML = renderToString(<Screen />);
  document.body.append(root);
  const script = document.createElement('script');
  script.textContent = HOLD_TAPS;
  document.head.append(script);
  return root;
}

function hydrate(container: HTMLElement): void {
  reactRoot = hydrateRoot(
    container,
    <>
      <Screen />
      <ReplayEarlyTaps />
    </>,
  );
}

afterEach(() => {
  reactRoot?.unmount();
  reactRoot = null;
  // A test that did not hydrate leaves the script holding: end it.
  replayEarlyTaps();
  root?.remove();
  root = null;
});

describe('a tap on a drawn page before the app responds', () => {
  it('leaves the radio as drawn, then chooses it once the page is hydrated', async () => {
    const page = drawnPage();
    const takeOut = page.querySelectorAll('input')[1];
    if (takeOut === undefined) throw new Error('no Take Out radio');
    await userEvent.click(page.querySelectorAll('span')[1] ?? page);
    // Held: the radio shows no choice the app has not heard of.
    expect(takeOut.checked).toBe(false);
    hydrate(page);
    await expect.poll(() => page.querySelector('output')?.textContent).toBe('Take Out, 0 pressed');
    expect(takeOut.checked).toBe(true);
    // From then on the app answers every tap itself.
    await userEvent.click(page.querySelectorAll('span')[0] ?? page);
    await expect.poll(() => page.querySelector('output')?.textContent).toBe('Eat In, 0 pressed');
  });

  it('is taken once, however many times it was made, and from an icon inside a button', async () => {
    const page = drawnPage();
    const rect = page.querySelector('rect');
    if (rect === null) throw new Error('no icon');
    for (let tap = 0; tap < 3; tap += 1) await userEvent.click(rect);
    hydrate(page);
    await expect.poll(() => page.querySelector('output')?.textContent).toBe('no mode, 1 pressed');
  });

  it('is dropped when the app drew afresh over what was tapped', async () => {
    const page = drawnPage();
    await userEvent.click(page.querySelector('button') ?? page);
    // The app's first render replaced the drawn nodes: the tap was on something gone.
    page.innerHTML = renderToString(<Screen />);
    hydrate(page);
    await expect.poll(() => page.querySelector('output')?.textContent).toBe('no mode, 0 pressed');
    await userEvent.click(page.querySelector('button') ?? page);
    await expect.poll(() => page.querySelector('output')?.textContent).toBe('no mode, 1 pressed');
  });

  it('leaves taps outside the app and pages drawn without the script alone', async () => {
    replayEarlyTaps();
    const outside = document.createElement('button');
    let pressed = 0;
    outside.addEventListener('click', () => {
      pressed += 1;
    });
    document.body.append(outside);
    drawnPage();
    await userEvent.click(outside);
    expect(pressed).toBe(1);
    outside.remove();
  });
});
