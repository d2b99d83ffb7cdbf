import { z } from 'zod';

export const healthOutput = z.object({
  status: z.enum(['ok', 'error']),
  database: z.enum(['ok', 'error']),
  version: z.string(),
});
export type Health = z.infer<typeof healthOutput>;
