import { Tag } from 'antd';
import type { AdminProject } from '../../shared/admin.schema.ts';

const colors: Record<AdminProject['status'], string> = { Setup: 'gold', Active: 'green', Advanced: 'blue' };

/** A project's phase: Setup at iteration 0, Active at 1, Advanced above. */
export function AdminProjectStatus({ status }: { status: AdminProject['status'] }) {
  return (
    <Tag color={colors[status]} variant="filled" className="admin-status">
      {status}
    </Tag>
  );
}
