import { useIsMutating, useMutation, useQueryClient } from '@tanstack/react-query';
import { App } from 'antd';
import { createElement } from 'react';
import { resultsScreenMessages as text } from '../../shared/results-screen.messages.ts';
import { trainFailure, type TrainFailure } from '../lib/results-train.policy.ts';
import { useTRPC } from '../trpc.ts';

/** The toast's description: the kind of refusal in bold, then the reason. A .ts file, hence no JSX. */
const details = ({ heading, message }: TrainFailure) =>
  createElement(
    'div',
    { className: 'toast-details' },
    heading && createElement('strong', null, heading),
    createElement('p', null, message),
  );

/**
 * Trains the project's model and moves it to the next iteration (5 to 10 labels of each class; at most
 * 10 trainings). Its 30 s limit comes from the client's timeout table. Everything a training
 * changes is read again: the project's iteration, the scores and order of every list, the charts.
 * `countHeading` replaces the heading of a refusal for the number of labels (the results page's wording).
 */
export function useTrainModel(projectId: number, { countHeading }: { countHeading?: string } = {}) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const { notification } = App.useApp();
  const projectKey = trpc.projects.get.queryKey({ id: projectId });
  return useMutation(
    trpc.training.train.mutationOptions({
      // One training per project at a time: the server answers a second one with 409 anyway.
      scope: { id: `training-${projectId}` },
      onSuccess: (result) => {
        notification.success({ title: result.message });
        queryClient.setQueryData(
          projectKey,
          (project) => project && { ...project, current_iteration: result.current_iteration },
        );
        void queryClient.invalidateQueries({ queryKey: projectKey });
        void queryClient.invalidateQueries({ queryKey: trpc.projects.list.queryKey() });
        void queryClient.invalidateQueries({ queryKey: trpc.citations.filter.queryKey({ projectId }) });
        void queryClient.invalidateQueries({ queryKey: trpc.training.summary.queryKey({ projectId }) });
        void queryClient.invalidateQueries({ queryKey: trpc.training.iterations.queryKey({ projectId }) });
      },
      onError: (error) =>
        notification.error({ title: text.trainFailed, description: details(trainFailure(error, countHeading)) }),
    }),
  );
}

/** Whether this project's model is training: seen from any page, even one mounted after Retrain was pressed. */
export function useTrainingRunning(projectId: number) {
  const trpc = useTRPC();
  const running = useIsMutating({
    mutationKey: trpc.training.train.mutationKey(),
    predicate: (mutation) => (mutation.state.variables as { projectId?: number } | undefined)?.projectId === projectId,
  });
  return running > 0;
}
