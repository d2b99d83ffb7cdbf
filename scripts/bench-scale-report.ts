/** The table bench:scale prints: each step with the server's CPU time and peak memory, against the goals of the issue. */

export type Goal = 'tokenised' | 'duplicates' | 'train' | 'page' | 'export';

export interface Step {
  name: string;
  seconds: number;
  /** CPU seconds the server process used during the step (all its threads; 2 cores → at most 2 a second). */
  cpu: number;
  /** The server's peak resident memory during the step (since its start if exactPeak is false). */
  peakMb: number;
  exactPeak: boolean;
  goal?: Goal;
  latencies?: number[];
  note?: string;
}

const PEAK_GOAL_MB = 1536;
const GOALS: Record<Goal, { text: string; met: (s: Step) => boolean }> = {
  tokenised: { text: 'import incl. tokenising < 30 s', met: (s) => s.seconds < 30 },
  duplicates: { text: '< 30 s', met: (s) => s.seconds < 30 },
  train: { text: '< 10 s', met: (s) => s.seconds < 10 },
  page: { text: 'p99 < 100 ms', met: (s) => percentile(s.latencies ?? [], 99) < 100 },
  export: { text: '< 20 s', met: (s) => s.seconds < 20 },
};

export function percentile(values: number[], p: number): number {
  const sorted = values.toSorted((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}

const latencyText = (ms: number[]) =>
  `p50 ${percentile(ms, 50).toFixed(0)} / p95 ${percentile(ms, 95).toFixed(0)} / p99 ${percentile(ms, 99).toFixed(0)} / max ${Math.max(...ms).toFixed(0)} ms`;

function row(cells: string[], widths: number[]): string {
  return cells
    .map((c, i) => (i === 0 || i >= 4 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!)))
    .join('  ')
    .trimEnd();
}

export function printReport(size: number, results: Array<{ database: string; steps: Step[]; error?: string }>): void {
  for (const { database, steps, error } of results) {
    console.log(
      `\n${size.toLocaleString('en')} citations, ${database === 'pglite' ? 'embedded PGlite (DATA_DIR on disk)' : 'PostgreSQL'}`,
    );
    const widths = [38, 9, 10, 10, 30, 8, 0];
    console.log(row(['step', 'time', 'server CPU', 'peak RSS', 'goal', 'met', 'detail'], widths));
    for (const s of steps) {
      const goal = s.goal ? GOALS[s.goal] : undefined;
      const detail = [s.latencies ? latencyText(s.latencies) : '', s.note ?? ''].filter(Boolean).join('; ');
      const met = goal ? (goal.met(s) ? 'met' : 'NOT MET') : '';
      console.log(
        row(
          [
            s.name,
            `${s.seconds.toFixed(2)} s`,
            `${s.cpu.toFixed(1)} s`,
            `${s.peakMb} MB${s.exactPeak ? '' : '*'}`,
            goal?.text ?? '',
            met,
            detail,
          ],
          widths,
        ),
      );
    }
    const peak = Math.max(0, ...steps.map((s) => s.peakMb));
    console.log(
      row(
        ['server peak RSS, whole run', '', '', `${peak} MB`, '< 1.5 GB', peak < PEAK_GOAL_MB ? 'met' : 'NOT MET', ''],
        widths,
      ),
    );
    if (steps.some((s) => !s.exactPeak))
      console.log('* the kernel refused to reset the peak: since the server started');
    if (error) console.log(`stopped by an error: ${error}`);
  }
}
