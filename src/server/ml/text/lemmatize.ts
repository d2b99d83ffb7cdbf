import winkNLP, { type WinkMethods } from 'wink-nlp';
import model from 'wink-eng-lite-web-model';

let nlp: WinkMethods | undefined;

/**
 * The words of a text as wink-nlp lemmas (read in lower case, so a capitalised "Trials" is not taken for a name) ("trials" → "trial", "older" → "old"), lower case, without stop
 * words, punctuation or numbers. The model loads on first use (it takes a moment and some memory).
 */
export function lemmaTokens(text: string): string[] {
  nlp ??= winkNLP(model);
  const its = nlp.its;
  const words = nlp
    .readDoc(text.toLowerCase())
    .tokens()
    .filter((t) => t.out(its.type) === 'word' && !t.out(its.stopWordFlag));
  // wink's typings declare out() with a narrower union than it accepts; its.lemma returns strings.
  return (words.out(its.lemma as unknown as typeof its.value) as string[]).map((w) => w.toLowerCase()).filter((w) => /\p{L}/u.test(w));
}

/** A citation's text for the lemma index: title and abstract. */
export const citationText = (title: string, abstract: string) => `${title}.\n${abstract}`;
