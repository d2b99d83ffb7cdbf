import { chartCeiling } from '../../../../../lib/results-display.ts';

const W = 320;
const H = 160;
const PAD = { left: 36, right: 8, top: 8, bottom: 28 };

/** In words, for screen readers: how many relevant were found, and how long since the last one. */
function describe(curve: Array<{ screened: number; relevant_found: number }>): string {
  const last = curve.at(-1) ?? { screened: 0, relevant_found: 0 };
  return `Relevant records found against records screened: ${last.relevant_found} relevant in ${last.screened} screened.`;
}

/**
 * Relevant found against records screened, in the order screened: a curve that flattens as the relevant
 * records run out. The dotted line is what screening in random order would find, at the same total.
 */
export function FoundCurve({ curve }: { curve: Array<{ screened: number; relevant_found: number }> }) {
  const last = curve.at(-1) ?? { screened: 0, relevant_found: 0 };
  if (last.screened === 0)
    return <p className="found-curve-empty">The curve of relevant records found appears with the first decisions.</p>;
  const xMax = last.screened;
  const yMax = chartCeiling(Math.max(1, last.relevant_found));
  const x = (v: number) => PAD.left + (v / xMax) * (W - PAD.left - PAD.right);
  const y = (v: number) => H - PAD.bottom - (v / yMax) * (H - PAD.top - PAD.bottom);
  const points = curve.map((p) => `${x(p.screened).toFixed(1)},${y(p.relevant_found).toFixed(1)}`).join(' ');
  return (
    <figure className="found-curve">
      <svg viewBox={`0 0 ${W} ${H}`} role="img" aria-label={describe(curve)}>
        <line x1={PAD.left} y1={y(0)} x2={W - PAD.right} y2={y(0)} className="found-curve-axis" />
        <line x1={PAD.left} y1={y(0)} x2={PAD.left} y2={PAD.top} className="found-curve-axis" />
        <line x1={PAD.left} y1={y(yMax / 2)} x2={W - PAD.right} y2={y(yMax / 2)} className="found-curve-grid" />
        <line x1={x(0)} y1={y(0)} x2={x(xMax)} y2={y(last.relevant_found)} className="found-curve-random" />
        <polyline points={points} className="found-curve-line" />
        <text x={PAD.left - 6} y={y(yMax) + 4} textAnchor="end" className="found-curve-label">
          {yMax}
        </text>
        <text x={PAD.left - 6} y={y(yMax / 2) + 4} textAnchor="end" className="found-curve-label">
          {yMax / 2}
        </text>
        <text x={PAD.left - 6} y={y(0) + 4} textAnchor="end" className="found-curve-label">
          0
        </text>
        <text
          x={W - PAD.right}
          y={H - 8}
          textAnchor="end"
          className="found-curve-label"
        >{`${xMax.toLocaleString('en-US')} screened`}</text>
      </svg>
      <figcaption>Relevant found as records were screened; dotted: the same finds spread evenly</figcaption>
    </figure>
  );
}
