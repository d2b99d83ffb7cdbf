import { QuestionCircleOutlined, SortAscendingOutlined, SortDescendingOutlined } from '@ant-design/icons';
import { App, Button, Card, Empty, Flex, Result, Segmented, Skeleton, Typography } from 'antd';
import { useMemo, useRef, useState, type ReactNode } from 'react';
import type { CitationOutput } from '../../../../../../shared/citation.schema.ts';
import type { useResultsList } from './use-results.ts';
import { CITATIONS_PER_PAGE } from '../../../../../lib/citation-list.search.ts';
import { pageCountOf } from '../../../../../lib/citation-pager.ts';
import { LABEL_SHORTCUTS } from '../../../../../lib/label-shortcuts.ts';
import { ownDecisionView, shortcutBlock, type Label } from '../../../../../lib/label-rules.ts';
import type { ResultTab, SortOrder } from '../../../../../lib/results.search.ts';
import { CitationPager } from '../../../../../components/CitationPager.tsx';
import { ShortcutsModal } from '../../../../../components/ShortcutsModal.tsx';
import { useLabelShortcuts } from '../../../../../hooks/use-label-shortcuts.ts';
import { resultsScreenMessages as text } from '../../../../../../shared/results-screen.messages.ts';
import { useFocusAfterRemoval } from '../../../../../hooks/use-focus-after-removal.ts';
import { ResultsCitation } from './ResultsCitation.tsx';

interface ResultsTabPanelProps {
  tab: ResultTab;
  list: ReturnType<typeof useResultsList>;
  page: number;
  sort: SortOrder;
  onSort: (sort: SortOrder) => void;
  onPage: (page: number) => void;
  onLabel: (citation: CitationOutput, label: Label) => void;
  /** What the keywords hide from this list, and the way to show it. */
  keywordSwitch?: ReactNode;
  /** Blind dual screening: each reviewer sees their own decisions (the tabs and the scores stay the records'). */
  dual?: boolean;
}

const sortOptions = [
  { value: 'desc', label: 'Highest score first', icon: <SortDescendingOutlined aria-hidden /> },
  { value: 'asc', label: 'Lowest score first', icon: <SortAscendingOutlined aria-hidden /> },
];

const emptyText: Record<ResultTab, string> = {
  unlabeled: 'Every citation has a label.',
  relevant: 'No citation is labeled relevant yet.',
  irrelevant: 'No citation is labeled irrelevant yet.',
};

/** Why a page is empty: it lies past the end, the keywords hide what is left, or the tab has nothing. */
function emptyDescription(tab: ResultTab, page: number, hidden: number): string {
  if (page > 1) return 'No citations on this page.';
  if (hidden > 0) return 'No citation left matches the keywords.';
  return emptyText[tab];
}

const range = (page: number, shown: number, total: number) => {
  const first = (page - 1) * CITATIONS_PER_PAGE + 1;
  return `${first.toLocaleString('en-US')}–${(first + shown - 1).toLocaleString('en-US')} of ${total.toLocaleString('en-US')}`;
};

/** One tab's page of ranked citations, its order, the pager, and the labeling page's keys. */
export function ResultsTabPanel({
  tab,
  list,
  page,
  sort,
  onSort,
  onPage,
  onLabel,
  keywordSwitch,
  dual = false,
}: ResultsTabPanelProps) {
  const { data, error, refetch, isPlaceholderData: waiting } = list;
  const { message } = App.useApp();
  const [helpOpen, setHelpOpen] = useState(false);
  const emptyNote = useRef<HTMLDivElement>(null);
  // With blind dual screening each reviewer sees their own decisions.
  const citations = useMemo(
    () => (dual ? (data?.citations ?? []).map(ownDecisionView) : (data?.citations ?? [])),
    [data?.citations, dual],
  );
  const ids = useMemo(() => citations.map((citation) => citation.id), [citations]);
  const continuous = data?.screening_mode === 'continuous';
  const giveByKey = (citation: CitationOutput, value: Label) => {
    const block = data && shortcutBlock(citation, value, data.label_counts, continuous);
    if (block) void message.warning(block);
    else if (!waiting) onLabel(citation, value);
  };
  const { chosenId, choose } = useLabelShortcuts({
    citations,
    enabled: !helpOpen,
    onLabel: giveByKey,
    onHelp: () => setHelpOpen(true),
  });
  const focus = useFocusAfterRemoval(ids, emptyNote);
  if (error && !data) {
    return (
      <Card>
        <Result
          status="error"
          title="Error loading citations"
          subTitle={error.message}
          extra={<Button onClick={() => void refetch()}>Try again</Button>}
        />
      </Card>
    );
  }
  if (!data) {
    return (
      <Card>
        <Skeleton active paragraph={{ rows: 6 }} />
      </Card>
    );
  }
  const hidden = data.filtered_by_keywords ? data.total_before_filtering - data.total_after_filtering : 0;
  return (
    <Flex vertical gap={12}>
      {keywordSwitch}
      <Flex justify="space-between" align="center" wrap gap={12}>
        <Typography.Text type="secondary" className="results-range">
          {data.citations.length > 0
            ? `Showing ${range(page, data.citations.length, data.total_after_filtering)}`
            : ' '}
        </Typography.Text>
        <Flex align="center" wrap gap={12}>
          <Segmented
            className="segmented-wraps"
            aria-label="Sort by score"
            value={sort}
            options={sortOptions}
            onChange={(value) => onSort(value as SortOrder)}
          />
          <Button
            icon={<QuestionCircleOutlined aria-hidden />}
            onClick={() => setHelpOpen(true)}
            className="list-shortcuts-button"
          >
            Keyboard shortcuts
          </Button>
        </Flex>
      </Flex>
      {citations.length === 0 ? (
        // Where the focus goes when the last card of the page is labelled off it.
        <div ref={emptyNote} tabIndex={-1} className="results-empty-note">
          <Card>
            <Empty description={emptyDescription(tab, page, hidden)} />
          </Card>
        </div>
      ) : (
        <div className={`results-citations${waiting ? ' is-waiting' : ''}`} aria-busy={waiting}>
          {citations.map((citation, i) => (
            <ResultsCitation
              key={citation.id}
              citation={citation}
              record={data.citations[i]!}
              counts={data.label_counts}
              continuous={continuous}
              waiting={waiting}
              onLabel={(value) => onLabel(citation, value)}
              chosen={citation.id === chosenId}
              onFocus={() => {
                choose(citation.id);
                focus.track(citation.id);
              }}
              onBlur={(to) => focus.untrack(citation.id, to)}
            />
          ))}
        </div>
      )}
      <CitationPager
        page={page}
        pageCount={pageCountOf(data.total_after_filtering, CITATIONS_PER_PAGE)}
        onChange={onPage}
      />
      <ShortcutsModal
        shortcuts={LABEL_SHORTCUTS}
        note={text.shortcutsNote}
        open={helpOpen}
        onClose={() => setHelpOpen(false)}
      />
    </Flex>
  );
}
