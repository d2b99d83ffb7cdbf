import { CheckOutlined, DeleteOutlined, QuestionCircleOutlined } from '@ant-design/icons';
import { Button, Checkbox, ConfigProvider, Flex, Input, Select } from 'antd';
import type { DuplicateSort } from '../../../../../../shared/dedup.schema.ts';

interface DuplicatePossibleToolbarProps {
  sort: DuplicateSort;
  onSort: (sort: DuplicateSort) => void;
  onSearch: (search: string) => void;
  shown: number;
  selected: number;
  busy: boolean;
  onSelectAll: (all: boolean) => void;
  onDecideSelected: (action: 'remove' | 'dismiss') => void;
  onHelp: () => void;
}

const SORTS: Array<{ value: DuplicateSort; label: string }> = [
  { value: 'similarity_desc', label: 'Most alike first' },
  { value: 'similarity_asc', label: 'Least alike first' },
  { value: 'oldest', label: 'In the order found' },
];

/** Order and search the pairs; select the shown ones and decide them all at once. */
export function DuplicatePossibleToolbar({
  sort,
  onSort,
  onSearch,
  shown,
  selected,
  busy,
  onSelectAll,
  onDecideSelected,
  onHelp,
}: DuplicatePossibleToolbarProps) {
  // A reviewer's page disables every control (DuplicateWorkspace); a `disabled` given here would override it.
  const readOnly = ConfigProvider.useConfig().componentDisabled;
  return (
    <div className="dedup-toolbar">
      <Flex gap={8} wrap className="dedup-toolbar-row">
        {/* Reading stays open on a reviewer's page: search, order and the key list are no decision. */}
        <Input.Search
          disabled={false}
          allowClear
          placeholder="Search title, author or DOI"
          aria-label="Search possible duplicates"
          className="dedup-search"
          onSearch={onSearch}
        />
        <Select
          disabled={false}
          aria-label="Order of possible duplicates"
          value={sort}
          options={SORTS}
          onChange={onSort}
          className="dedup-sort"
        />
        <Button disabled={false} icon={<QuestionCircleOutlined aria-hidden />} onClick={onHelp}>
          Shortcuts
        </Button>
      </Flex>
      <Flex gap={8} wrap align="center" className="dedup-toolbar-row">
        <Checkbox
          checked={shown > 0 && selected === shown}
          indeterminate={selected > 0 && selected < shown}
          disabled={shown === 0 || readOnly}
          onChange={(event) => onSelectAll(event.target.checked)}
        >
          {`Select all shown (${shown})`}
        </Checkbox>
        <span className="dedup-selected-count" aria-live="polite">{`${selected} selected`}</span>
        <Button
          icon={<CheckOutlined aria-hidden />}
          disabled={selected === 0 || busy || readOnly}
          onClick={() => onDecideSelected('dismiss')}
        >
          {`Keep both (${selected})`}
        </Button>
        <Button
          danger
          icon={<DeleteOutlined aria-hidden />}
          disabled={selected === 0 || busy || readOnly}
          onClick={() => onDecideSelected('remove')}
        >
          {`Remove duplicates (${selected})`}
        </Button>
      </Flex>
    </div>
  );
}
