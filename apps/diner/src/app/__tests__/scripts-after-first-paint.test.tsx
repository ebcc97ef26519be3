import { AFTER_FIRST_PAINT } from '@tabula/api-client';
import { afterEach, describe, expect, it } from 'vitest';
import { SCRIPTS_AFTER_FIRST_PAINT } from '../scripts-after-first-paint';

/*
 * The drawn page's script loader (ADR 0012) in a real browser: written-out scripts and preloads
 * are fetched only after the first frame, then as the module script and preload they were.
 */

const added: Element[] = [];

function add(element: Element): void {
  document.head.append(element);
  added.push(element);
}

/** A module whose run is seen on `window`. */
function moduleUrl(flag: string): string {
  return URL.createObjectURL(
    new Blob([`window[${JSON.stringify(flag)}] = true;`], { type: 'text/javascript' }),
  );
}

/** A module script or preload as a drawn page writes it: `<script type=…>` or `<link rel=…>`. */
function written(tag: 'script' | 'link', url: string): void {
  const element = document.createElement(tag);
  if (element instanceof HTMLLinkElement) {
    element.rel = AFTER_FIRST_PAINT;
    element.href = url;
  } else if (element instanceof HTMLScriptElement) {
    element.type = AFTER_FIRST_PAINT;
    element.src = url;
  }
  element.setAttribute('crossorigin', '');
  element.dataset.testLoaded = '';
  add(element);
}

function runLoader(): void {
  const script = document.createElement('script');
  script.textContent = SCRIPTS_AFTER_FIRST_PAINT;
  add(script);
}

const nextFrame = () =>
  new Promise<void>((resolve) => {
    requestAnimationFrame(() => {
      setTimeout(resolve, 0);
    });
  });

afterEach(() => {
  for (const element of added.splice(0)) element.remove();
  for (const element of document.head.querySelectorAll('[data-test-loaded]')) element.remove();
});

describe('the scripts of a drawn page, after its first frame', () => {
  it('are not fetched as written, and load as module preloads and scripts after the frame', async () => {
    const entry = moduleUrl('__entryRan');
    const chunk = moduleUrl('__chunkRan');
    written('link', chunk);
    written('script', entry);

    runLoader();
    // Nothing yet: the frame has not been painted.
    expect(document.querySelector(`link[rel="modulepreload"][href="${chunk}"]`)).toBeNull();
    expect(document.querySelector('script[type="module"][data-test-loaded]')).toBeNull();
    expect(performance.getEntriesByName(entry)).toEqual([]);

    await nextFrame();
    await expect.poll(() => (window as { __entryRan?: boolean }).__entryRan).toBe(true);
    const preload = document.querySelector(`link[rel="modulepreload"][href="${chunk}"]`);
    expect(preload?.getAttribute('crossorigin')).toBe('');
    const module = document.querySelector(`script[type="module"][src="${entry}"]`);
    expect(module?.getAttribute('crossorigin')).toBe('');
    // The preload only fetches its module; it does not run it.
    expect((window as { __chunkRan?: boolean }).__chunkRan).toBeUndefined();
  });

  it('loads each script once, frames after', async () => {
    const entry = moduleUrl('__onceRan');
    written('script', entry);
    runLoader();
    await nextFrame();
    await nextFrame();
    expect(document.querySelectorAll(`script[type="module"][src="${entry}"]`)).toHaveLength(1);
  });
});
