import { Flex, Input, Segmented, Select } from 'antd';
import type { DuplicateSort, RemovalMethod, RemovedPage } from '../../../../../../shared/dedup.schema.ts';
import type { RemovedFilters } from './use-duplicate-lists.ts';

const METHODS: Array<{ value: RemovalMethod | 'all'; label: string }> = [
  { value: 'all', label: 'All' },
  { value: 'exact', label: 'Exact' },
  { value: 'doi', label: 'DOI' },
  { value: 'similar', label: 'Similar' },
  { value: 'manual', label: 'By a person' },
];
const SORTS: Array<{ value: DuplicateSort; label: string }> = [
  { value: 'oldest', label: 'In the order removed' },
  { value: 'similarity_asc', label: 'Lowest similarity first' },
];

interface DuplicateRemovedFiltersProps {
  filters: RemovedFilters;
  onChange: (filters: RemovedFilters) => void;
  counts: RemovedPage['by_method'] | undefined;
}

/** Narrow the removed list to one method, order it by similarity (the least sure first), search it: a reviewer too. */
export function DuplicateRemovedFilters({ filters, onChange, counts }: DuplicateRemovedFiltersProps) {
  const all = counts ? Object.values(counts).reduce((a, b) => a + b, 0) : undefined;
  const options = METHODS.map(({ value, label }) => {
    const n = value === 'all' ? all : counts?.[value];
    return { value, label: n === undefined ? label : `${label} (${n})` };
  });
  return (
    <Flex gap={8} wrap className="dedup-toolbar">
      <div className="dedup-method-filter" role="group" aria-label="Detection method">
        <Segmented
          disabled={false}
          options={options}
          value={filters.method ?? 'all'}
          onChange={(value) => onChange({ ...filters, method: value === 'all' ? undefined : (value as RemovalMethod) })}
        />
      </div>
      <Select
        disabled={false}
        aria-label="Order of removed duplicates"
        value={filters.sort}
        options={SORTS}
        onChange={(sort) => onChange({ ...filters, sort })}
        className="dedup-sort"
      />
      <Input.Search
        disabled={false}
        allowClear
        placeholder="Search title, author or DOI"
        aria-label="Search removed duplicates"
        className="dedup-search"
        onSearch={(search) => onChange({ ...filters, search: search.trim() || undefined })}
      />
    </Flex>
  );
}
