import { z } from 'zod';
import { rateSchema } from './primitives';

/** The tip percentages the company offers, e.g. `["5", "10", "15"]`. */
// spec: B§3 Other (tips: a list of percentages from the company)
export const tipsSchema = z.array(rateSchema);
/** Tips. */
export type Tips = z.infer<typeof tipsSchema>;
