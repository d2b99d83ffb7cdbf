import { Col, Row, Skeleton, Typography } from 'antd';
import { useState } from 'react';
import { AppLayout } from '../../components/AppLayout.tsx';
import { useAdminExists } from '../../hooks/use-admin-setup.ts';
import { AdminCurrentUser } from './AdminCurrentUser.tsx';
import { AdminExistsNotice } from './AdminExistsNotice.tsx';
import { AdminSetupForm } from './AdminSetupForm.tsx';
import './admin-setup.css';

/**
 * /admin-setup: who is signed in, and the form that creates the first administrator account. Once an
 * administrator exists the page says so at once and shows no form (the server would refuse it anyone
 * but an administrator, and administrators grant rights under Manage Users).
 */
export function AdminSetupPage() {
  const adminExists = useAdminExists();
  // Decided by the answer the page opened with: creating the first administrator here keeps the form,
  // cleared, under its success message, instead of swapping it for the notice.
  const [formOpen, setFormOpen] = useState<boolean>();
  if (formOpen === undefined && adminExists !== undefined) setFormOpen(!adminExists);

  return (
    <AppLayout>
      <div className="admin-page">
        <div>
          <Typography.Title level={1} className="page-title">
            Admin Setup
          </Typography.Title>
          <Typography.Text type="secondary">Create an administrator account for Screener.</Typography.Text>
        </div>
        {formOpen === false && <AdminExistsNotice />}
        <Row gutter={[24, 24]}>
          <Col xs={24} lg={9}>
            <AdminCurrentUser />
          </Col>
          {formOpen !== false && (
            <Col xs={24} lg={15}>
              {formOpen ? <AdminSetupForm /> : <Skeleton active paragraph={{ rows: 6 }} />}
            </Col>
          )}
        </Row>
      </div>
    </AppLayout>
  );
}
