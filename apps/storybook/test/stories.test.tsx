import { composeStories } from '@storybook/react';
import { STORY_BRANDS, STORY_LOCALE_CODES, type StoryBrand } from '@tabula/ui/story-support';
import axe from 'axe-core';
import { afterEach, describe, expect, it } from 'vitest';

type StoryModule = Parameters<typeof composeStories>[0];

/** What the test needs of a composed story: mount it and run its play function. */
interface RunnableStory {
  run: () => Promise<void>;
}

/** Every stories file of the design system. */
const modules = import.meta.glob<StoryModule>('../../../packages/ui/src/**/*.stories.tsx', {
  eager: true,
});

/** The accessibility problems axe finds on the page, as `rule: target: help` lines. */
async function axeViolations(): Promise<string[]> {
  const results = await axe.run(document.body, {
    runOnly: {
      type: 'tag',
      values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'],
    },
    // A component alone is not a page: landmarks and a page heading belong to the app's screens.
    rules: {
      region: { enabled: false },
      'page-has-heading-one': { enabled: false },
      'landmark-one-main': { enabled: false },
    },
  });
  return results.violations.flatMap((violation) =>
    violation.nodes.map((node) => `${violation.id}: ${node.target.join(' ')}: ${violation.help}`),
  );
}

afterEach(() => {
  document.body.innerHTML = '';
});

/**
 * Each story runs (render, then its play function: the interaction tests) in each locale, on the
 * dark brand in every locale and on the light brand in English and Arabic, and axe must find
 * nothing.
 */
const runs: { locale: (typeof STORY_LOCALE_CODES)[number]; brand: StoryBrand }[] = [
  ...STORY_LOCALE_CODES.map((locale) => ({ locale, brand: 'dark' as const })),
  { locale: 'en', brand: 'light' },
  { locale: 'ar', brand: 'light' },
];

describe.each(Object.entries(modules))('%s', (path, module) => {
  for (const { locale, brand } of runs) {
    const stories = composeStories(module, {
      initialGlobals: { locale, brand, direction: 'auto' },
    });
    describe(`${locale}, ${STORY_BRANDS[brand].title}`, () => {
      it.each(Object.entries<RunnableStory>(stories as Record<string, RunnableStory>))(
        '%s',
        async (_name, Story) => {
          await Story.run();
          expect(await axeViolations(), path).toEqual([]);
        },
      );
    });
  }
});
