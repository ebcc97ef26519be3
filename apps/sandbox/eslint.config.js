import { base } from '@tabula/eslint-config';

export default [...base({ packageName: '@tabula/sandbox', tsconfigRootDir: import.meta.dirname })];
