import { Col, Row, Typography } from 'antd';
import { AppLayout } from '../../components/AppLayout.tsx';
import { AdminCurrentUser } from './AdminCurrentUser.tsx';
import { AdminSetupForm } from './AdminSetupForm.tsx';

/** /admin-setup: who is signed in, and the form that creates an administrator account. */
export function AdminSetupPage() {
  return (
    <AppLayout>
      <div className="admin-page">
        <div>
          <Typography.Title level={2} className="page-title">
            Admin Setup
          </Typography.Title>
          <Typography.Text type="secondary">Create an administrator account for Screener.</Typography.Text>
        </div>
        <Row gutter={[24, 24]}>
          <Col xs={24} lg={9}>
            <AdminCurrentUser />
          </Col>
          <Col xs={24} lg={15}>
            <AdminSetupForm />
          </Col>
        </Row>
      </div>
    </AppLayout>
  );
}
