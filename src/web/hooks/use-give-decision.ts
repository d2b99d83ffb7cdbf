import { App } from 'antd';
import { outcomeUnknown, resendDelay } from '../lib/decision-outcome.ts';
import { resendingDecisions } from '../lib/resending-decisions.ts';
import { decisionFailedToast, useDecide } from './use-screening.ts';

type DecisionInput = { projectId: number; citationId: number; is_relevant: boolean };

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * A decision on the screening view, resolved against the server: one whose outcome is unknown (outcomeUnknown) is
 * sent again after a wait (resendDelay: seconds for a failing server, up to two minutes for one that does not
 * answer), in turn behind the decisions given since (a label given again is no change on the server), until an
 * answer says whether it landed, and only while `wanted()` (an undo since has settled it). While it waits the page
 * says so (resendingDecisions). Resolves whether it landed; a failure is said once, when the decision is given up.
 */
export function useGiveDecision(projectId: number) {
  const decide = useDecide(projectId, { resolvesUnanswered: true });
  const { notification } = App.useApp();
  return async (input: DecisionInput, wanted: () => boolean): Promise<boolean> => {
    for (let resent = 0; ; resent++) {
      try {
        await decide.mutateAsync(input);
        return true;
      } catch (error) {
        // A refusal was said by useDecide; an undo since sends the label the record goes back to.
        if (!outcomeUnknown(error) || !wanted()) return false;
        const delay = resendDelay(error, resent);
        if (delay === undefined) {
          notification.error(decisionFailedToast(error));
          return false;
        }
        await resendingDecisions.during(sleep(delay));
        if (!wanted()) return false;
      }
    }
  };
}
