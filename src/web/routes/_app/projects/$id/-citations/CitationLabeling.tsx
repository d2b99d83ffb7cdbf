import { getRouteApi } from '@tanstack/react-router';
import { App, Button, Card, Empty, Result, Skeleton } from 'antd';
import { useCallback, useMemo, useRef, useState } from 'react';
import type { CitationOutput } from '../../../../../../shared/citation.schema.ts';
import { labellingScreenMessages as text } from '../../../../../../shared/labelling-screen.messages.ts';
import { useCitationPage } from './use-citations.ts';
import { useFocusAfterRemoval } from '../../../../../hooks/use-focus-after-removal.ts';
import { useLabelCitation } from '../../../../../hooks/use-label-citation.ts';
import { useLabelShortcuts } from '../../../../../hooks/use-label-shortcuts.ts';
import { useProject } from '../../../../../hooks/use-projects.ts';
import { useSetMaybe } from '../../../../../hooks/use-reviews.ts';
import { CITATIONS_PER_PAGE, type CitationListSearch } from '../../../../../lib/citation-list.search.ts';
import { pageCountOf } from '../../../../../lib/citation-pager.ts';
import { isLocked, labelBlocks, ownDecisionView, shortcutBlock, type Label } from '../../../../../lib/label-rules.ts';
import { KeywordViewSwitch } from '../../../../../components/KeywordViewSwitch.tsx';
import { CitationCard } from './CitationCard.tsx';
import { CitationListSummary } from './CitationListSummary.tsx';
import { CitationPager } from '../../../../../components/CitationPager.tsx';
import { CitationToolbar } from './CitationToolbar.tsx';
import { ContinuousCounters } from '../../../../../components/ContinuousCounters.tsx';
import { LabelCounters } from './LabelCounters.tsx';
import { LabelShortcutsModal } from './LabelShortcutsModal.tsx';
import { ReviewFilters } from './ReviewFilters.tsx';

const routeApi = getRouteApi('/_app/projects/$id/citations');

/** Search, sort, the page of citations with their label buttons, the counters and the keyboard shortcuts. */
export function CitationLabeling({ projectId }: { projectId: number }) {
  const search = routeApi.useSearch();
  const navigate = routeApi.useNavigate();
  const page = search.page ?? 1;
  const sort = search.sort ?? 'desc';
  const keywordView = search.keywords ?? 'matching';
  const filters = { decision: search.decision, tag: search.tag, reason: search.reason, reviewer: search.reviewer };
  const list = useCitationPage(projectId, search);
  const { data: project } = useProject(projectId);
  const dual = project?.screening_mode === 'continuous' && project.screeners_per_record === 2;
  const label = useLabelCitation(projectId, list.queryKey, dual);
  const maybe = useSetMaybe(projectId);
  const { message } = App.useApp();
  const [helpOpen, setHelpOpen] = useState(false);
  const listTop = useRef<HTMLDivElement>(null);

  const data = list.data;
  // With blind dual screening each reviewer sees their own decisions.
  const citations = useMemo(
    () => (dual ? (data?.citations ?? []).map(ownDecisionView) : (data?.citations ?? [])),
    [data?.citations, dual],
  );
  const continuous = data?.screening_mode === 'continuous';
  const waiting = list.isPlaceholderData;
  const { mutate } = label;
  // Stable, so the memoised cards that did not change skip their render.
  const give = useCallback(
    (citation: CitationOutput, value: Label) => mutate({ projectId, citationId: citation.id, is_relevant: value }),
    [mutate, projectId],
  );
  const { mutate: mutateMaybe } = maybe;
  const setAside = useCallback(
    (citation: CitationOutput, value: boolean) => mutateMaybe({ projectId, citationId: citation.id, maybe: value }),
    [mutateMaybe, projectId],
  );
  const giveByKey = (citation: CitationOutput, value: Label) => {
    const block = data && shortcutBlock(citation, value, data.label_counts, continuous);
    if (block) void message.warning(block);
    else if (!waiting) give(citation, value);
  };
  // Defaults stay out of the URL, so the plain address is page 1, highest relevance first.
  const go = (patch: CitationListSearch) => void navigate({ search: (prev) => ({ ...prev, ...patch }), replace: true });
  const turnPage = (next: number) => {
    go({ page: next === 1 ? undefined : next });
    listTop.current?.scrollIntoView({ block: 'start' });
  };
  const pageCount = data ? pageCountOf(data.total_after_filtering, CITATIONS_PER_PAGE) : 1;
  const { chosenId, choose } = useLabelShortcuts({
    citations,
    enabled: !helpOpen,
    onLabel: giveByKey,
    onHelp: () => setHelpOpen(true),
    // j and k go on across the pager, while no page is loading.
    onPastEnd: (direction) => {
      const next = direction === 'next' ? page + 1 : page - 1;
      if (waiting || next < 1 || next > pageCount) return false;
      turnPage(next);
      return true;
    },
  });
  // A decision can take a record off the list shown (a decision filter, "Hidden by keywords"): the focus goes
  // to the record that takes its place, or to the note that the page is empty, not to the top of the document.
  const ids = useMemo(() => citations.map((citation) => citation.id), [citations]);
  const emptyNote = useRef<HTMLDivElement>(null);
  const { track, untrack } = useFocusAfterRemoval(ids, emptyNote);
  const chooseAndTrack = useCallback(
    (id: number) => {
      choose(id);
      track(id);
    },
    [choose, track],
  );

  if (list.error && !data) {
    return (
      <Card>
        <Result
          status="error"
          title={text.citationsLoadFailed}
          subTitle={list.error.message}
          extra={<Button onClick={() => void list.refetch()}>Try again</Button>}
        />
      </Card>
    );
  }
  return (
    <div className="citation-labeling">
      {!data ? (
        <Skeleton.Input active block />
      ) : continuous ? (
        <ContinuousCounters projectId={projectId} hidden={data.project_hidden_by_keywords ?? 0} />
      ) : (
        <LabelCounters projectId={projectId} counts={data.label_counts} hidden={data.project_hidden_by_keywords ?? 0} />
      )}
      <CitationToolbar
        search={search.search}
        sort={sort}
        onSearch={(text) => go({ search: text, page: undefined })}
        onSort={(order) => go({ sort: order === 'desc' ? undefined : order, page: undefined })}
        onShowShortcuts={() => setHelpOpen(true)}
      />
      <ReviewFilters
        projectId={projectId}
        values={filters}
        continuous={continuous}
        onChange={(patch) => go({ ...patch, page: undefined })}
      />
      {data && (
        <KeywordViewSwitch
          projectId={projectId}
          view={keywordView}
          scope="all"
          continuous={continuous}
          total={data.total_before_filtering}
          hidden={data.hidden_by_keywords ?? 0}
          onChange={(view) => go({ keywords: view === 'matching' ? undefined : view, page: undefined })}
        />
      )}
      <div ref={listTop} className="citation-list-top" />
      {!data ? (
        <Card>
          <Skeleton active paragraph={{ rows: 6 }} />
        </Card>
      ) : citations.length === 0 ? (
        <div ref={emptyNote} tabIndex={-1} className="citation-empty-note">
          <Card>
            <Empty
              description={
                search.search ? `No citations match "${search.search}".` : 'No citations to show on this page.'
              }
            />
          </Card>
        </div>
      ) : (
        <>
          <CitationListSummary result={data} page={page} />
          <div className={`citation-list${waiting ? ' is-waiting' : ''}`} aria-busy={waiting}>
            {citations.map((citation) => {
              const blocks = labelBlocks(citation, data.label_counts, continuous);
              return (
                <CitationCard
                  key={citation.id}
                  citation={citation}
                  locked={isLocked(citation, data.label_counts, continuous)}
                  relevantBlock={blocks.relevant}
                  irrelevantBlock={blocks.irrelevant}
                  deselectBlock={blocks.deselect}
                  chosen={citation.id === chosenId}
                  waiting={waiting}
                  onChoose={chooseAndTrack}
                  onLeave={untrack}
                  onLabel={give}
                  projectId={projectId}
                  continuous={continuous}
                  onMaybe={setAside}
                />
              );
            })}
          </div>
        </>
      )}
      {data && <CitationPager page={page} pageCount={pageCount} onChange={turnPage} />}
      <LabelShortcutsModal open={helpOpen} onClose={() => setHelpOpen(false)} />
    </div>
  );
}
