import { createHash } from 'node:crypto';

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

/** HTML tags and entities as a reader sees them: a tag is a space, an entity its character. */
function decodeMarkup(text: string): string {
  const untagged = text.includes('<') ? text.replace(/<[^>]*>/g, ' ') : text;
  if (!untagged.includes('&')) return untagged;
  return untagged.replace(/&(#x?[0-9a-f]+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] !== '#') return ENTITIES[name.toLowerCase()] ?? whole;
    const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
    return Number.isFinite(code) ? String.fromCodePoint(code) : whole;
  });
}

const OTHER = 0;
const LETTER = 1;
const NUMBER = 2;
const UNKNOWN = 255;
/** The class of each code point below U+10000 once asked (Unicode's L and N categories); the rest in a map. */
const basicClasses = new Uint8Array(0x10000).fill(UNKNOWN);
const astralClasses = new Map<number, number>();

function classify(codePoint: number): number {
  const char = String.fromCodePoint(codePoint);
  return /\p{L}/u.test(char) ? LETTER : /\p{N}/u.test(char) ? NUMBER : OTHER;
}

function charClass(codePoint: number): number {
  if (codePoint < 128) {
    const lower = codePoint | 32;
    return lower >= 97 && lower <= 122 ? LETTER : codePoint >= 48 && codePoint <= 57 ? NUMBER : OTHER;
  }
  if (codePoint < 0x10000) {
    let known = basicClasses[codePoint]!;
    if (known === UNKNOWN) basicClasses[codePoint] = known = classify(codePoint);
    return known;
  }
  let known = astralClasses.get(codePoint);
  if (known === undefined) astralClasses.set(codePoint, (known = classify(codePoint)));
  return known;
}

const isApostrophe = (codePoint: number) => codePoint === 39 || codePoint === 0x2019;

const width = (codePoint: number) => (codePoint > 0xffff ? 2 : 1);

/**
 * The letters and digits of a text, each run of anything else made one space (none at either end). An
 * apostrophe between two letters joins them instead: "symptom's" and "symptoms" are one word to a reader,
 * and a split would make "symptom s". One pass by hand, copying the text between the runs that change
 * (most runs are a single space already): the regular expressions that did this took twice as long, and
 * it runs for every citation imported and for every duplicate search.
 */
function keepWords(text: string): string {
  let kept = '';
  let copied = 0;
  let afterLetter = false;
  for (let i = 0; i < text.length;) {
    const codePoint = text.codePointAt(i)!;
    const kind = charClass(codePoint);
    if (kind !== OTHER) {
      afterLetter = kind === LETTER;
      i += width(codePoint);
      continue;
    }
    const start = i;
    while (i < text.length && charClass(text.codePointAt(i)!) === OTHER) i += width(text.codePointAt(i)!);
    const joins =
      i === start + 1 &&
      isApostrophe(codePoint) &&
      afterLetter &&
      i < text.length &&
      charClass(text.codePointAt(i)!) === LETTER;
    const space = joins || start === 0 || i === text.length ? '' : ' ';
    afterLetter = false;
    if (space === ' ' && i === start + 1 && codePoint === 32) continue;
    kept += text.slice(copied, start) + space;
    copied = i;
  }
  return copied === 0 ? text : kept + text.slice(copied);
}

const NOT_ASCII = /[^\x00-\x7f]/;

/**
 * Text reduced to what two copies of one record share: accents, case, HTML tags and entities,
 * punctuation and spacing are all dropped, so exports from different databases compare equal.
 */
export function normalizeText(text: string): string {
  const decoded = decodeMarkup(text);
  // ASCII (most titles and abstracts) has nothing to decompose and no marks to drop.
  const plain = NOT_ASCII.test(decoded) ? decoded.normalize('NFKD').replace(/\p{M}+/gu, '') : decoded;
  return keepWords(plain.toLowerCase());
}

/** The exact-duplicate fingerprint of a citation: equal for records whose normalised title and abstract match. */
export function exactHash(title: string, abstract: string): string {
  return createHash('sha1').update(normalizeText(title)).update('\u0000').update(normalizeText(abstract)).digest('hex');
}
