import { App } from 'antd';
import { DECISION_RESENDS, outcomeUnknown } from '../lib/decision-outcome.ts';
import { decisionFailedToast, useDecide } from './use-screening.ts';

type DecisionInput = { projectId: number; citationId: number; is_relevant: boolean };

/**
 * A decision on the screening view, resolved against the server: one whose outcome is unknown (outcomeUnknown) is
 * sent again, in turn behind the decisions given since (a label given again is no change on the server), until an
 * answer says whether it landed, at most DECISION_RESENDS times and only while `wanted()` (an undo since has
 * settled it). Resolves whether it landed; a failure is said once, when the decision is given up.
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
        if (resent < DECISION_RESENDS) continue;
        notification.error(decisionFailedToast(error));
        return false;
      }
    }
  };
}
