import {
  BookOutlined,
  DownloadOutlined,
  DownOutlined,
  FileTextOutlined,
  HistoryOutlined,
  SortAscendingOutlined,
  SortDescendingOutlined,
} from '@ant-design/icons';
import { Button, Dropdown, Space, Tooltip } from 'antd';
import type { ReactNode } from 'react';
import { useDownloadResults } from '../hooks/use-download-results.ts';
import { useMenuButton } from '../hooks/use-menu-button.ts';
import type { DownloadChoice } from '../lib/download-results.ts';

const choices: Record<string, DownloadChoice> = {
  desc: { order: 'desc', format: 'xlsx' },
  asc: { order: 'asc', format: 'xlsx' },
  csv: { order: 'desc', format: 'csv' },
  ris: { order: 'desc', format: 'ris' },
  decisions: { order: 'desc', format: 'decisions' },
};

const items = [
  // Each item downloads at once, so its name says what: the workbook's two orders, then the other formats.
  { key: 'desc', label: 'Excel, highest score first', icon: <SortDescendingOutlined aria-hidden /> },
  { key: 'asc', label: 'Excel, lowest score first', icon: <SortAscendingOutlined aria-hidden /> },
  { type: 'divider' },
  { key: 'csv', label: 'CSV, ranked with labels', icon: <FileTextOutlined aria-hidden /> },
  { key: 'ris', label: 'RIS for reference managers', icon: <BookOutlined aria-hidden /> },
  { key: 'decisions', label: 'Decision history (CSV)', icon: <HistoryOutlined aria-hidden /> },
] satisfies ({ key: keyof typeof choices; label: string; icon: ReactNode } | { type: 'divider' })[];

/**
 * The results workbook. The button gives the ranked order most people want; the arrow
 * beside it offers both orders, and the ranked list as CSV or RIS with each label, for reference managers.
 */
export function ResultsDownload({ projectId }: { projectId: number }) {
  const download = useDownloadResults(projectId);
  const busy = download.isPending;
  const menuButton = useMenuButton();
  // The chosen item disappears with the menu: the focus goes back to the button that opened it.
  const choose = (key: string) => {
    download.mutate(choices[key]!);
    menuButton.refocus();
  };
  return (
    <Space.Compact className="results-download">
      <Tooltip title="Excel workbook: every citation ranked, with labels and scores">
        <Button
          type="primary"
          icon={<DownloadOutlined aria-hidden />}
          loading={busy}
          onClick={() => download.mutate(choices.desc!)}
        >
          Download
        </Button>
      </Tooltip>
      <Dropdown
        disabled={busy}
        trigger={['click']}
        placement="bottomRight"
        menu={{ items, onClick: ({ key }) => choose(key) }}
        {...menuButton.dropdown}
      >
        <Button
          type="primary"
          icon={<DownOutlined aria-hidden />}
          aria-label="Download order and format"
          {...menuButton.button}
        />
      </Dropdown>
    </Space.Compact>
  );
}
