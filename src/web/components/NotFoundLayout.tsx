import { AppLayout } from './AppLayout.tsx';
import { NotFoundPage } from './NotFoundPage.tsx';

/** An unknown URL matches no layout, so the 404 page brings the header and footer itself. */
export function NotFoundLayout() {
  return (
    <AppLayout>
      <NotFoundPage />
    </AppLayout>
  );
}
