/**
 * Writes src/server/ml/text/general-english.ts, the general-English baseline keyword suggestions are ranked
 * against, from a word list in frequency order (one word per line): the New General Service List (NGSL
 * 1.2, 2,809 headwords, Browne, Culligan & Phillips 2013, https://www.newgeneralservicelist.org/, CC BY-SA
 * 4.0). Each word becomes the lemma the index uses; a lemma keeps its first rank.
 *   npm run keywords:baseline -- path/to/ngsl.txt
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { lemmaTokens } from '../src/server/ml/text/lemmatize.ts';

const source = process.argv[2];
if (!source) throw new Error('usage: npm run keywords:baseline -- path/to/ngsl.txt');
const words = readFileSync(source, 'utf8')
  .split(/\r?\n/)
  .map((w) => w.trim().toLowerCase())
  .filter((w) => /^[a-z]/.test(w) && w !== 'english');
const lemmas: string[] = [];
const ranks: number[] = [];
const seen = new Set<string>();
words.forEach((word, i) => {
  // A stop word on its own ("show") is still the lemma of the forms the index keeps ("showed", "shows").
  const [lemma = word, ...more] = lemmaTokens(word);
  if (more.length > 0 || seen.has(lemma)) return;
  seen.add(lemma);
  lemmas.push(lemma);
  ranks.push(i + 1);
});
const lines = (items: string[]) =>
  items
    .join(' ')
    .replace(/(.{1,110})( |$)/g, '  $1\n')
    .trimEnd();
writeFileSync(
  'src/server/ml/text/general-english.ts',
  `/**
 * General English, for telling a project's own vocabulary from words any text uses: ${lemmas.length} lemmas
 * (as the index makes them) of the New General Service List, NGSL 1.2 (Browne, Culligan & Phillips 2013,
 * https://www.newgeneralservicelist.org/), ${words.length} headwords in order of frequency in a 273-million-word
 * corpus of general English. The list is licensed CC BY-SA 4.0; this file, derived from it, is too.
 * Made by scripts/general-english-build.ts; nothing is downloaded at run time.
 */

/** The lemmas, most frequent first. */
export const GENERAL_ENGLISH_LEMMAS = \`
${lines(lemmas)}
\`.trim().split(/\\s+/);

/** Each lemma's rank in the NGSL (1 = most frequent), in the order of GENERAL_ENGLISH_LEMMAS. */
export const GENERAL_ENGLISH_RANKS = [
${lines(ranks.map(String)).replace(/ /g, ', ').replace(/^, , /gm, '  ').replace(/\n/g, ',\n')},
];
`,
);
console.log(`${lemmas.length} lemmas from ${words.length} words`);
