import { Result } from 'antd';
import { useEffect } from 'react';
import { messages } from '../../shared/messages.ts';
import { pageTitles } from '../../shared/page.messages.ts';
import { documentTitle } from '../lib/document-title.ts';
import { ButtonLink } from './ButtonLink.tsx';

export function NotFoundPage() {
  // No route names this page, so it names itself in the browser tab (see useRouteTitle).
  useEffect(() => {
    document.title = documentTitle(pageTitles.notFound);
  }, []);
  return (
    <Result
      status="404"
      title={<h1 className="not-found-title">404</h1>}
      subTitle={messages.notFoundPage}
      extra={
        <ButtonLink to="/" color="primary" variant="solid">
          Go to Dashboard
        </ButtonLink>
      }
    />
  );
}
