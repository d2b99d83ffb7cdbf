/**
 * British spellings in their American form, so that "randomised" and "randomized", "tumour" and "tumor",
 * "oesophageal" and "esophageal" are one word for keywords, their highlights and the models. Applied to
 * each word before it is lemmatised, to citations and keywords alike: a rule that also changes a word
 * that is no variant at all changes it everywhere, so it can only join two words, never split one.
 * Rules rather than a dictionary: the -ise/-isation family alone has thousands of members in abstracts.
 */

/** Words ending in -ise that are spelt so in American English too (checked as the ending of the -ise form). */
const ISE_WORDS = [
  'advertise',
  'advise',
  'apprise',
  'chastise',
  'circumcise',
  'comprise',
  'compromise',
  'concise',
  'demise',
  'despise',
  'devise',
  'disguise',
  'enterprise',
  'excise',
  'exercise',
  'expertise',
  'franchise',
  'guise',
  'improvise',
  'incise',
  'merchandise',
  'noise',
  'paradise',
  'poise',
  'porpoise',
  'practise',
  'praise',
  'precise',
  'premise',
  'promise',
  'raise',
  'reprise',
  'revise',
  'bruise',
  'cruise',
  'supervise',
  'surmise',
  'surprise',
  'televise',
  'tortoise',
  'treatise',
  'turquoise',
  'wise',
];

/** -ise, -ised, -ising, -isation … → -ize …; the stem before "is" has at least three letters ("rise", "arise" stay). */
const ISE = /^(\p{L}{3,})is(e|es|ed|ing|er|ers|ation|ations|ational|able|ability)$/u;
/** analyse, paralyse, catalyse, dialyse, hydrolyse → -yze; "analyses" stays (also the plural of "analysis"). */
const YSE = /^(\p{L}{3,})ys(e|ed|ing|er|ers)$/u;
/** -our → -or in the words that have both spellings, with whatever follows ("behavioural", "tumours", "unfavourable"). */
const OUR =
  /(colo|behavio|tumo|favo|flavo|harbo|hono|humo|labo|neighbo|odo|rumo|vapo|vigo|armo|clamo|endeavo|fervo|rigo|savio|splendo|valo|paralo)ur/u;
/** -tre → -ter (centre, fibre, litre, millimetre, theatre, calibre …). */
const TRE = /^(\p{L}*(?:cent|fib|lit|met|theat|calib|spect|lust|somb|meag|sab|maneuv))re(s|d)?$/u;
/** -ll- before an ending, where American English keeps one l (modelling, labelled, travelled, signalling …). */
const DOUBLE_L =
  /^(\p{L}*(?:model|label|travel|cancel|signal|counsel|fuel|level|total|channel|tunnel|dial|marshal|equal|pedal|rival|quarrel|funnel|panel|parcel|pencil|barrel|jewel|shovel|snorkel|initial))l(ed|ing|er|ers)$/u;
/** ae and oe of Greek and Latin medical words (haemoglobin, anaemia, paediatric, oesophagus, foetal, diarrhoea …). */
const DIGRAPHS: Array<[RegExp, string]> = [
  [/haem/u, 'hem'],
  [/aemi/u, 'emi'],
  [/(?<=isch|leuk|anaesth|septic|bacter|vir|ur|glyc)ae/u, 'e'],
  [/paed/u, 'ped'],
  [/aetiol/u, 'etiol'],
  [/gynaec/u, 'gynec'],
  [/faec/u, 'fec'],
  [/caesar/u, 'cesar'],
  [/anaesth/u, 'anesth'],
  [/oesoph/u, 'esoph'],
  [/oestr/u, 'estr'],
  [/^foet/u, 'fet'],
  [/oedem/u, 'edem'],
  [/rrhoe/u, 'rrhe'],
  [/(?<=dys|a|hyper|hypo|ortho|tachy|brady)pnoe/u, 'pne'],
  [/coeliac/u, 'celiac'],
  [/manoeuv/u, 'maneuv'],
  [/homoeo/u, 'homeo'],
];
/** Single words and their families. */
const WORDS: Array<[RegExp, string]> = [
  [/^programme(s)?$/u, 'program$1'],
  [/^grey(s|er|est|ish|ness)?$/u, 'gray$1'],
  [/^ageing$/u, 'aging'],
  [/^(def|off|pret)ence(s)?$/u, '$1ense$2'],
  [/^licence(s)?$/u, 'license$1'],
  [/^(judg|acknowledg|abridg)ement(s)?$/u, '$1ment$2'],
  [/^sulph/u, 'sulf'],
  [/^aluminium$/u, 'aluminum'],
  [/^(catalog|analog|dialog)ue(s)?$/u, '$1$2'],
  [/^sceptic/u, 'skeptic'],
  [/^artefact(s)?$/u, 'artifact$1'],
  [/^mould/u, 'mold'],
  [/^practis(e|ed|es|ing)$/u, 'practic$1'],
  [/^(enrol|fulfil|instal)ment(s)?$/u, '$1lment$2'],
  [/^skilful(ly)?$/u, 'skillful$1'],
];

function ize(word: string): string {
  const match = ISE.exec(word);
  if (!match) return word;
  const base = `${match[1]}ise`;
  return ISE_WORDS.some((w) => base.endsWith(w)) ? word : `${match[1]}iz${match[2]}`;
}

/** The American spelling of a lower-case word; the word itself when it has no British form known here. */
export function usSpelling(word: string): string {
  let us = ize(word).replace(YSE, '$1yz$2').replace(OUR, '$1r').replace(TRE, '$1er$2').replace(DOUBLE_L, '$1$2');
  for (const [pattern, replacement] of DIGRAPHS) us = us.replace(pattern, replacement);
  for (const [pattern, replacement] of WORDS) us = us.replace(pattern, replacement);
  return us;
}
