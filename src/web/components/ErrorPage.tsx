import { useRouter, type ErrorComponentProps } from '@tanstack/react-router';
import { Button, Result } from 'antd';
import { messages } from '../../shared/messages.ts';

/** Any page whose data could not load, e.g. the session check while the server is unreachable. */
export function ErrorPage({ error, reset }: ErrorComponentProps) {
  const router = useRouter();
  const retry = () => {
    reset();
    void router.invalidate();
  };
  return (
    <Result
      status="error"
      title="Something went wrong"
      subTitle={error instanceof Error && error.message ? error.message : messages.serverError}
      extra={
        <Button type="primary" onClick={retry}>
          Try again
        </Button>
      }
    />
  );
}
