import type { StoryGlobals, StoryLocale } from './locales';

/**
 * A story's sample text in every locale. Components have no text of their own (the app passes
 * it through lingui); stories pass real translations, so designers review each language.
 */
export type LocalizedCopy<T> = Readonly<Record<StoryLocale, T>>;

/**
 * Returns a reader of a story's copy for the toolbar's locale.
 *
 * @example
 * ```tsx
 * const copy = localized({ en: { label: 'Add' }, ar: { label: 'أضف' }, zh: { label: '添加' }, ms: { label: 'Tambah' } });
 * export const Primary: Story = { render: (args, { globals }) => <Button {...args}>{copy(globals).label}</Button> };
 * ```
 */
export function localized<T>(copy: LocalizedCopy<T>): (globals: StoryGlobals) => T {
  return (globals) => copy[globals.locale ?? 'en'];
}
