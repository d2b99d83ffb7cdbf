import { StrictMode, useLayoutEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { AppProviders } from './components/AppProviders.tsx';
import { holdPresses, standIn, takeOver } from './prerender/take-over.ts';
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

// The server may send the sign-in page prerendered (src/web/prerender): it stays on screen until the app
// has loaded the route and rendered the page itself, then makes way, with what the visitor typed into it and
// the button they pressed.
const stand = standIn();
const pressed = stand ? holdPresses(stand) : () => undefined;

function TakeOver() {
  useLayoutEffect(() => {
    if (stand?.isConnected) takeOver(stand, root!, router.state.location.pathname, pressed());
  }, []);
  return null;
}

const render = () =>
  createRoot(root).render(
    <StrictMode>
      <AppProviders api={api} router={router} />
      <TakeOver />
    </StrictMode>,
  );
if (stand)
  void router
    .load()
    .catch(() => undefined)
    .then(render);
else render();
