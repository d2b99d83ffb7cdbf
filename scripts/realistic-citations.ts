/**
 * A large project that reads like a real one: each original citation takes the title and abstract of a
 * record from the review sets in ../shared/datasets/ranking (read by path, never copied) and has half its
 * words swapped for words drawn from the same sets, so lengths, vocabulary and the share of empty
 * abstracts are those of real exports while every citation is new. A share of the citations are
 * near-duplicates of others as databases export the same paper: a changed case, a dropped word, a
 * typo, an abstract missing or cut, authors and DOI written another way.
 */
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parse } from 'csv-parse/sync';
import { random } from './synthetic-citations.ts';

const SETS = [
  'ace',
  'nudging',
  'virus',
  'wilson',
  'ADHD',
  'Antihistamines',
  'AtypicalAntipsychotics',
  'BetaBlockers',
  'CalciumChannelBlockers',
  'Estrogens',
];
const SWAP = 0.5;

export interface GeneratedCitation {
  title: string;
  abstract: string;
  authors: string;
  year: number;
  journal: string;
  volume: string;
  issue: string;
  pages: string;
  doi: string;
  /** Hidden truth: the real record it was made from was included by its review. */
  included: boolean;
  /** Hidden truth: the position of the original this one duplicates, or -1. */
  duplicateOf: number;
}

interface Template {
  title: string[];
  abstract: string[];
  included: boolean;
}

function loadTemplates(dir: string): Template[] {
  const words = (text: string | undefined) => (text ?? '').split(/\s+/).filter(Boolean);
  return SETS.flatMap((set) => {
    const path = resolve(dir, `${set}.csv`);
    if (!existsSync(path))
      throw new Error(
        `${path} is missing: the generator takes its lengths and words from the review sets in ../shared/datasets/ranking`,
      );
    const rows = parse(readFileSync(path), { columns: true, bom: true, relax_quotes: true }) as Array<
      Record<string, string>
    >;
    const label = (r: Record<string, string>) => (r.label_included ?? r.included ?? '0').trim() === '1';
    return rows
      .filter((r) => r.title?.trim())
      .map((r) => ({ title: words(r.title), abstract: words(r.abstract), included: label(r) }));
  });
}

export function realisticProject(
  n: number,
  duplicateShare: number,
  datasetsDir: string,
  seed = 7,
): GeneratedCitation[] {
  const rand = random(seed);
  const int = (max: number) => Math.floor(rand() * max);
  const pick = <T>(list: readonly T[]) => list[int(list.length)]!;
  const templates = loadTemplates(datasetsDir);
  // Every word occurrence once, so a uniform draw is a draw by real frequency.
  const titleWords = templates.flatMap((t) => t.title);
  const abstractWords = templates.flatMap((t) => t.abstract);
  const swap = (words: string[], pool: string[]) => words.map((w) => (rand() < SWAP ? pick(pool) : w)).join(' ');
  const syllables = 'ka lo mi ne su ra te vo bi da fe gu ha ji ko lu ma no pe ri sa to vu wa ze'.split(' ');
  const surnames = Array.from({ length: 4000 }, () =>
    Array.from({ length: 2 + int(3) }, () => pick(syllables))
      .join('')
      .replace(/^./, (c) => c.toUpperCase()),
  );
  const journals = Array.from(
    { length: 600 },
    () =>
      `${pick(['Journal of', 'Annals of', 'International Journal of', 'Archives of'])} ${pick(titleWords).replace(/[^\p{L}]/gu, '')} ${pick(['Research', 'Medicine', 'Science', 'Studies', 'Practice'])}`,
  );

  const seen = new Set<string>();
  const originals = Math.round(n * (1 - duplicateShare));
  const citations: GeneratedCitation[] = [];
  for (let i = 0; i < originals; i++) {
    const template = pick(templates);
    let title = swap(template.title, titleWords);
    while (seen.has(title.toLowerCase())) title = swap(template.title, titleWords);
    seen.add(title.toLowerCase());
    const page = 1 + int(2000);
    citations.push({
      title,
      abstract: swap(template.abstract, abstractWords),
      authors: Array.from({ length: 1 + int(8) }, () => `${String.fromCharCode(65 + int(26))} ${pick(surnames)}`).join(
        '; ',
      ),
      year: 1975 + int(50),
      journal: pick(journals),
      volume: String(1 + int(120)),
      issue: String(1 + int(12)),
      pages: `${page}-${page + 3 + int(15)}`,
      doi: rand() < 0.75 ? `10.${1000 + int(8000)}/j.${i}.${int(1e6)}` : '',
      included: template.included,
      duplicateOf: -1,
    });
  }
  for (let i = originals; i < n; i++) {
    const source = int(originals);
    citations.push({ ...nearDuplicate(citations[source]!, rand), duplicateOf: source });
  }
  return citations;
}

/** The same paper as another database exports it. */
function nearDuplicate(c: GeneratedCitation, rand: () => number): GeneratedCitation {
  const r = rand();
  const words = c.title.split(' ');
  let title = c.title;
  if (r < 0.15) title = title.toUpperCase();
  else if (r < 0.25) title = title.toLowerCase();
  else if (r < 0.45) title = title.endsWith('.') ? title.slice(0, -1) : `${title}.`;
  else if (r < 0.6 && words.length > 4)
    title = words.toSpliced(1 + Math.floor(rand() * (words.length - 2)), 1).join(' ');
  else if (r < 0.7) title = title.replace(/(\p{L})(\p{L})(\p{L}*)$/u, '$2$1$3');
  const a = rand();
  let abstract = c.abstract;
  if (a < 0.15) abstract = '';
  else if (a < 0.25) abstract = abstract.slice(0, Math.round(abstract.length * (0.7 + rand() * 0.25)));
  else if (a < 0.35) abstract = `Abstract ${abstract}`;
  const authors = rand() < 0.4 ? c.authors.replace(/(\p{Lu}) (\p{L}+)/gu, '$2, $1.') : c.authors;
  const d = rand();
  const doi = !c.doi || d < 0.5 ? c.doi : d < 0.7 ? `https://doi.org/${c.doi}` : d < 0.8 ? c.doi.toUpperCase() : '';
  return { ...c, title, abstract, authors, doi, journal: rand() < 0.3 ? c.journal.toUpperCase() : c.journal };
}

const cell = (value: string | number) => `"${String(value).replaceAll('"', '""')}"`;
const COLUMNS = ['title', 'abstract', 'authors', 'year', 'journal', 'volume', 'issue', 'pages', 'doi'] as const;

/** The citations as CSV text in the spec's columns (title, abstract, then the optional ones). */
export function toCsv(citations: GeneratedCitation[]): string {
  return [COLUMNS.join(','), ...citations.map((c) => COLUMNS.map((k) => cell(c[k])).join(','))].join('\n') + '\n';
}
