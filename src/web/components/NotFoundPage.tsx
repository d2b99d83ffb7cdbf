import { Result } from 'antd';
import { messages } from '../../shared/messages.ts';
import { ButtonLink } from './ButtonLink.tsx';

export function NotFoundPage() {
  return (
    <Result
      status="404"
      title="404"
      subTitle={messages.notFoundPage}
      extra={
        <ButtonLink to="/" color="primary" variant="solid">
          Go to Dashboard
        </ButtonLink>
      }
    />
  );
}
