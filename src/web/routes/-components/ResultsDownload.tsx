import { DownloadOutlined, DownOutlined, SortAscendingOutlined, SortDescendingOutlined } from '@ant-design/icons';
import { Button, Dropdown, Space, Tooltip } from 'antd';
import type { ReactNode } from 'react';
import { useDownloadResults } from '../../hooks/use-download-results.ts';
import type { SortOrder } from '../../lib/results.search.ts';

const orders = [
  { key: 'desc', label: 'Highest score first', icon: <SortDescendingOutlined aria-hidden /> },
  { key: 'asc', label: 'Lowest score first', icon: <SortAscendingOutlined aria-hidden /> },
] satisfies { key: SortOrder; label: string; icon: ReactNode }[];

/**
 * The results workbook (spec section 7). The button gives the ranked order most people want; the arrow
 * beside it offers both orders, as the server can sort either way.
 */
export function ResultsDownload({ projectId }: { projectId: number }) {
  const download = useDownloadResults(projectId);
  const busy = download.isPending;
  return (
    <Space.Compact className="results-download">
      <Tooltip title="Excel workbook: every citation ranked, with labels and scores">
        <Button type="primary" icon={<DownloadOutlined aria-hidden />} loading={busy} onClick={() => download.mutate('desc')}>
          Download
        </Button>
      </Tooltip>
      <Dropdown
        disabled={busy}
        trigger={['click']}
        placement="bottomRight"
        menu={{ items: orders, onClick: ({ key }) => download.mutate(key as SortOrder) }}
      >
        <Button type="primary" icon={<DownOutlined aria-hidden />} aria-label="Download order" />
      </Dropdown>
    </Space.Compact>
  );
}
