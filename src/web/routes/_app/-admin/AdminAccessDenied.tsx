import { Result } from 'antd';
import { adminScreenMessages as text } from '../../../../shared/admin-screen.messages.ts';
import { ButtonLink } from '../../../components/ButtonLink.tsx';

/** What a regular user sees on any admin page: "Access Denied". */
export function AdminAccessDenied() {
  return (
    <Result
      status="403"
      // The page's one heading, which names it (as the 404's number does).
      title={<h1 className="not-found-title">{text.accessDenied}</h1>}
      subTitle={text.accessDeniedDescription}
      extra={
        <ButtonLink to="/" color="primary" variant="solid">
          Go to Dashboard
        </ButtonLink>
      }
    />
  );
}
