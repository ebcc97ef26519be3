import type { Decorator, Preview } from '@storybook/react';
import {
  STORY_BRANDS,
  STORY_LOCALE_CODES,
  STORY_LOCALES,
  storyDirection,
  type StoryGlobals,
} from '@tabula/ui/story-support';
import { ThemeRoot } from '@tabula/ui';

/** Renders every story inside ThemeRoot with the toolbar's brand, language and direction. */
const withTheme: Decorator = (Story, { globals }) => {
  const chosen = globals as StoryGlobals;
  return (
    <ThemeRoot
      brandColor={STORY_BRANDS[chosen.brand ?? 'dark'].color}
      dir={storyDirection(chosen)}
      lang={chosen.locale ?? 'en'}
    >
      <div style={{ padding: 16 }}>
        <Story />
      </div>
    </ThemeRoot>
  );
};

const preview: Preview = {
  decorators: [withTheme],
  globalTypes: {
    locale: {
      description: 'Language of the sample text',
      toolbar: {
        title: 'Locale',
        icon: 'globe',
        items: STORY_LOCALE_CODES.map((code) => ({
          value: code,
          title: STORY_LOCALES[code].title,
        })),
        dynamicTitle: true,
      },
    },
    direction: {
      description: 'Text direction',
      toolbar: {
        title: 'Direction',
        icon: 'transfer',
        items: [
          { value: 'auto', title: 'From the locale' },
          { value: 'ltr', title: 'Left to right' },
          { value: 'rtl', title: 'Right to left' },
        ],
        dynamicTitle: true,
      },
    },
    brand: {
      description: 'The restaurant brand colour',
      toolbar: {
        title: 'Brand',
        icon: 'paintbrush',
        items: Object.entries(STORY_BRANDS).map(([value, brand]) => ({
          value,
          title: brand.title,
        })),
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: {
    locale: 'en',
    direction: 'auto',
    brand: 'dark',
    viewport: { value: 'mobile', isRotated: false },
  },
  parameters: {
    layout: 'fullscreen',
    viewport: {
      options: {
        mobile: { name: 'Phone (390 × 844)', styles: { width: '390px', height: '844px' } },
        smallMobile: {
          name: 'Small phone (320 × 640)',
          styles: { width: '320px', height: '640px' },
        },
        tablet: { name: 'Tablet (768 × 1024)', styles: { width: '768px', height: '1024px' } },
      },
    },
    a11y: { test: 'error' },
    controls: { expanded: true },
  },
};

export default preview;
