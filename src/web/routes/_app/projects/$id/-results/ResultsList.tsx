import { useQueryClient } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { Tabs } from 'antd';
import { useRef } from 'react';
import type { CitationOutput } from '../../../../../../shared/citation.schema.ts';
import type { ProjectOutput } from '../../../../../../shared/project.schema.ts';
import { useLabelCitation } from '../../../../../hooks/use-label-citation.ts';
import { useResultsList } from './use-results.ts';
import type { Label } from '../../../../../lib/label-rules.ts';
import { RESULT_TABS, type ResultsSearch } from '../../../../../lib/results.search.ts';
import { useTRPC } from '../../../../../trpc.ts';
import { KeywordViewSwitch } from '../../../../../components/KeywordViewSwitch.tsx';
import { ResultsTabPanel } from './ResultsTabPanel.tsx';
import { TrainBar } from './TrainBar.tsx';

const routeApi = getRouteApi('/_app/projects/$id/results');

/** The three ranked lists with their counts, this iteration's label counters and Retrain. */
export function ResultsList({ project }: { project: ProjectOutput }) {
  const search = routeApi.useSearch();
  const navigate = routeApi.useNavigate();
  const tab = search.tab ?? 'unlabeled';
  const page = search.page ?? 1;
  const sort = search.sort ?? 'desc';
  const keywordView = search.keywords ?? 'matching';
  const list = useResultsList(project.id, search);
  const dual = project.screening_mode === 'continuous' && project.screeners_per_record === 2;
  const label = useLabelCitation(project.id, list.queryKey, dual);
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const top = useRef<HTMLDivElement>(null);

  // Defaults stay out of the URL, so the plain address is the Unlabeled tab, page 1, highest score first.
  const go = (patch: ResultsSearch) => void navigate({ search: (prev) => ({ ...prev, ...patch }), replace: true });
  const give = (citation: CitationOutput, value: Label) =>
    label.mutate(
      { projectId: project.id, citationId: citation.id, is_relevant: value },
      // The chart of labels per iteration counts this one too.
      {
        onSettled: () =>
          void queryClient.invalidateQueries({ queryKey: trpc.training.summary.queryKey({ projectId: project.id }) }),
      },
    );
  const panel = (
    <ResultsTabPanel
      tab={tab}
      list={list}
      page={page}
      sort={sort}
      onSort={(order) => go({ sort: order === 'desc' ? undefined : order, page: undefined })}
      onPage={(next) => {
        go({ page: next === 1 ? undefined : next });
        top.current?.scrollIntoView({ block: 'start' });
      }}
      onLabel={give}
      dual={dual}
      keywordSwitch={
        tab === 'unlabeled' && list.data ? (
          <KeywordViewSwitch
            projectId={project.id}
            view={keywordView}
            scope="unlabeled"
            continuous={project.screening_mode === 'continuous'}
            total={list.data.total_before_filtering}
            hidden={list.data.hidden_by_keywords ?? 0}
            onChange={(view) => go({ keywords: view === 'matching' ? undefined : view, page: undefined })}
          />
        ) : null
      }
    />
  );
  return (
    <section className="results-list" aria-label="Ranked citations">
      <TrainBar
        project={project}
        counts={list.data?.label_counts}
        hidden={list.data?.project_hidden_by_keywords ?? 0}
      />
      <div ref={top} className="results-list-top" />
      <Tabs
        activeKey={tab}
        onChange={(key) =>
          go({ tab: key === 'unlabeled' ? undefined : (key as ResultsSearch['tab']), page: undefined })
        }
        items={RESULT_TABS.map((t) => ({
          key: t.key,
          label: (
            <span className="results-tab-label">
              {t.title}
              <span className="results-tab-count">{list.counts[t.key]?.toLocaleString('en-US') ?? '…'}</span>
            </span>
          ),
          children: t.key === tab ? panel : null,
        }))}
      />
    </section>
  );
}
