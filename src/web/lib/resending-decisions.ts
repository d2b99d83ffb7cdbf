/**
 * How many decisions of the screening view wait to be sent again because the server did not answer (useGiveDecision
 * counts them in and out), for the page to say so and to ask before it is closed.
 */
let waiting = 0;
const listeners = new Set<() => void>();

function changeBy(step: number) {
  waiting += step;
  for (const listener of listeners) listener();
}

export const resendingDecisions = {
  count: () => waiting,
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  /** Counts one decision in for the wait, out again when the wait is over. */
  async during(wait: Promise<void>): Promise<void> {
    changeBy(1);
    try {
      await wait;
    } finally {
      changeBy(-1);
    }
  },
};
