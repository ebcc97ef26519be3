import { base, pureLibrary } from '@tabula/eslint-config';

export default [
  ...base({ packageName: '@tabula/engine', tsconfigRootDir: import.meta.dirname }),
  pureLibrary,
];
