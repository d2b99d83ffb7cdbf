import { describe, expect, it } from 'vitest';
import { noticeKindOfTitle, publicationKind, recordKind } from '../../../src/shared/publication-kind.ts';

describe('the kind of publication a type names', () => {
  it('reads the names of every source alike, whatever their case, spaces or underscores', () => {
    expect(['JOUR', 'Journal Article', 'journalArticle', 'Article', 'J', 'article'].map(publicationKind)).toEqual(
      Array(6).fill('article'),
    );
    expect(
      ['CPAPER', 'Conference Paper', 'Proceedings Paper', 'Meeting Abstract', 'inproceedings', 'proceeding'].map(
        publicationKind,
      ),
    ).toEqual(Array(6).fill('conference'));
    expect(['CHAP', 'Book Section', 'bookSection', 'incollection', 'Book Chapter'].map(publicationKind)).toEqual(
      Array(5).fill('chapter'),
    );
    expect(['edited_book', 'monograph', 'phdthesis', 'techreport', 'preprint'].map(publicationKind)).toEqual([
      'book',
      'book',
      'thesis',
      'report',
      'preprint',
    ]);
  });

  it('gives a record of several types its most telling kind: the notice over the journal article', () => {
    expect(publicationKind('Journal Article; Comment')).toBe('comment');
    expect(publicationKind('Journal Article; Review; Systematic Review')).toBe('review');
    expect(publicationKind('Published Erratum')).toBe('erratum');
    expect(publicationKind('Correction')).toBe('erratum');
    expect(publicationKind('Editorial Material')).toBe('comment');
    expect(publicationKind('Retraction of Publication')).toBe('retraction');
    // The retracted article itself (PubMed, Scopus) is an article; its notice is another record.
    expect(publicationKind('Journal Article; Retracted Publication')).toBe('article');
    expect(publicationKind('Retracted')).toBe('article');
  });

  it('is "other" for a type no entry names, and null without a type', () => {
    expect(publicationKind('Audiovisual Material')).toBe('other');
    expect(publicationKind('  ')).toBeNull();
    expect(publicationKind(null)).toBeNull();
  });
});

describe("a notice's title", () => {
  it('marks an erratum, a reply or comment, and a retraction notice by its opening words', () => {
    expect(noticeKindOfTitle('Erratum: Tranexamic acid in cirrhosis')).toBe('erratum');
    expect(noticeKindOfTitle('Correction to: Tranexamic acid in cirrhosis')).toBe('erratum');
    expect(noticeKindOfTitle("Corrigendum to 'Tranexamic acid in cirrhosis'")).toBe('erratum');
    expect(noticeKindOfTitle('[Correction: tranexamic acid in cirrhosis]')).toBe('erratum');
    expect(noticeKindOfTitle('Reply to Dr. Smith')).toBe('comment');
    expect(noticeKindOfTitle('Response to "Tranexamic acid in cirrhosis"')).toBe('comment');
    expect(noticeKindOfTitle('Response to the letter by Okafor et al.')).toBe('comment');
    expect(noticeKindOfTitle('Comment on: Tranexamic acid in cirrhosis')).toBe('comment');
    expect(noticeKindOfTitle('Retraction: Tranexamic acid in cirrhosis')).toBe('retraction');
    expect(noticeKindOfTitle('Notice of Retraction: Tranexamic acid in cirrhosis')).toBe('retraction');
  });

  it('leaves alone a title that only begins with such a word, and the retracted article itself', () => {
    expect(noticeKindOfTitle('Correction of hyponatraemia in the intensive care unit')).toBeNull();
    expect(noticeKindOfTitle('Response of tumours to neoadjuvant chemotherapy')).toBeNull();
    expect(
      noticeKindOfTitle('Response to radiofrequency ablation of pulmonary tumours: a prospective study'),
    ).toBeNull();
    expect(noticeKindOfTitle('Commentary-driven learning in nursing')).toBeNull();
    expect(noticeKindOfTitle('Retraction of maxillary incisors with mini-implants')).toBeNull();
    expect(noticeKindOfTitle('RETRACTED: Tranexamic acid in cirrhosis')).toBeNull();
    expect(noticeKindOfTitle('RETRACTED ARTICLE: Tranexamic acid in cirrhosis')).toBeNull();
  });

  it('gives the duplicate search a notice kind where the type names only a journal item', () => {
    expect(recordKind('JOUR', 'Correction to: Tranexamic acid in cirrhosis')).toBe('erratum');
    expect(recordKind(null, 'Erratum: Tranexamic acid in cirrhosis')).toBe('erratum');
    expect(recordKind('Letter', 'Erratum: Tranexamic acid in cirrhosis')).toBe('comment');
    expect(recordKind('Review', 'Tranexamic acid in cirrhosis')).toBe('review');
    expect(recordKind(null, 'Tranexamic acid in cirrhosis')).toBeNull();
  });
});
