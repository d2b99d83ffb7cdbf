import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { expect, it } from 'vitest';
import { setAnsweredData } from '../../../src/web/lib/answered-data.ts';

/** A query whose fetch answers only when told, as a slow server does. */
function slowQuery(queryClient: QueryClient, key: string[]) {
  const answers: Array<(value: string) => void> = [];
  const observer = new QueryObserver(queryClient, {
    queryKey: key,
    queryFn: () => new Promise<string>((resolve) => answers.push(resolve)),
  });
  const unsubscribe = observer.subscribe(() => {});
  return { answers, unsubscribe };
}

it("keeps a change's answer when a fetch sent before the change lands after it", async () => {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const key = ['project', '7'];
  const { answers, unsubscribe } = slowQuery(queryClient, key);
  await expect.poll(() => answers.length).toBe(1);
  answers[0]!('not finished');
  await expect.poll(() => queryClient.getQueryData(key)).toBe('not finished');

  // A refresh goes out (after a decision), then Finish answers before it does.
  void queryClient.invalidateQueries({ queryKey: key });
  await expect.poll(() => answers.length).toBe(2);
  await setAnsweredData(queryClient, key, 'finished');
  answers[1]!('not finished');
  await new Promise((resolve) => setTimeout(resolve, 10));

  expect(queryClient.getQueryData(key)).toBe('finished');
  unsubscribe();
});
