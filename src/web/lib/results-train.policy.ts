import { TRPCClientError } from '@trpc/client';
import { MAX_LABELS_PER_CLASS, MIN_LABELS_PER_CLASS } from '../../shared/citation.schema.ts';
import { messages } from '../../shared/messages.ts';
import { resultsScreenMessages as text } from '../../shared/results-screen.messages.ts';
import { MAX_ITERATIONS } from '../../shared/training.schema.ts';
import {
  DOMAIN_REFUSAL_STATUSES,
  HttpStatusError,
  apiErrorMessage,
  errorExtra,
  httpStatusOf,
  isNoResponse,
} from './api-errors.ts';
import type { LabelCounts } from './label-rules.ts';

/** What the "Failed to train model" toast says: the refusal's title, and the reason. */
export interface TrainFailure {
  heading?: string;
  message: string;
}

// The request's own timeout signal (30 s) is the only thing that aborts it.
const isTimeout = (error: unknown) => {
  const name = (error as { cause?: { name?: string } }).cause?.name;
  return name === 'TimeoutError' || name === 'AbortError';
};

/**
 * Why a training failed, in the fixed training texts (timeout, server error, the label counts). The
 * results page names a refusal for the number of labels "Invalid citation count", given as `countHeading`.
 */
export function trainFailure(error: unknown, countHeading?: string): TrainFailure {
  if (isTimeout(error) || isNoResponse(error)) return { message: text.trainTimeout };
  // An HTML error page (a proxy, a crashed worker) carries nothing worth showing.
  if (error instanceof TRPCClientError && error.cause instanceof HttpStatusError)
    return { message: messages.serverError };
  const status = httpStatusOf(error);
  if (status === 500) return { message: text.trainServerError };
  if (status === 404) return { message: text.trainNotFound };
  // A 409 is the server's own refusal in words for the user (all 10 trainings done, one already running).
  const message = apiErrorMessage(error, { serverWordsFor: DOMAIN_REFUSAL_STATUSES });
  if (status !== 400) return { message };
  const title = errorExtra(error)?.title;
  const heading = typeof title === 'string' ? title : undefined;
  return { heading: heading && (countHeading ?? heading), message };
}

const withinRule = (n: number) => n >= MIN_LABELS_PER_CLASS && n <= MAX_LABELS_PER_CLASS;

/** Why Retrain cannot be pressed now (10 trainings done, or one running), or undefined when it can. */
export function retrainBlock(currentIteration: number, training: boolean): string | undefined {
  if (currentIteration >= MAX_ITERATIONS) return text.allIterationsDone;
  if (training) return text.trainingRunning;
  return undefined;
}

/** The 5-to-10 rule against this iteration's labels: undefined when a training would be accepted. */
export function labelRuleProblem(counts: LabelCounts): string | undefined {
  if (withinRule(counts.relevant) && withinRule(counts.irrelevant)) return undefined;
  // What is missing, before any attempt; "Invalid citation count" heads only a refused training (trainFailure).
  return text.labelRule(counts.relevant, counts.irrelevant);
}
