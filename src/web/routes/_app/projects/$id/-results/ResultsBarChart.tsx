import { Tooltip } from 'antd';
import type { CSSProperties, ReactNode } from 'react';
import { chartCeiling } from '../../../../../lib/results-display.ts';

interface ChartBar {
  value: number;
  className: string;
  style?: CSSProperties;
}

export interface ChartGroup {
  key: string | number;
  /** Under the group, on the axis. */
  axis?: string;
  tooltip: string;
  bars: ChartBar[];
}

interface ResultsBarChartProps {
  groups: ChartGroup[];
  /** The largest value shown; the scale rounds it up to a number with a whole half. */
  max: number;
  /** What a screen reader hears instead of the bars. */
  summary: string;
  axisTitle: string;
  /** Labels spread evenly from the axis' start to its end, in place of one label per group. */
  edges?: string[];
  legend?: ReactNode;
}

const height = (value: number, max: number) => `${max > 0 ? Math.min(100, (value / max) * 100) : 0}%`;

/**
 * A small bar chart drawn with CSS: groups of bars on a baseline, a line at half and full height, the
 * exact numbers in each group's tooltip. Enough for a dozen groups; no chart library needed.
 */
export function ResultsBarChart({ groups, max: largest, summary, axisTitle, edges, legend }: ResultsBarChartProps) {
  const max = chartCeiling(largest);
  return (
    <figure className="results-chart">
      <div className="results-plot" role="img" aria-label={summary}>
        <span className="results-gridline is-full" data-value={max} aria-hidden />
        <span className="results-gridline is-half" data-value={max / 2} aria-hidden />
        {groups.map((group) => (
          <Tooltip key={group.key} title={group.tooltip}>
            <div className="results-bar-group">
              {group.bars.map((bar) => (
                <span
                  key={bar.className}
                  className={`results-bar ${bar.className}`}
                  style={{ ...bar.style, height: height(bar.value, max) }}
                />
              ))}
            </div>
          </Tooltip>
        ))}
      </div>
      <div className={`results-axis${edges ? ' is-edges' : ''}`} aria-hidden>
        {edges
          ? edges.map((edge) => <span key={edge}>{edge}</span>)
          : groups.map((group) => <span key={group.key}>{group.axis}</span>)}
      </div>
      <figcaption className="results-chart-caption">
        <span>{axisTitle}</span>
        {legend}
      </figcaption>
    </figure>
  );
}
