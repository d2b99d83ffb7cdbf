import { citationText, lemmaSpans, wordPlaces, type LemmaSpan } from './lemmatize.ts';
import { NOT_A_PHRASE } from './not-a-phrase.ts';

/** A citation holding a term, to see the term as its authors wrote it. */
export interface TermSample {
  term: string;
  title: string;
  abstract: string;
  /** Its stored lemma tokens (lemmaTokens of its text, space-separated), when it has them. */
  tokens?: string | null;
}

/**
 * The sample's words with their lemmas and places. With its stored tokens only the places are worked out,
 * not the lemmas (each word new to the worker costs the tagger ~0.1 ms); tokens stored by another version of
 * the lemmatiser, whose count differs, are not trusted.
 */
function spansOf(text: string, tokens: string | null | undefined): LemmaSpan[] {
  if (tokens) {
    const lemmas = tokens.split(' ');
    const places = wordPlaces(text);
    if (places.length === lemmas.length) return places.map(({ start, end }, i) => ({ lemma: lemmas[i]!, start, end }));
  }
  return lemmaSpans(text);
}

/**
 * What stands between two words of a phrase as written: spaces, stop words ("patients with wilson") or a
 * hyphen ("angiotensin-converting") stay; punctuation ("enzyme (ACE", "randomized, double") is a space.
 */
const gapOf = (gap: string) => (/^-$|^[\s\p{L}]*$/u.test(gap) ? gap : ' ');

/** The words of spans[from..to] and what stands between them, in lower case with single spaces. */
function written(text: string, spans: LemmaSpan[], from: number, to: number): string {
  let form = text.slice(spans[from]!.start, spans[from]!.end);
  for (let k = from + 1; k <= to; k++)
    form += gapOf(text.slice(spans[k - 1]!.end, spans[k]!.start)) + text.slice(spans[k]!.start, spans[k]!.end);
  return form.toLowerCase().replace(/\s+/g, ' ');
}

/**
 * A sentence ends between two words: a full stop, question or exclamation mark, colon or semicolon followed by
 * a space, or a line break (citationText puts ".\n" between the title and the abstract; a structured
 * abstract's "BACKGROUND:" heads its own part). After a single letter a full stop is an initial ("H. pylori").
 */
const SENTENCE_END = /[.!?;:]\s|\n/;

function crossesSentence(text: string, spans: LemmaSpan[], from: number, to: number): boolean {
  for (let k = from + 1; k <= to; k++) {
    const gap = text.slice(spans[k - 1]!.end, spans[k]!.start);
    if (SENTENCE_END.test(gap) && spans[k - 1]!.end - spans[k - 1]!.start > 1) return true;
  }
  return false;
}

/**
 * Each term (lemmas, as suggestions have them: "helicobacter pylorus", "datum") as the citations most
 * often write it ("helicobacter pylori", "data"). A term never found keeps its lemmas. A phrase whose words
 * the samples hold only on either side of a sentence's end ("…in adults. BACKGROUND: …" as "adults
 * background") is NOT_A_PHRASE: a keyword list should not offer it.
 */
export function surfaceForms(terms: string[], samples: TermSample[]): Map<string, string> {
  const tallies = new Map<string, Map<string, number>>();
  const broken = new Set<string>();
  for (const { term, title, abstract, tokens } of samples) {
    const text = citationText(title, abstract);
    const spans = spansOf(text, tokens);
    const lemmas = term.split(' ');
    const tally = tallies.get(term) ?? new Map<string, number>();
    tallies.set(term, tally);
    for (let i = 0; i + lemmas.length <= spans.length; i++) {
      if (!lemmas.every((lemma, k) => spans[i + k]!.lemma === lemma)) continue;
      if (crossesSentence(text, spans, i, i + lemmas.length - 1)) {
        broken.add(term);
        continue;
      }
      const form = written(text, spans, i, i + lemmas.length - 1);
      tally.set(form, (tally.get(form) ?? 0) + 1);
    }
  }
  const forms = new Map<string, string>();
  for (const term of terms) {
    const counted = [...(tallies.get(term) ?? [])].sort(
      ([a, x], [b, y]) => y - x || a.length - b.length || a.localeCompare(b),
    );
    forms.set(term, counted[0]?.[0] ?? (broken.has(term) ? NOT_A_PHRASE : term));
  }
  return forms;
}
