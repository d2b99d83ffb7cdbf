import { createHash } from 'node:crypto';

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

/**
 * Text reduced to what two copies of one record share: accents, case, HTML tags and entities,
 * punctuation and spacing are all dropped, so exports from different databases compare equal.
 */
export function normalizeText(text: string): string {
  return text
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(#x?[0-9a-f]+|[a-z]+);/gi, (whole, name: string) => {
      if (name[0] !== '#') return ENTITIES[name.toLowerCase()] ?? whole;
      const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
      return Number.isFinite(code) ? String.fromCodePoint(code) : whole;
    })
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    // "symptom's" and "symptoms" are one word to a reader; a split would make "symptom s".
    .replace(/(?<=\p{L})['’](?=\p{L})/gu, '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** The exact-duplicate fingerprint of a citation: equal for records whose normalised title and abstract match. */
export function exactHash(title: string, abstract: string): string {
  return createHash('sha1').update(normalizeText(title)).update('\u0000').update(normalizeText(abstract)).digest('hex');
}
