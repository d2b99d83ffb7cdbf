import { Flex, Select } from 'antd';
import type { DecisionFilter } from '../../../../../../shared/review.schema.ts';
import { fullName } from '../../../../../../shared/member.schema.ts';
import type { ReviewFilterValues } from './use-citations.ts';
import { useMembers } from '../../../../../hooks/use-members.ts';
import { useExclusionReasons, useProjectTags } from '../../../../../hooks/use-reviews.ts';

const decisions: Array<{ value: DecisionFilter; label: string }> = [
  { value: 'relevant', label: 'Relevant' },
  { value: 'irrelevant', label: 'Irrelevant' },
  { value: 'maybe', label: 'Maybe' },
  { value: 'unlabelled', label: 'Not decided' },
];

interface ReviewFiltersProps {
  projectId: number;
  values: ReviewFilterValues;
  /** Maybe is a continuous decision: offered only there. */
  continuous: boolean;
  onChange: (patch: ReviewFilterValues) => void;
}

/** The list narrowed by decision, tag, exclusion reason or reviewer; each a labelled select that clears. */
export function ReviewFilters({ projectId, values, continuous, onChange }: ReviewFiltersProps) {
  const tags = useProjectTags(projectId);
  const reasons = useExclusionReasons(projectId);
  const members = useMembers(projectId);
  const common = { allowClear: true, className: 'review-filter', popupMatchSelectWidth: false } as const;
  return (
    <Flex gap={12} wrap className="review-filters" role="group" aria-label="Filter by notes">
      <Select
        {...common}
        aria-label="Filter by decision"
        placeholder="Any decision"
        value={values.decision}
        options={decisions.filter((d) => continuous || d.value !== 'maybe')}
        onChange={(decision?: DecisionFilter) => onChange({ decision })}
      />
      <Select
        {...common}
        aria-label="Filter by tag"
        placeholder="Any tag"
        showSearch
        value={values.tag}
        options={(tags.data?.tags ?? []).map((t) => ({ value: t.tag, label: `${t.tag} (${t.records})` }))}
        onChange={(tag?: string) => onChange({ tag })}
      />
      <Select
        {...common}
        aria-label="Filter by exclusion reason"
        placeholder="Any exclusion reason"
        value={values.reason}
        options={(reasons.data?.reasons ?? []).map((r) => ({ value: r, label: r }))}
        onChange={(reason?: string) => onChange({ reason })}
      />
      <Select
        {...common}
        aria-label="Filter by reviewer"
        placeholder="Any reviewer"
        value={values.reviewer}
        options={(members.data?.members ?? []).map((m) => ({ value: m.user_id, label: fullName(m) }))}
        onChange={(reviewer?: number) => onChange({ reviewer })}
      />
    </Flex>
  );
}
