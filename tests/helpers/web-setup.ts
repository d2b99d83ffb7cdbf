import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { server } from './msw-server.ts';

// findBy/waitFor wait for what a user would see; on a loaded machine (CI, parallel workers) a page can take
// longer than the library's 1 s to render, which is not what these tests are about.
configure({ asyncUtilTimeout: 5_000 });

// A request no test expected is a bug in the app or the test: fail loudly instead of reaching the network.
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => {
  cleanup();
  server.resetHandlers();
  localStorage.clear();
  sessionStorage.clear();
});
afterAll(() => server.close());
