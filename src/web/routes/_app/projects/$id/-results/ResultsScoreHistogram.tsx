import { Typography } from 'antd';
import type { ResultsSummary } from '../../../../../../shared/training.schema.ts';
import { ResultsBarChart, type ChartGroup } from './ResultsBarChart.tsx';

type Bin = ResultsSummary['score_histogram'][number];

// Ten labels do not fit a phone's width; the ends and the middle are enough to read the bins.
const EDGES = ['0', '0.5', '1'];
const range = (bin: Bin) => `${bin.from.toFixed(1)}–${bin.to.toFixed(1)}`;

/**
 * How the model scores the citations nobody has labelled yet. Few high scores left means few relevant
 * citations left to find; the darker the bar, the higher its scores.
 */
export function ResultsScoreHistogram({ bins }: { bins: Bin[] }) {
  const total = bins.reduce((sum, bin) => sum + bin.count, 0);
  if (total === 0) return <Typography.Text type="secondary">No unlabeled citations have a score.</Typography.Text>;
  const groups: ChartGroup[] = bins.map((bin, index) => ({
    key: bin.from,
    tooltip: `Score ${range(bin)}: ${bin.count.toLocaleString('en-US')} citation${bin.count === 1 ? '' : 's'}`,
    bars: [
      {
        value: bin.count,
        className: 'is-score',
        style: { opacity: 0.3 + (0.7 * index) / Math.max(1, bins.length - 1) },
      },
    ],
  }));
  return (
    <ResultsBarChart
      groups={groups}
      max={Math.max(...bins.map((bin) => bin.count))}
      summary={groups.map((g) => g.tooltip).join('; ')}
      axisTitle="Relevance score"
      edges={EDGES}
    />
  );
}
