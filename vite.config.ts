import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { precompress } from './scripts/vite-precompress.ts';
import { prerender } from './scripts/vite-prerender.ts';
import { routePreloads } from './scripts/vite-route-preloads.ts';

const apiPort = Number(process.env.PORT ?? 3000);
const api = { target: `http://localhost:${apiPort}`, changeOrigin: false };

export default defineConfig({
  plugins: [
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      // A route's loader travels with its page (it starts the page's queries): the query options it imports
      // stay out of the first page's JavaScript, and the one chunk brings both, so nothing waits twice.
      codeSplittingOptions: {
        defaultBehavior: [['loader', 'component'], ['pendingComponent'], ['errorComponent'], ['notFoundComponent']],
      },
      routesDirectory: './src/web/routes',
      generatedRouteTree: './src/web/route-tree.gen.ts',
    }),
    react(),
    routePreloads(),
    prerender(),
    precompress(),
  ],
  build: { outDir: 'dist', emptyOutDir: true },
  server: { port: 5173, proxy: { '/api': api, '/trpc': api } },
  test: {
    projects: [
      {
        extends: true,
        // Some start worker threads, which wait behind the other test workers on a busy 2-core machine.
        test: { name: 'unit', include: ['tests/unit/**/*.test.ts'], environment: 'node', testTimeout: 20_000 },
      },
      {
        extends: true,
        // Typing through user-event in happy-dom takes seconds on a busy 2-core machine.
        test: {
          name: 'web',
          include: ['tests/unit/**/*.test.tsx'],
          environment: 'happy-dom',
          setupFiles: ['tests/helpers/web-setup.ts'],
          testTimeout: 20_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'integration',
          include: ['tests/integration/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/helpers/integration-global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          environment: 'node',
          setupFiles: ['tests/helpers/e2e-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          fileParallelism: false,
          // A browser waiting on a busy 2-core machine can take well over expect.poll's default second.
          expect: { poll: { timeout: 15_000 } },
        },
      },
    ],
  },
});
