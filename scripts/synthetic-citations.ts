import type { DedupRecord } from '../src/server/ml/dedup/types.ts';

const WORDS = (
  'effect efficacy safety randomized controlled trial cohort patients adults children therapy treatment dose placebo outcome mortality ' +
  'risk factor review meta analysis screening diagnosis cancer diabetes stroke asthma heart failure hypertension depression obesity vaccine ' +
  'infection surgery rehabilitation exercise diet quality life cost evaluation intervention community hospital primary care nurse led'
).split(' ');

/** A deterministic pseudo-random generator, so every run builds the same project. */
export function random(seed: number) {
  let s = seed >>> 0;
  return () => (s = (Math.imul(s ^ (s >>> 15), 0x2c1b3c6d) + 0x6d2b79f5) >>> 0) / 2 ** 32;
}

/** n citations of which `share` are near-duplicates of others (case, punctuation, a dropped word, a DOI prefix). */
export function syntheticProject(n: number, share: number): { records: DedupRecord[]; duplicates: number } {
  const rand = random(42);
  const pick = () => WORDS[Math.floor(rand() * WORDS.length)]!;
  const originals = Math.round(n * (1 - share));
  const records: DedupRecord[] = [];
  for (let i = 0; i < originals; i++) {
    const title = Array.from({ length: 8 + Math.floor(rand() * 8) }, pick).join(' ') + ` ${i}`;
    records.push({
      id: i + 1,
      title,
      abstract: Array.from({ length: 150 }, pick).join(' '),
      authors: `Author${i % 5000} A; Writer${(i * 7) % 3000} B`,
      year: 1990 + (i % 35),
      journal: `Journal of ${pick()}`,
      doi: i % 2 ? `10.1000/j.${i}` : null,
      pages: `${100 + (i % 900)}-${110 + (i % 900)}`,
    });
  }
  for (let i = originals; i < n; i++) {
    const source = records[Math.floor(rand() * originals)]!;
    const words = source.title.split(' ');
    words.splice(Math.floor(rand() * (words.length - 1)), rand() < 0.5 ? 1 : 0);
    records.push({
      ...source,
      id: i + 1,
      title: words.join(' ').toUpperCase() + '.',
      doi: source.doi ? `https://doi.org/${source.doi}` : null,
    });
  }
  return { records, duplicates: n - originals };
}
