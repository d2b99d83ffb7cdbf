import type { EntityManager } from '@mikro-orm/postgresql';
import {
  normalizeKeyword,
  type KeywordMatchCount,
  type KeywordsInput,
  type KeywordsResponse,
  type SuggestedKeyword,
} from '../../../shared/keyword.schema.ts';
import { keywordMessages } from '../../../shared/messages.ts';
import { Keyword, Project, type UserEntity } from '../../db/entities/index.ts';
import { DomainError } from '../../errors.ts';
import { suggestKeywordsOffThread } from '../../jobs/suggest.job.ts';
import { surfaceFormsOffThread } from '../../jobs/surface-forms.job.ts';
import { NOT_A_PHRASE } from '../../ml/text/not-a-phrase.ts';
import { countKeywordMatches } from '../citations/citation-filter.service.ts';
import { ensureTokens } from '../citations/citation-tokens.service.ts';
import { activeTokenPages } from '../citations/token-pages.ts';
import { requireProjectAccess } from '../projects/project-access.ts';
import { keywordScoresChanged } from '../citations/keyword-scores.ts';
import { selectedKeywords } from '../citations/selected-keywords.ts';
import { citationsFingerprint, termSamples } from './keywords.sql.ts';

const cache = new Map<number, { version: string; suggestions: KeywordsResponse['suggested_keywords'] }>();
/**
 * How each suggested term is written, by project. It depends on the citations alone, not on the labels, so it
 * is kept while only labels change: after a decision the suggestions are worked out again (they rank the terms
 * that separate the labels first) but mostly name the same terms, whose forms are then known, and the worker that
 * reads them (~0.7 s to start, for its language model) is not needed.
 */
const writtenForms = new Map<number, { citations: string; forms: Map<string, string> }>();

/** Citations that hold each term, a few per term, to see how the term is written. */
const SAMPLES_PER_TERM = 12;

/**
 * The suggestions as the citations write them ("helicobacter pylori", "data"), not as the index keeps
 * them ("helicobacter pylorus", "datum"): a few citations per term, found as the filter finds a keyword,
 * read in a worker.
 */
async function asWritten(
  em: EntityManager,
  projectId: number,
  citations: string,
  suggested: SuggestedKeyword[],
): Promise<SuggestedKeyword[]> {
  let known = writtenForms.get(projectId);
  if (known?.citations !== citations) writtenForms.set(projectId, (known = { citations, forms: new Map() }));
  const forms = known.forms;
  const missing = [...new Set(suggested.map((s) => s.word))].filter((term) => !forms.has(term));
  if (missing.length > 0) {
    const found = await surfaceFormsOffThread(missing, await termSamples(em, projectId, missing, SAMPLES_PER_TERM));
    for (const term of missing) forms.set(term, found.get(term) ?? term);
  }
  // Two terms written alike ("double" and "doubly" both as "double") are suggested once; a phrase the
  // citations write only across a sentence's end ("adults. Background") not at all.
  const shown = new Set<string>();
  return suggested
    .map((s) => ({ ...s, word: forms.get(s.word) ?? s.word }))
    .filter((s) => s.word !== NOT_A_PHRASE && !shown.has(s.word) && shown.add(s.word));
}

/** Suggestions being worked out, by project, so a request that comes meanwhile waits for them instead of starting again. */
const inFlight = new Map<number, { version: string; suggestions: Promise<KeywordsResponse['suggested_keywords']> }>();

async function suggestions(em: EntityManager, projectId: number) {
  await ensureTokens(em, projectId);
  // Changes whenever the citations or their labels change, so cached suggestions are never stale. Labels are
  // listed (as a hash): it is cheap and catches two labels swapped.
  const { n, max_id, labels } = (await citationsFingerprint(em, projectId)) ?? {};
  const citations = `${String(n)}:${String(max_id)}`;
  const version = `${citations}:${String(labels)}`;
  const hit = cache.get(projectId);
  if (hit?.version === version) return hit.suggestions;
  const running = inFlight.get(projectId);
  if (running?.version === version) return running.suggestions;
  const computing = (async () => {
    const computed = await asWritten(
      em,
      projectId,
      citations,
      await suggestKeywordsOffThread(activeTokenPages(em, projectId)),
    );
    cache.set(projectId, { version, suggestions: computed });
    return computed;
  })().finally(() => {
    if (inFlight.get(projectId)?.suggestions === computing) inFlight.delete(projectId);
  });
  inFlight.set(projectId, { version, suggestions: computing });
  return computing;
}

/**
 * The suggestions worked out ahead, after an import, so that the keywords page the user opens next shows them
 * at once (~1–2 s for a project of a few hundred citations, most of it the worker's language model loading).
 */
export async function prepareKeywordSuggestions(em: EntityManager, projectId: number): Promise<void> {
  await suggestions(em, projectId);
}

export async function getKeywords(em: EntityManager, actor: UserEntity, projectId: number): Promise<KeywordsResponse> {
  const project = await requireProjectAccess(em, actor, projectId, 'reviewer');
  const rows = await em.find(Keyword, { project: project.id }, { orderBy: { id: 'asc' } });
  return { suggested_keywords: await suggestions(em, project.id), selected_keywords: selectedKeywords(rows) };
}

/** Include and exclude lists as the spec normalises them; a word twice, or in both lists, is refused. */
export function normalizeKeywords(input: KeywordsInput) {
  const include = (input.include ?? []).map(normalizeKeyword).filter(Boolean);
  const exclude = (input.exclude ?? [])
    .map((item) => (typeof item === 'string' ? { word: item, frequency: 1 } : item))
    .map((item) => ({
      word: normalizeKeyword(item.word),
      frequency: Math.max(1, Math.floor(item.frequency ?? 1)) || 1,
    }))
    .filter((item) => item.word);
  const seen = new Set<string>();
  for (const word of [...include, ...exclude.map((e) => e.word)]) {
    if (seen.has(word)) throw new DomainError('CONFLICT', keywordMessages.duplicate, { word });
    seen.add(word);
  }
  return { include, exclude };
}

/** Replaces the project's keyword lists and marks keyword selection as done. */
export async function saveKeywords(
  em: EntityManager,
  actor: UserEntity,
  projectId: number,
  input: KeywordsInput,
): Promise<KeywordsResponse['selected_keywords']> {
  const project = await requireProjectAccess(em, actor, projectId, 'lead');
  const { include, exclude } = normalizeKeywords(input);
  await em.transactional(async (tx) => {
    await tx.nativeDelete(Keyword, { project: project.id });
    const ref = tx.getReference(Project, project.id);
    for (const word of include) tx.create(Keyword, { project: ref, word, include: true, exclude: false, frequency: 1 });
    for (const item of exclude)
      tx.create(Keyword, { project: ref, word: item.word, include: false, exclude: true, frequency: item.frequency });
    await tx.nativeUpdate(Project, { id: project.id }, { keywords_selected: true });
    await tx.flush();
    await keywordScoresChanged(tx, project.id);
  });
  return { include, exclude };
}

/** "N of M citations match" for lists being edited: nothing is stored, so any member may ask (a reviewer sees the saved lists' count). */
export async function previewKeywords(
  em: EntityManager,
  actor: UserEntity,
  projectId: number,
  input: KeywordsInput,
): Promise<KeywordMatchCount> {
  const project = await requireProjectAccess(em, actor, projectId, 'reviewer');
  return countKeywordMatches(em, project.id, normalizeKeywords(input));
}
