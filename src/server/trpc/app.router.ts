import { adminRouter } from '../modules/admin/admin.router.ts';
import { authRouter } from '../modules/auth/auth.router.ts';
import { citationsRouter } from '../modules/citations/citations.router.ts';
import { dedupRouter } from '../modules/dedup/dedup.router.ts';
import { trainingRouter } from '../modules/training/training.router.ts';
import { keywordsRouter } from '../modules/keywords/keywords.router.ts';
import { healthRouter } from '../modules/health/health.router.ts';
import { projectsRouter } from '../modules/projects/projects.router.ts';
import { membersRouter } from '../modules/members/members.router.ts';
import { prismaRouter } from '../modules/prisma/prisma.router.ts';
import { reviewsRouter } from '../modules/reviews/reviews.router.ts';
import { screeningRouter } from '../modules/screening/screening.router.ts';
import { dualRouter } from '../modules/dual-screening/dual.router.ts';
import { router } from './init.ts';

export const appRouter = router({
  auth: authRouter,
  health: healthRouter,
  projects: projectsRouter,
  members: membersRouter,
  citations: citationsRouter,
  dedup: dedupRouter,
  keywords: keywordsRouter,
  training: trainingRouter,
  prisma: prismaRouter,
  screening: screeningRouter,
  reviews: reviewsRouter,
  dual: dualRouter,
  admin: adminRouter,
});

export type AppRouter = typeof appRouter;
