import { tabulaVitest } from '@tabula/vitest-config';

export default tabulaVitest({});
