import { base, noMoneyArithmetic } from '@tabula/eslint-config';

export default [
  ...base({ packageName: '@tabula/api-client', tsconfigRootDir: import.meta.dirname }),
  noMoneyArithmetic,
];
