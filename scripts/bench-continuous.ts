/**
 * A continuous project for the benchmarks (bench:load --continuous, bench:retrain): N generated citations
 * that read like real ones (realistic-citations.ts, from the review sets in ../shared/datasets/ranking),
 * each knowing whether its original was included, added over REST to a new continuous project; and a
 * reviewer who screens it through GET /next and PUT …/relevance, answering truthfully.
 */
import { resolve } from 'node:path';
import { realisticProject } from './realistic-citations.ts';

const DATASETS = resolve(import.meta.dirname, '../../shared/datasets/ranking');

export interface ContinuousProject {
  base: string;
  cookie: string;
  projectId: number;
  /** Citation id → whether its original was included by its review (the reviewer's truthful answer). */
  truth: Record<number, boolean>;
}

const json = (cookie: string) => ({ cookie, 'content-type': 'application/json' });

/**
 * Creates the project over REST and waits until its citations are tokenised (the first /next does that).
 * `citationIds` answers the project's citation ids in insertion order (the bench reads them from the database).
 */
export async function prepareContinuous(
  base: string,
  cookie: string,
  size: number,
  citationIds: (projectId: number) => Promise<number[]>,
): Promise<ContinuousProject> {
  const started = performance.now();
  const citations = realisticProject(size, 0, DATASETS);
  const created = await fetch(`${base}/api/projects`, {
    method: 'POST',
    headers: json(cookie),
    body: JSON.stringify({ name: `Continuous ${size}`, screening_mode: 'continuous' }),
  });
  const projectId = (await created.json()).project.id as number;
  // In parts, under the 20 MB JSON body limit.
  for (let i = 0; i < citations.length; i += 10_000) {
    const part = citations
      .slice(i, i + 10_000)
      .map(({ included: _i, duplicateOf: _d, year, ...c }) => ({ ...c, year }));
    const res = await fetch(`${base}/api/projects/${projectId}/citations`, {
      method: 'POST',
      headers: json(cookie),
      body: JSON.stringify({ citations: part }),
    });
    if (!res.ok) throw new Error(`adding citations failed: ${res.status} ${(await res.text()).slice(0, 200)}`);
  }
  const first = await fetch(`${base}/api/projects/${projectId}/next`, { headers: { cookie } });
  if (!first.ok) throw new Error(`the first /next failed: ${first.status}`);
  const truth = Object.fromEntries((await citationIds(projectId)).map((id, i) => [id, citations[i]!.included]));
  console.log(
    `continuous project of ${size} citations ready in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
  return { base, cookie, projectId, truth };
}

/** What the reviewer sees next, and how current the model is. */
export async function nextRecord(
  p: ContinuousProject,
): Promise<{ id: number | null; trainedAt: string | null; unseen: number; response: Response }> {
  const response = await fetch(`${p.base}/api/projects/${p.projectId}/next`, { headers: { cookie: p.cookie } });
  const body = response.ok ? await response.json() : null;
  return {
    id: body?.citation?.id ?? null,
    trainedAt: body?.model_trained_at ?? null,
    unseen: body?.labelled_since_training ?? 0,
    response,
  };
}

/** The reviewer's truthful decision on a citation. */
export function decide(
  p: ContinuousProject,
  citationId: number,
  relevant = p.truth[citationId] ?? false,
): Promise<Response> {
  return fetch(`${p.base}/api/projects/${p.projectId}/citations/${citationId}/relevance`, {
    method: 'PUT',
    headers: json(p.cookie),
    body: JSON.stringify({ is_relevant: relevant }),
  });
}

/** One relevant and one irrelevant decision on citations of each kind: enough for the first model. */
export async function seedDecisions(p: ContinuousProject): Promise<void> {
  const entries = Object.entries(p.truth);
  for (const wanted of [true, false]) {
    const [id] = entries.find(([, relevant]) => relevant === wanted)!;
    const res = await decide(p, Number(id), wanted);
    if (!res.ok) throw new Error(`a decision failed: ${res.status}`);
  }
}

/**
 * `count` truthful decisions as a review deep in its screening holds them: one in twelve relevant (as far as the
 * project has relevant citations), the rest irrelevant, sent a few at a time.
 */
export async function labelMany(p: ContinuousProject, count: number): Promise<void> {
  const entries = Object.entries(p.truth).map(([id, relevant]) => ({ id: Number(id), relevant }));
  const relevant = entries.filter((e) => e.relevant).slice(0, Math.round(count / 12));
  const chosen = [...relevant, ...entries.filter((e) => !e.relevant).slice(0, count - relevant.length)];
  for (let i = 0; i < chosen.length; i += 8) {
    const answers = await Promise.all(chosen.slice(i, i + 8).map((e) => decide(p, e.id, e.relevant)));
    const failed = answers.find((res) => !res.ok);
    if (failed) throw new Error(`a decision failed: ${failed.status}`);
  }
}
