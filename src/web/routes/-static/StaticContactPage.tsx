import { ClockCircleOutlined, CustomerServiceOutlined, MailOutlined, MessageOutlined } from '@ant-design/icons';
import { Alert, Card, Col, Row, Skeleton, Typography } from 'antd';
import { infoMessages } from '../../../shared/info.messages.ts';
import { AppLayout } from '../../components/AppLayout.tsx';
import { useSupportEmail } from '../../hooks/use-account-support.ts';
import { StaticPageHeading } from '../../components/StaticPageHeading.tsx';
import './static.css';

// One address answers everything (the server's SUPPORT_EMAIL); the subject line tells the requests apart.
const contacts = [
  {
    icon: <CustomerServiceOutlined aria-hidden />,
    title: 'Technical Support',
    text: 'Trouble signing in, importing files or training a model.',
    subject: 'Support request',
  },
  {
    icon: <MailOutlined aria-hidden />,
    title: 'General Inquiries',
    text: 'Questions about Screener, accounts or using it with your team.',
    subject: 'General inquiry',
  },
  {
    icon: <MessageOutlined aria-hidden />,
    title: 'Feedback',
    text: 'Ideas and suggestions that would make Screener better.',
    subject: 'Feedback',
  },
];

/** /contact */
export function StaticContactPage() {
  const { email, failed } = useSupportEmail();
  return (
    <AppLayout>
      <div className="static-page">
        <StaticPageHeading
          title="Contact Us"
          lead="Questions, problems or ideas? Write to us and a person will answer."
        />
        <Row gutter={[16, 16]}>
          {contacts.map((contact) => (
            <Col key={contact.title} xs={24} md={8}>
              <Card className="static-card">
                <div className="static-icon" aria-hidden="true">
                  {contact.icon}
                </div>
                <Typography.Title level={2}>{contact.title}</Typography.Title>
                <Typography.Paragraph type="secondary">{contact.text}</Typography.Paragraph>
                {email ? (
                  <a
                    href={`mailto:${email}?subject=${encodeURIComponent(contact.subject)}`}
                    aria-label={`${contact.title}: ${email}`}
                  >
                    {email}
                  </a>
                ) : failed ? (
                  <Typography.Text type="danger">{infoMessages.supportUnavailable}</Typography.Text>
                ) : (
                  <Skeleton.Input active size="small" />
                )}
              </Card>
            </Col>
          ))}
        </Row>
        <Alert type="info" showIcon icon={<ClockCircleOutlined aria-hidden />} title={infoMessages.responsePromise} />
      </div>
    </AppLayout>
  );
}
