import { ClockCircleOutlined } from '@ant-design/icons';
import { Result } from 'antd';
import { infoMessages } from '../../../shared/info.messages.ts';
import { AppLayout } from '../../components/AppLayout.tsx';
import { ButtonLink } from '../../components/ButtonLink.tsx';
import './static.css';

/** Blog, Terms and Privacy: "Coming Soon" until they are written. */
export function StaticComingSoon({ title }: { title: string }) {
  return (
    <AppLayout>
      <Result
        className="static-coming-soon"
        icon={<ClockCircleOutlined aria-hidden />}
        title={
          <>
            <h1 className="static-coming-title">{title}</h1>
            {infoMessages.comingSoon}
          </>
        }
        subTitle={infoMessages.comingSoonDescription}
        extra={
          <ButtonLink to="/" color="primary" variant="solid">
            Go to Dashboard
          </ButtonLink>
        }
      />
    </AppLayout>
  );
}
