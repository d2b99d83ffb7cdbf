import { CloseCircleFilled } from '@ant-design/icons';
import { useRouter, type ErrorComponentProps } from '@tanstack/react-router';
import { Button } from 'antd';
import { messages } from '../../shared/messages.ts';

/**
 * Any page whose data could not load, e.g. the session check while the server is unreachable.
 * Plain markup rather than antd's Result, whose illustrations would otherwise ship with the first page.
 */
export function ErrorPage({ error, reset }: ErrorComponentProps) {
  const router = useRouter();
  const retry = () => {
    reset();
    void router.invalidate();
  };
  return (
    <section className="error-page" role="alert">
      <CloseCircleFilled className="error-page-icon" aria-hidden />
      <h2 className="error-page-title">Something went wrong</h2>
      <p className="error-page-detail">
        {error instanceof Error && error.message ? error.message : messages.serverError}
      </p>
      <Button type="primary" onClick={retry}>
        Try again
      </Button>
    </section>
  );
}
