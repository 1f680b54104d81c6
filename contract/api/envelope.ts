import { z } from 'zod';

/** One record's answer: `{ data: {...} }` (docs/architecture.md "The HTTP contract"). */
export const envelope = <Data extends z.ZodType>(data: Data) => z.object({ data });
