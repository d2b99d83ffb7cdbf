import { Button, Card, Result } from 'antd';
import { projectScreenMessages as text } from '../../shared/project-screen.messages.ts';
import { ButtonLink } from './ButtonLink.tsx';

interface ProjectProblemProps {
  /** The HTTP status of the failed request, when the server answered. */
  status: number | undefined;
  message: string;
  onRetry: () => void;
}

const backToDashboard = (
  <ButtonLink key="back" to="/" color="primary" variant="solid">
    Back to Dashboard
  </ButtonLink>
);

/** Why a project cannot be shown: it does not exist, it is someone else's, or it could not be loaded. */
export function ProjectProblem({ status, message, onRetry }: ProjectProblemProps) {
  if (status === 404) {
    return (
      <Card>
        <Result status="404" title={text.notFoundTitle} subTitle={text.notFoundDescription} extra={backToDashboard} />
      </Card>
    );
  }
  if (status === 403) {
    return (
      <Card>
        <Result status="403" title={text.noAccessTitle} subTitle={message} extra={backToDashboard} />
      </Card>
    );
  }
  return (
    <Card>
      <Result
        status="error"
        title={text.fetchFailed}
        subTitle={message}
        extra={[
          <Button key="retry" onClick={onRetry}>
            Try again
          </Button>,
          backToDashboard,
        ]}
      />
    </Card>
  );
}

/**
 * Whether a page whose project query failed gives way to ProjectProblem: when the project could not be loaded at
 * all, or is gone or no longer the user's. A refresh that fails while the page already shows the project (a server restarting for a few seconds)
 * leaves the page, and the work on it, in place; the failure is said in a toast.
 */
export const projectUnavailable = (status: number | undefined, loaded: boolean): boolean =>
  !loaded || status === 403 || status === 404;
