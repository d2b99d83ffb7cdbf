import { z } from 'zod';
import { StartupError } from './startup-error.ts';

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATABASE_URL: z
    .string()
    .optional()
    .transform((v) => v || undefined),
  DATA_DIR: z.string().default('./data'),
  SESSION_SECRET: z.string().min(16, 'SESSION_SECRET must be at least 16 characters').optional(),
  SUPPORT_EMAIL: z.string().email().default('support@screener.local'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  // true (one proxy in front) or the number of proxies in front: see trustedProxies in app.ts.
  TRUST_PROXY: z.union([z.stringbool(), z.coerce.number().int().min(1).max(10)]).default(false),
});

export type Env = z.infer<typeof envSchema>;

/** The only reader of process.env. */
export function readEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new StartupError(`Invalid environment configuration:\n${lines.join('\n')}`);
  }
  return parsed.data;
}
