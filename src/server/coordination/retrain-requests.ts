import type { EntityManager } from '@mikro-orm/postgresql';

type RetrainHandler = (em: EntityManager, projectId: number) => void;

let handler: RetrainHandler | undefined;

/**
 * Who retrains a continuous project in the background after new decisions: the training module, which
 * app.ts registers here. Labelling, projects and screening ask through requestRetrain, so none of them
 * depends on training (which depends on them).
 */
export function handleRetrainRequests(retrain: RetrainHandler): void {
  handler = retrain;
}

/** A continuous project's labels changed (or it just became continuous): retrain when due, never waiting. */
export function requestRetrain(em: EntityManager, projectId: number): void {
  handler?.(em, projectId);
}
