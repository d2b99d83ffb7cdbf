/**
 * The continuous-screening benchmark's table: per set WSS@95 and Recall@10 % (means over seeds, worst seed),
 * where the stopping test first said stop (recall reached, work saved, runs that reached 95 %), and ASReview's
 * best published continuous WSS@95 where the set has one (Ferdinands et al. 2020, ../shared/anchors), and
 * ASReview's default model run beside under the same protocol and seeds (asreview-default.ts).
 */
import { readFileSync } from 'node:fs';
import { parse } from 'csv-parse/sync';
import { featurise, type Features, type LabelledSet } from './simulate-data.ts';
import {
  productRanker,
  simulateContinuous,
  type ContinuousOptions,
  type ContinuousRun,
  type Ranker,
} from './simulate-continuous.ts';
import { asreviewFeatures, trainAsreviewDefault } from './asreview-default.ts';
import { random } from './simulate-protocol.ts';
import type { FitOptions } from '../src/server/ml/ranker/ranker.ts';

const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
const pct = (x: number) => (100 * x).toFixed(1);

/** The best WSS@95 per data set in ASReview's published results, with the model that reached it. */
function bestPublished(path: string): Map<string, { wss: number; model: string }> {
  const best = new Map<string, { wss: number; model: string }>();
  for (const r of parse(readFileSync(path), { columns: true }) as Array<Record<string, string>>) {
    const wss = Number(r.wss95_pct);
    if (wss > (best.get(r.dataset!)?.wss ?? -Infinity)) best.set(r.dataset!, { wss, model: r.model! });
  }
  return best;
}

export function reportContinuous(
  sets: LabelledSet[],
  seeds: number[],
  options: ContinuousOptions & { fit: FitOptions | 'asreview-default' },
  anchorsPath: string,
  features?: Features,
) {
  const anchors = bestPublished(anchorsPath);
  const all: Array<{ name: string; runs: ContinuousRun[]; reference: number }> = [];
  for (const set of sets) {
    const asreview = asreviewFeatures(set.records.map((r) => r.text));
    const asreviewRanker: Ranker = (labels, s) => trainAsreviewDefault(asreview, labels, random(s));
    const ranker =
      options.fit === 'asreview-default' ? asreviewRanker : productRanker(featurise(set, features), options.fit);
    const runs = seeds.map((seed) => simulateContinuous(ranker, set.records, seed, options));
    const reference =
      ranker === asreviewRanker
        ? mean(runs.map((r) => r.wss95))
        : mean(seeds.map((seed) => simulateContinuous(asreviewRanker, set.records, seed, options).wss95));
    all.push({ name: set.name, runs, reference });
    const stops = runs.map((r) => r.stop!);
    const anchor = anchors.get(set.name);
    const wss = mean(runs.map((r) => r.wss95));
    console.log(
      `${set.name.padEnd(24)} n=${String(set.records.length).padStart(4)} rel=${String(set.records.filter((r) => r.relevant).length).padStart(3)}` +
        `  WSS@95 ${wss.toFixed(1).padStart(5)} (worst ${Math.min(...runs.map((r) => r.wss95)).toFixed(1)})  Recall@10% ${mean(
          runs.map((r) => r.recall10),
        )
          .toFixed(1)
          .padStart(5)}` +
        `  stop: recall ${pct(mean(stops.map((s) => s.recall)))} (lowest ${pct(Math.min(...stops.map((s) => s.recall)))}), ≥95 % in ${stops.filter((s) => s.recall >= 0.95).length}/${runs.length},` +
        ` work saved ${pct(mean(stops.map((s) => s.workSaved)))}` +
        `  ASReview default ${reference.toFixed(1)}` +
        (anchor
          ? `  ASReview best ${anchor.wss.toFixed(1)} (${anchor.model}) ${wss >= anchor.wss ? 'met' : 'NOT met'}`
          : '') +
        `  ${mean(runs.map((r) => r.trainings)).toFixed(0)} trainings, ${mean(runs.map((r) => r.msPerTraining)).toFixed(0)} ms each`,
    );
  }
  if (all.length < 2) return;
  const runs = all.flatMap((s) => s.runs);
  const byWss = all.map((s) => ({ name: s.name, wss: mean(s.runs.map((r) => r.wss95)) }));
  const worst = byWss.reduce((a, b) => (b.wss < a.wss ? b : a));
  const stops = runs.map((r) => r.stop!);
  const lowestSave = all
    .map((s) => ({ name: s.name, saved: mean(s.runs.map((r) => r.stop!.workSaved)) }))
    .reduce((a, b) => (b.saved < a.saved ? b : a));
  const below = all.filter((s) => mean(s.runs.map((r) => r.wss95)) < s.reference).map((s) => s.name);
  console.log(
    `all ${all.length} sets: mean WSS@95 ${mean(byWss.map((s) => s.wss)).toFixed(1)} (worst set ${worst.name} ${worst.wss.toFixed(1)}); ` +
      `ASReview's default model ${mean(all.map((s) => s.reference)).toFixed(1)}, ahead of the product on ${below.length} (${below.join(', ') || 'none'}); mean Recall@10% ${mean(runs.map((r) => r.recall10)).toFixed(1)}; ` +
      `stopping test: 95 % recall reached in ${stops.filter((s) => s.recall >= 0.95).length}/${runs.length} runs (${pct(stops.filter((s) => s.recall >= 0.95).length / runs.length)} %), ` +
      `mean recall ${pct(mean(stops.map((s) => s.recall)))}, lowest ${pct(Math.min(...stops.map((s) => s.recall)))}; mean work saved ${pct(mean(stops.map((s) => s.workSaved)))} (lowest set ${lowestSave.name} ${pct(lowestSave.saved)})`,
  );
}
