import { afterEach } from 'vitest';
import { reportOpenPages } from './browser.ts';

// A failed browser test says what each page showed, beside the step that failed.
afterEach(async (context) => {
  if (context.task.result?.state !== 'fail') return;
  for (const line of await reportOpenPages(context.task.name)) console.error(`[${context.task.name}] ${line}`);
});
