import { publicationKind, type PublicationKind } from '../../../shared/publication-kind.ts';

/** The RIS reference types (the RIS specification's list): a record imported with one is exported with it. */
const RIS_TYPES = new Set(
  'ABST ADVS AGGR ANCIENT ART BILL BLOG BOOK CASE CHAP CHART CLSWK COMP CONF CPAPER CTLG DATA DBASE DICT EBOOK ECHAP EDBOOK EJOUR ELEC ENCYC EQUA FIGURE GEN GOVDOC GRANT HEAR ICOMM INPR JFULL JOUR LEGAL MANSCPT MAP MGZN MPCT MULTI MUSIC NEWS PAMP PAT PCOMM RPRT SER SLIDE SOUND STAND STAT THES UNBILL UNPB VIDEO WEB'.split(
    ' ',
  ),
);

/** Each kind's RIS type: notices and reviews are journal items; a reference manager has no type of its own for them. */
const RIS_OF_KIND: Record<PublicationKind, string> = {
  article: 'JOUR',
  review: 'JOUR',
  erratum: 'JOUR',
  comment: 'JOUR',
  retraction: 'JOUR',
  conference: 'CPAPER',
  chapter: 'CHAP',
  book: 'BOOK',
  thesis: 'THES',
  report: 'RPRT',
  preprint: 'UNPB',
  other: 'GEN',
};

/**
 * A record's TY and, where its type is no RIS code ("Journal Article; Letter", "Conference Paper"), that text in
 * M3 as Scopus writes its document types: imported again, the record keeps its type. JOUR when none is known.
 */
export function risType(type: string | null): { ty: string; m3: string | null } {
  if (type !== null && RIS_TYPES.has(type)) return { ty: type, m3: null };
  const kind = publicationKind(type);
  return { ty: kind === null ? 'JOUR' : RIS_OF_KIND[kind], m3: kind === null ? null : type };
}
