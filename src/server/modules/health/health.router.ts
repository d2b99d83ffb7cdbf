import { healthOutput } from '../../../shared/health.schema.ts';
import { publicProcedure, router } from '../../trpc/init.ts';
import { checkHealth } from './health.service.ts';

export const healthRouter = router({
  check: publicProcedure.output(healthOutput).query(({ ctx }) => checkHealth(ctx.em)),
});
