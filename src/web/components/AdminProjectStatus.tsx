import { Tag } from 'antd';
import type { ProjectPhase } from '../../shared/admin.schema.ts';

// Shade 7 on shade 1 (theme.ts darkens gold and green): purple 8.9:1, geekblue 7.9:1, blue 5.5:1.
const badges: Record<ProjectPhase, { color: string; label: string }> = {
  Setup: { color: 'gold', label: 'Setup' },
  Active: { color: 'green', label: 'Active' },
  Advanced: { color: 'blue', label: 'Advanced' },
  Continuous: { color: 'purple', label: 'Continuous' },
  Finished: { color: 'geekblue', label: 'Continuous · finished' },
};

/** A project's phase as the server works it out (projectPhase): the spec's three for iteration projects, two more for continuous ones. */
export function AdminProjectStatus({ status }: { status: ProjectPhase }) {
  const { color, label } = badges[status];
  return (
    <Tag color={color} variant="filled" className="admin-status">
      {label}
    </Tag>
  );
}
