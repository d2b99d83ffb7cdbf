import { SearchOutlined } from '@ant-design/icons';
import { getRouteApi } from '@tanstack/react-router';
import { App, Card, Input, Pagination, Select } from 'antd';
import { useCallback } from 'react';
import type { AdminProject } from '../../../../../shared/admin.schema.ts';
import { adminScreenMessages as text } from '../../../../../shared/admin-screen.messages.ts';
import { useAdminDeleteProject } from './use-admin-projects.ts';
import { useAdminProjects } from '../../../../hooks/use-admin-queries.ts';
import { useSearchBox } from '../../../../hooks/use-admin-search.ts';
import { ADMIN_PAGE_SIZE, projectStatusFilters, type ProjectStatusFilter } from '../../../../lib/admin-search.ts';
import { AdminListState } from '../../../../components/AdminListState.tsx';
import { AdminPageHeader } from '../../../../components/AdminPageHeader.tsx';
import { AdminProjectRow } from './AdminProjectRow.tsx';
import './admin-projects.css';

const routeApi = getRouteApi('/_app/admin/projects');

/** /admin/projects: every project, to search, filter by phase, view, edit, delete. Search, filter, page are in the URL. */
export function AdminProjectsPage() {
  const { search, status = 'all', page = 1 } = routeApi.useSearch();
  const navigate = routeApi.useNavigate();
  const query = useAdminProjects({ search, status, page, page_size: ADMIN_PAGE_SIZE });
  const remove = useAdminDeleteProject();
  const { modal } = App.useApp();

  const applySearch = useCallback(
    (next: string | undefined) =>
      void navigate({ search: (prev) => ({ ...prev, search: next, page: undefined }), replace: true }),
    [navigate],
  );
  const box = useSearchBox(search, applySearch);
  const setStatus = (next: ProjectStatusFilter) =>
    void navigate({ search: (prev) => ({ ...prev, status: next === 'all' ? undefined : next, page: undefined }) });
  const setPage = (next: number) =>
    void navigate({ search: (prev) => ({ ...prev, page: next === 1 ? undefined : next }) });

  const confirmDelete = (project: AdminProject) =>
    modal.confirm({
      title: 'Delete Project',
      content: text.deleteProjectConfirm(project.name),
      okText: 'Delete Project',
      cancelText: 'Cancel',
      okButtonProps: { danger: true },
      // The dialog stays open, its button spinning, until the server has answered; the hook says how it went.
      onOk: () => remove.mutateAsync({ id: project.id }).catch(() => undefined),
    });

  const projects = query.data?.projects ?? [];
  const filtered = search !== undefined || status !== 'all';
  return (
    <div className="admin-page">
      <AdminPageHeader
        title="Project Management"
        description="Every project in Screener, whoever owns it."
        count={query.data?.total}
        countLabel="projects"
      />
      <Card>
        <div className="admin-filters">
          <Input
            allowClear
            prefix={<SearchOutlined aria-hidden />}
            placeholder="Search projects by name..."
            aria-label="Search projects by name"
            value={box.text}
            onChange={(event) => box.setText(event.target.value)}
          />
          <Select
            aria-label="Filter by status"
            value={status}
            options={[...projectStatusFilters]}
            onChange={setStatus}
          />
        </div>
        {projects.length === 0 ? (
          <AdminListState
            query={query}
            loading={text.loadingProjects}
            empty={filtered ? text.noProjectsMatching : text.noProjects}
          />
        ) : (
          <ul className="admin-rows" aria-label="Projects">
            {projects.map((project) => (
              <AdminProjectRow
                key={project.id}
                project={project}
                onDelete={confirmDelete}
                deleting={remove.isPending && remove.variables.id === project.id}
              />
            ))}
          </ul>
        )}
        <Pagination
          className="admin-pagination"
          current={page}
          pageSize={ADMIN_PAGE_SIZE}
          total={query.data?.total ?? 0}
          hideOnSinglePage
          showSizeChanger={false}
          onChange={setPage}
        />
      </Card>
    </div>
  );
}
