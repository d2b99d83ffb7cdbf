import { MAX_LABELS_PER_CLASS } from '../../../../../../shared/citation.schema.ts';
import { MAX_ITERATIONS, type ResultsSummary } from '../../../../../../shared/training.schema.ts';
import { ResultsBarChart, type ChartGroup } from './ResultsBarChart.tsx';

/**
 * Relevant and irrelevant labels given in each iteration, the current one included. Fewer relevant
 * finds per iteration is the sign that the ranking has surfaced most of what there is.
 */
export function ResultsIterationChart({ summary }: { summary: ResultsSummary }) {
  // After the tenth training there is no eleventh iteration to label in.
  const last = Math.max(
    Math.min(summary.current_iteration, MAX_ITERATIONS - 1),
    ...summary.per_iteration.map((row) => row.iteration),
  );
  const groups: ChartGroup[] = Array.from({ length: last + 1 }, (_, iteration) => {
    const row = summary.per_iteration.find((r) => r.iteration === iteration) ?? { relevant: 0, irrelevant: 0 };
    return {
      key: iteration,
      axis: String(iteration + 1),
      tooltip: `Iteration ${iteration + 1}: ${row.relevant} relevant, ${row.irrelevant} irrelevant`,
      bars: [
        { value: row.relevant, className: 'is-relevant' },
        { value: row.irrelevant, className: 'is-irrelevant' },
      ],
    };
  });
  const max = Math.max(MAX_LABELS_PER_CLASS, ...groups.flatMap((g) => g.bars.map((b) => b.value)));
  return (
    <ResultsBarChart
      groups={groups}
      max={max}
      summary={groups.map((g) => g.tooltip).join('; ')}
      axisTitle="Iteration"
      legend={
        <span className="results-legend">
          <span className="results-legend-item is-relevant">Relevant</span>
          <span className="results-legend-item is-irrelevant">Irrelevant</span>
        </span>
      }
    />
  );
}
