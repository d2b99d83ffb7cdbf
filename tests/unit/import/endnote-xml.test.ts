import { describe, expect, it } from 'vitest';
import { readCitationFile } from '../../../src/server/import/read-citation-file.ts';
import { importError, readFixture, scratchDir } from './fixture.helpers.ts';

const scratch = scratchDir();

describe('an EndNote XML file', () => {
  it('gives a record all its fields, joining the styled runs of a title', async () => {
    const { format, citations } = await readFixture('citations.xml');
    expect(format).toBe('endnote-xml');
    expect(citations[0]).toEqual({
      title:
        'Still moving toward automation of the systematic review process: a summary of discussions at the third meeting of the International Collaboration for Automation of Systematic Reviews',
      abstract: 'The third meeting discussed barriers to automation & ways forward.',
      authors: "O'Connor, Annette M.; Tsafnat, Guy",
      year: 2019,
      journal: 'Systematic Reviews',
      doi: '10.1000/sr.2019.0057',
      volume: '8',
      issue: '1',
      pages: '57',
      keywords: 'automation; evidence synthesis & tools',
      url: 'https://example.org/sr/8/57',
      publication_type: 'Journal Article',
    });
  });

  it('reads text without style wrappers and takes the journal from the periodical', async () => {
    const { citations } = await readFixture('citations.xml');
    expect(citations[1]).toEqual({
      title: 'Living systematic reviews: methods for keeping evidence current',
      abstract: '',
      authors: 'Thomas, James',
      year: 2017,
      journal: 'Journal of Clinical Epidemiology',
      publication_type: 'Journal Article',
    });
  });

  it('reports a record without a title by its number in the file', async () => {
    const { citations, skipped } = await readFixture('citations.xml');
    expect(citations).toHaveLength(2);
    expect(skipped).toEqual([{ row: 3, reason: 'Missing title' }]);
  });

  it('decodes character references, keeping line breaks in an abstract as new lines', async () => {
    const path = scratch(
      'references.xml',
      '<xml><records><record><titles><title>Caf&#233; &amp; tea&#xD;drinking</title></titles>' +
        '<abstract>Background: none.&#xD;Methods: a survey.</abstract></record></records></xml>',
    );
    const { citations } = await readCitationFile(path, 'references.xml');
    expect(citations).toEqual([{ title: 'Café & tea drinking', abstract: 'Background: none.\nMethods: a survey.' }]);
  });

  it('is unreadable when the XML is malformed, and says where', async () => {
    const path = scratch(
      'broken.xml',
      '<xml><records>\n<record><titles><title>A</titel></titles></record>\n</records></xml>',
    );
    const error = await importError(readCitationFile(path, 'broken.xml'));
    expect(error.kind).toBe('unreadable');
    expect(error.message).toMatch(
      /^The file could not be read as EndNote XML: Expected closing tag 'title' .* \(line 2\)$/,
    );
  });

  it('is unreadable when the XML holds no EndNote records', async () => {
    const path = scratch(
      'pubmed.xml',
      '<?xml version="1.0"?>\n<PubmedArticleSet><PubmedArticle/></PubmedArticleSet>\n',
    );
    const error = await importError(readCitationFile(path, 'pubmed.xml'));
    expect(error.message).toBe(
      'The file could not be read as EndNote XML: no <record> elements were found in <xml><records>',
    );
  });
});
