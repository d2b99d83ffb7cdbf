import type { PairFeatures } from './pair-features.ts';

/** Above this a pair is a duplicate; between LOWER and this, a person should look. */
export const UPPER = 0.85;
export const LOWER = 0.6;

/** Reasons that settle it: another DOI, or years too far apart for one paper's print and online dates. */
export const CERTAIN = new Set(['different DOIs', 'publication years more than one year apart']);

/**
 * Reasons two records are different publications, whatever the similarity says: the classifier may
 * not overrule these. Generic titles ("Editorial", "Reply") need other fields to agree as well. Only
 * the CERTAIN ones keep a pair that otherwise looks alike (looksAlike) from a person.
 */
export function notDuplicateBecause(f: PairFeatures, genericTitle: boolean): string | null {
  // A preprint and its journal version carry two DOIs for one study: a person links them.
  if (f.doi === false) return f.preprint ? 'a preprint and another version' : 'different DOIs';
  if (f.yearDiff !== null && f.yearDiff > 1) return 'publication years more than one year apart';
  if (f.pages === false && !mistypedPages(f, genericTitle)) return 'different page ranges';
  // A conference abstract and the journal article that followed share a title but are two publications.
  const sameText =
    f.titleExact &&
    f.abstract !== null &&
    f.abstract >= 0.98 &&
    f.authors !== null &&
    f.authors >= 0.5 &&
    f.yearDiff === 0;
  if (f.journal !== null && f.journal < 0.34 && f.doi !== true && !sameText) return 'different journals';
  if (f.volume === false && f.journal !== null && f.journal >= 0.5 && !sameDoiAndTitle(f))
    return 'different volumes of one journal';
  if (genericTitle && f.doi !== true && !(authorsAgree(f) && f.yearDiff === 0 && f.pages === true)) {
    return 'generic title without agreeing DOI, authors, year and pages';
  }
  return null;
}

/**
 * Records a person should compare even where a rule above tells them apart (other than a DOI or years
 * that tell them apart for certain): a matching title by the same authors (a conference abstract and its
 * article, another volume), one DOI and first page with the same authors (a translated title), or the
 * same authors, year, volume and first page under another title. A generic or recurring title is alike
 * only by the same authors with nothing that disagrees (a page missing).
 */
export function looksAlike(f: PairFeatures, genericTitle: boolean): boolean {
  if (!authorsAgree(f)) return false;
  if (genericTitle) return contradiction(f) === null;
  const samePlace = f.yearDiff === 0 && f.pages === true && f.volume !== false;
  return f.titleRelation !== 'differs' || samePlace || (f.doi === true && f.pages !== false);
}

/** One DOI and (nearly) one title: the same article, even where an export mistyped its pages or volume. */
const sameDoiAndTitle = (f: PairFeatures) => f.doi === true && f.title >= 0.95;

/**
 * Pages that differ while the DOI and title agree, or while title, authors, year, journal, volume and
 * issue all agree, are a typing error ("e8-e9" / "e3", "i428" / "1428"): two articles of one issue
 * never share all of those. A generic title ("Editorial") proves nothing, so it never counts.
 */
function mistypedPages(f: PairFeatures, genericTitle: boolean): boolean {
  if (sameDoiAndTitle(f)) return true;
  const sameAuthors = f.authors !== null && f.authors >= 0.5;
  const sameJournal = f.journal !== null && f.journal >= 0.5;
  return (
    !genericTitle &&
    f.titleExact &&
    sameAuthors &&
    sameJournal &&
    f.yearDiff === 0 &&
    f.volume === true &&
    f.issue === true
  );
}

/** The authors agree: most names shared, and the first author among the first names of the other list. */
export const authorsAgree = (f: PairFeatures) => f.authors !== null && f.authors >= 0.5 && f.firstAuthor === true;

/**
 * Positive evidence that two records are one publication: the titles match word for word (allowing
 * spelling, a typo, or one cut short) and either the DOI agrees, or the authors and at least one of year,
 * volume and first page agree. A title the project holds for different publications (generic or
 * recurring) needs the authors, year and first page all to agree.
 */
export function positiveEvidence(f: PairFeatures, genericTitle: boolean): string | null {
  if (f.titleRelation === 'differs') return null;
  if (f.doi === true) return 'same DOI and title';
  if (!authorsAgree(f)) return null;
  if (genericTitle) return f.yearDiff === 0 && f.pages === true ? 'same title, authors, year and pages' : null;
  if (f.yearDiff === 0 || f.volume === true || f.pages === true) return 'same title and authors';
  return null;
}

/**
 * What no automatic removal may pass over: any field both records have that disagrees, a word of the title
 * that tells them apart, or a notice (erratum, comment or reply, retraction) beside a record of another or no
 * kind. Such a pair may still be one publication, but only a person can say.
 * One year apart with the same DOI is an article online first and in print.
 */
export function contradiction(f: PairFeatures): string | null {
  if (f.titleRelation === 'differs') return `titles differ (${f.titleDifference.slice(0, 4).join(', ')})`;
  if (f.kinds !== null) return `different kinds of publication (${f.kinds})`;
  if (f.doi === false) return 'different DOIs';
  if (f.yearDiff !== null && f.yearDiff > (f.doi === true ? 1 : 0)) return 'different years';
  if (f.volume === false) return 'different volumes';
  if (f.issue === false) return 'different issues';
  if (f.pages === false) return 'different first pages';
  if (f.journal !== null && f.journal < 0.34 && f.doi !== true) return 'different journals';
  return null;
}

/** A similarity in [0, 1] from the fields both records have. */
export function pairScore(f: PairFeatures): number {
  let score = f.title;
  if (f.abstract !== null) score = 0.55 * f.title + 0.45 * f.abstract;
  if (f.doi === true) score = Math.max(score, 0.5 + 0.5 * f.title);
  const sameSource =
    f.authors !== null && f.authors >= 0.5 && f.yearDiff === 0 && (f.pages === true || f.volume === true);
  if (f.titlePrefix && sameSource) score = Math.max(score, 0.9);
  let support = 0;
  if (f.authors !== null) support += f.authors >= 0.5 ? 0.04 : -0.15;
  if (f.yearDiff !== null) support += f.yearDiff === 0 ? 0.02 : -0.04;
  if (f.journal !== null) support += f.journal >= 0.5 ? 0.02 : -0.03;
  if (f.pages === true) support += 0.03;
  if (f.volume === true) support += 0.02;
  return Math.max(0, Math.min(1, score + support));
}

/** Why a pair counts as a duplicate, in words a reviewer understands. */
export function matchReason(f: PairFeatures): string {
  const parts = [f.titleExact ? 'identical title' : `title ${Math.round(f.title * 100)}% similar`];
  if (f.abstract !== null) parts.push(`abstract ${Math.round(f.abstract * 100)}% similar`);
  if (f.doi) parts.push('same DOI');
  if (f.authors !== null && f.authors >= 0.5) parts.push('same authors');
  if (f.yearDiff === 0) parts.push('same year');
  return parts.join(', ');
}
