import { base, react } from '@tabula/eslint-config';

export default [
  { ignores: ['storybook-static/**'] },
  ...base({ packageName: '@tabula/storybook', tsconfigRootDir: import.meta.dirname }),
  ...react,
];
