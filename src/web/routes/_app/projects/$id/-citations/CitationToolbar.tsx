import { QuestionCircleOutlined, SearchOutlined } from '@ant-design/icons';
import { Button, Flex, Input, Select } from 'antd';
import { useEffect, useEffectEvent, useState } from 'react';

/** Long enough to finish a word, short enough to feel immediate. */
const SEARCH_DELAY_MS = 300;

const sortOptions = [
  { value: 'desc', label: 'Most relevant first' },
  { value: 'asc', label: 'Least relevant first' },
] as const;

interface CitationToolbarProps {
  search: string | undefined;
  sort: 'asc' | 'desc';
  onSearch: (search: string | undefined) => void;
  onSort: (sort: 'asc' | 'desc') => void;
  onShowShortcuts: () => void;
}

/** Search (sent once the user pauses typing), sort order, and the way to the keyboard shortcuts. */
export function CitationToolbar({ search, sort, onSearch, onSort, onShowShortcuts }: CitationToolbarProps) {
  const [typed, setTyped] = useState(search ?? '');
  const commit = useEffectEvent((wanted: string | undefined) => onSearch(wanted));
  useEffect(() => {
    const wanted = typed.trim() || undefined;
    if (wanted === search) return;
    const timer = setTimeout(() => commit(wanted), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [typed, search]);

  return (
    <Flex gap={12} wrap className="citation-toolbar">
      <Input
        className="citation-search"
        prefix={<SearchOutlined aria-hidden />}
        placeholder="Search titles and abstracts"
        aria-label="Search citations"
        allowClear
        value={typed}
        onChange={(event) => setTyped(event.target.value)}
      />
      <Select
        aria-label="Sort order"
        value={sort}
        options={[...sortOptions]}
        onChange={onSort}
        className="citation-sort"
      />
      <Button icon={<QuestionCircleOutlined aria-hidden />} onClick={onShowShortcuts} className="list-shortcuts-button">
        Keyboard shortcuts
      </Button>
    </Flex>
  );
}
