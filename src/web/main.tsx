import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppProviders } from './components/AppProviders.tsx';
import { createAppRouter } from './router.tsx';
import './styles.css';
import { createApi } from './trpc.ts';

const api = createApi();
const router = createAppRouter({ queryClient: api.queryClient, trpc: api.trpc });
const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
// Fetch the first page's code now, beside its session check, instead of after it (one round of requests fewer).
for (const route of router.getMatchedRoutes(window.location.pathname)[0])
  void router.loadRouteChunk(route)?.catch(() => undefined);

createRoot(root).render(
  <StrictMode>
    <AppProviders api={api} router={router} />
  </StrictMode>,
);
