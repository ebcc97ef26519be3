import type { TurnstileJs, TurnstileRenderParameters } from '../captcha/turnstile-js';

/** Where the tests' Turnstile script is: a script that does nothing (the fake is set up here). */
export const FAKE_TURNSTILE_SCRIPT = 'data:text/javascript,//turnstile';

/** The site key the tests' sign-in page names. */
export const FAKE_TURNSTILE_SITE_KEY = '1x00000000000000000000AA';

/** What the fake saw: each render's parameters, the resets and the removals. */
export interface FakeTurnstile {
  renders: TurnstileRenderParameters[];
  resets: string[];
  removed: string[];
  /** The tokens it gave, oldest first. */
  tokens: string[];
}

/**
 * A fake of Turnstile's api.js on the window: `render` draws a "Verify you are human" checkbox;
 * ticking it gives a fresh token, unticking it expires the token; `reset` unticks it.
 */
export function fakeTurnstile(): FakeTurnstile {
  const fake: FakeTurnstile = { renders: [], resets: [], removed: [], tokens: [] };
  const boxes = new Map<string, HTMLInputElement>();
  const api: TurnstileJs = {
    render(container, parameters) {
      fake.renders.push(parameters);
      const id = `cf-chl-widget-${String(fake.renders.length)}`;
      const label = document.createElement('label');
      const box = document.createElement('input');
      box.type = 'checkbox';
      box.addEventListener('change', () => {
        if (box.checked) {
          const token = `turnstile-token-${String(fake.tokens.length + 1)}`;
          fake.tokens.push(token);
          parameters.callback(token);
        } else {
          parameters['expired-callback']();
        }
      });
      label.append(box, 'Verify you are human');
      container.append(label);
      boxes.set(id, box);
      return id;
    },
    reset(id) {
      fake.resets.push(id);
      const box = boxes.get(id);
      if (box !== undefined) box.checked = false;
    },
    remove(id) {
      fake.removed.push(id);
      boxes.get(id)?.closest('label')?.remove();
      boxes.delete(id);
    },
  };
  Object.assign(window, { turnstile: api });
  return fake;
}

/** Takes the fake off the window. */
export function removeFakeTurnstile(): void {
  Reflect.deleteProperty(window, 'turnstile');
}
